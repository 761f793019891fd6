/**
 * @module
 * node-postgres: `postgres://` on Node, where plain TCP is available and fastest.
 */
import pg from 'pg'
import { poolDb } from './pool.js'
import type { Db } from './types.js'

/** int8 (counts, sums) as a number, like PGlite returns it. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export function openPg(url: string, onIdleError: (error: Error) => void): Db {
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: 10,
    // A server that stopped answering must turn into a 503 quickly, not a hung request.
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
  })
  return poolDb(pool, onIdleError)
}
