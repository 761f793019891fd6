/**
 * @module
 * A `Db` over a node-postgres shaped `Pool`: `pg` itself and @neondatabase/serverless share it.
 */
import { guarded, guardedTransaction, type Db, type Queryable, type Row } from './types.js'

interface PoolClient {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
  release(error?: Error | boolean): void
}

export interface PoolLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
  connect(): Promise<PoolClient>
  end(): Promise<void>
  on(event: 'error', listener: (error: Error) => void): unknown
}

const wrap = (target: Pick<PoolLike, 'query'>): Queryable => ({
  query: <T extends object>(sql: string, params: unknown[] = []) =>
    guarded(async () => (await target.query(sql, params)).rows as T[]),
  // Without parameters the simple protocol runs the whole script.
  exec: (sql) => guarded(async () => void (await target.query(sql))),
})

export function poolDb(pool: PoolLike, onIdleError: (error: Error) => void): Db {
  // An idle connection dropped by the server emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', onIdleError)
  let ended = false
  return {
    ...wrap(pool),
    transaction: (fn) =>
      guardedTransaction(async (body) => {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          const result = await body(wrap(client))
          await client.query('COMMIT')
          client.release()
          return result
        } catch (error) {
          // A connection that failed mid-transaction is discarded rather than reused.
          await client.query('ROLLBACK').then(
            () => client.release(),
            () => client.release(true),
          )
          throw error
        }
      }, fn),
    close: async () => {
      if (ended) return
      ended = true
      await pool.end()
    },
  }
}
