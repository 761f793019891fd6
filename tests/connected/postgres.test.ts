import { describe, expect, it } from 'vitest'
import { migrate, openDb } from '../../src/lib/db/index.js'
import { readMigrations } from '../../src/lib/db/migrations-dir.js'
import { testDb } from '../helpers/app.js'
import { freshSchema, TEST_DATABASE_URL, type TestSchema } from './helpers/postgres.js'
import { wsRelay, type WsRelay } from './helpers/ws-relay.js'
import { connectedSuite } from './suite.js'

if (!TEST_DATABASE_URL) {
  console.log('connected/postgres: skipped, TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')
  describe.skip('connected mode on PostgreSQL (TEST_DATABASE_URL unset)', () => {
    it('needs a server', () => {})
  })
} else {
  const base = TEST_DATABASE_URL
  let pgSchema: TestSchema
  connectedSuite('PostgreSQL (node-postgres, through a cuttable TCP proxy)', {
    open: async () => {
      pgSchema = await freshSchema(base)
      return testDb(pgSchema.url)
    },
    cut: () => pgSchema.proxy.cut(),
    restore: () => pgSchema.proxy.restore(),
    cleanup: () => pgSchema.drop(),
  })

  let neonSchema: TestSchema
  let relay: WsRelay
  connectedSuite('PostgreSQL (@neondatabase/serverless, through a WebSocket relay)', {
    open: async () => {
      relay = await wsRelay()
      neonSchema = await freshSchema(base)
      return testDb(neonSchema.url, { postgresDriver: 'neon' })
    },
    cut: () => neonSchema.proxy.cut(),
    restore: () => neonSchema.proxy.restore(),
    cleanup: async () => {
      await neonSchema.drop()
      await relay.close()
    },
    light: true,
  })

  describe('migrations on PostgreSQL', () => {
    it('run exactly once when several processes start at the same time', async () => {
      const schema = await freshSchema(base)
      const dbs = await Promise.all(Array.from({ length: 4 }, () => openDb(schema.url, { onIdleError: () => {} })))
      try {
        const migrations = await readMigrations()
        const applied = await Promise.all(dbs.map((db) => migrate(db, migrations)))
        expect(applied.flat().sort()).toEqual(migrations.map((m) => m.name).sort())
        expect(applied.filter((names) => names.length > 0)).toHaveLength(1)
        const rows = await dbs[0]!.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations')
        // int8 comes back as a number from every driver.
        expect(rows).toEqual([{ n: migrations.length }])
        expect(await migrate(dbs[1]!, migrations)).toEqual([])
      } finally {
        await Promise.all(dbs.map((db) => db.close()))
        await schema.drop()
      }
    })
  })
}
