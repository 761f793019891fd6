/**
 * @module
 * PGlite (Postgres in wasm, in-process): the embedded default, so connected mode needs no server.
 * `memory://` keeps everything in memory; `pglite://<dir>` persists to a directory.
 */
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { DatabaseUnavailable, guarded, guardedTransaction, type Db, type Queryable, type Row } from './types.js'

/** int8 as a number, as the other drivers are configured, so callers never see both shapes. */
const parsers = { [types.INT8]: (value: string) => Number(value) }

const wrap = (target: () => PGlite | Transaction): Queryable => ({
  query: <T extends object>(sql: string, params: unknown[] = []) =>
    guarded(async () => (await target().query<T>(sql, params, { parsers })).rows),
  exec: (sql) => guarded(async () => void (await target().exec(sql))),
})

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  return pgliteDb(await PGlite.create(dataDir === undefined ? undefined : { dataDir }), dataDir)
}

/**
 * A `Db` over an open PGlite. When the instance closes under the service (anything but `close()`
 * here), a persisted one is reopened from `dataDir` in the background: callers get 503 meanwhile
 * and the service recovers without a restart. An in-memory one stays closed (its data is gone).
 */
export function pgliteDb(instance: PGlite, dataDir?: string): Db {
  let pg = instance
  let closing = false
  let reopening: Promise<void> | undefined
  const live = (): PGlite => {
    if (!pg.closed) return pg
    if (!closing && dataDir !== undefined) {
      reopening ??= PGlite.create({ dataDir })
        .then((reopened) => void (pg = reopened), () => undefined)
        .finally(() => (reopening = undefined))
    }
    throw new DatabaseUnavailable(new Error('PGlite is closed'))
  }
  return {
    ...wrap(live),
    transaction: (fn) =>
      guardedTransaction((body) => live().transaction(body), (tx: Transaction) => fn(wrap(() => tx))),
    close: async () => {
      closing = true
      await reopening
      if (!pg.closed) await pg.close()
    },
  }
}
