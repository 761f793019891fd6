/**
 * @module
 * @neondatabase/serverless: Postgres over WebSockets, for runtimes without TCP (Workers, some
 * Lambdas). WebSocket settings live on the library's global `neonConfig`, set by the entry.
 */
import { Pool, types as neonTypes } from '@neondatabase/serverless'
import { poolDb, type PoolLike } from './pool.js'
import type { Db } from './types.js'

const INT8 = 20

export function openNeon(url: string, onIdleError: (error: Error) => void): Db {
  const pool = new Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? Number : neonTypes.getTypeParser(oid, format)) as typeof neonTypes.getTypeParser,
    },
    max: 10,
    connectionTimeoutMillis: 3_000,
  })
  return poolDb(pool as unknown as PoolLike, onIdleError)
}
