/**
 * @module
 * PGlite (Postgres in wasm, in-process): the embedded default, so connected mode needs no server.
 * `memory://` keeps everything in memory; `pglite://<dir>` persists to a directory.
 */
import { PGlite, types, type Transaction } from '@electric-sql/pglite'
import { guarded, guardedTransaction, type Db, type Queryable, type Row } from './types.js'

/** int8 as a number, as the other drivers are configured, so callers never see both shapes. */
const parsers = { [types.INT8]: (value: string) => Number(value) }

const wrap = (target: PGlite | Transaction): Queryable => ({
  query: <T extends object>(sql: string, params: unknown[] = []) =>
    guarded(async () => (await target.query<T>(sql, params, { parsers })).rows),
  exec: (sql) => guarded(async () => void (await target.exec(sql))),
})

export async function openPglite(dataDir: string | undefined): Promise<Db> {
  const pg = await PGlite.create(dataDir === undefined ? undefined : { dataDir })
  return {
    ...wrap(pg),
    transaction: (fn) => guardedTransaction((body) => pg.transaction(body), (tx: Transaction) => fn(wrap(tx))),
    close: () => (pg.closed ? Promise.resolve() : pg.close()),
  }
}
