/**
 * Migration 002 on a database that already holds resumes (PGlite): nothing stored is lost, and
 * every existing resume starts its version history at its current version.
 */
import { describe, expect, it } from 'vitest'
import { migrate, openDb } from '../../src/lib/db/index.js'
import { readMigrations } from '../../src/lib/db/migrations-dir.js'

describe('migration 002 (version history, share links)', () => {
  it('gives resumes stored before it a first version equal to their current state', async () => {
    const db = await openDb('memory://')
    try {
      const all = await readMigrations()
      expect(await migrate(db, all.filter((m) => m.name === '001_init'))).toEqual(['001_init'])
      const [user] = await db.query<{ id: string }>("INSERT INTO users (issuer, subject) VALUES ('i', 's') RETURNING id")
      await db.query(`INSERT INTO resumes (user_id, title, data, version) VALUES ($1, 'Old', '{"basics":{"name":"Old"}}', 7)`, [user!.id])
      expect(await migrate(db, all)).toEqual(all.map((m) => m.name).filter((n) => n !== '001_init'))
      const versions = await db.query('SELECT version, title, data FROM resume_versions')
      expect(versions).toEqual([{ version: 7, title: 'Old', data: { basics: { name: 'Old' } } }])
      expect(await db.query('SELECT title, version FROM resumes')).toEqual([{ title: 'Old', version: 7 }])
    } finally {
      await db.close()
    }
  })
})
