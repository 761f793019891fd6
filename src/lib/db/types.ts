import { RequestError } from '../http/errors.js'

export type Row = Record<string, unknown>

/** What a statement can run on: the pool or one transaction's connection. */
export interface Queryable {
  /** One statement with `$1` parameters. jsonb parameters go in as JSON strings. */
  query<T extends object = Row>(sql: string, params?: unknown[]): Promise<T[]>
  /** A script of several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/**
 * The database cannot be reached (refused, cut, closed, timed out). A `RequestError` so every route
 * answers 503 JSON instead of 500, and nothing is cached: the next query tries again.
 */
export class DatabaseUnavailable extends RequestError {
  constructor(readonly reason: unknown) {
    super(503, 'Database unavailable, try again shortly')
    this.name = 'DatabaseUnavailable'
  }
}

/**
 * SQLSTATE classes that mean the server or the connection went away rather than the statement
 * being wrong: 08 connection exception, 57P0x shutdown/cannot connect now, 53300 too many connections.
 */
const UNAVAILABLE_STATE = /^(08|57P0|53300)/

/** Errors without a SQLSTATE come from the socket or the driver (ECONNREFUSED, closed, timeout). */
export function asUnavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailable) return error
  const code = (error as { code?: unknown } | null)?.code
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined
  if (sqlState === undefined || UNAVAILABLE_STATE.test(sqlState)) return new DatabaseUnavailable(error)
  return error
}

/** Wraps a driver call so connection failures become `DatabaseUnavailable`. */
export async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw asUnavailable(error)
  }
}

/**
 * Runs a driver's transaction around `fn`. Errors thrown by `fn` itself (a 404, a 409) pass
 * through untouched; errors of the driver around it (BEGIN, COMMIT, connect) are classified.
 */
export async function guardedTransaction<Tx, T>(
  driver: (body: (tx: Tx) => Promise<T>) => Promise<T>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  let own: { error: unknown } | undefined
  try {
    return await driver(async (tx) => {
      try {
        return await fn(tx)
      } catch (error) {
        own = { error }
        throw error
      }
    })
  } catch (error) {
    if (own && own.error === error) throw error
    throw asUnavailable(error)
  }
}
