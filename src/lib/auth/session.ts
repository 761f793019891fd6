/**
 * @module
 * Session middleware: resolves the request's session (the `session` cookie, or
 * `Authorization: Bearer rs_...` for scripts) to `c.var.user`. It never answers by itself, so open
 * routes (health, parse) keep working when the database is down; routes that need a user call
 * `requireUser`, which answers 401, or 503 when the lookup could not reach the database.
 *
 * @example
 * ```ts
 * app.use(session())
 * app.use('/api/render/*', requireSignIn())
 * ```
 */
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, User } from '../http/env.js'
import { RequestError } from '../http/errors.js'
import { DatabaseUnavailable, type Db } from '../db/index.js'
import { sessionCookie } from './cookies.js'
import { sessionUser } from './sessions.js'
import { isToken } from './tokens.js'

/** Lookups that failed because the database is down, per request (the context: middleware may replace `c.req.raw`). */
const unavailable = new WeakMap<Context, DatabaseUnavailable>()

/** The session token a request carries, if any. */
export function requestToken(c: Context): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
  if (bearer && isToken(bearer)) return bearer
  const cookie = sessionCookie(c)
  return cookie && isToken(cookie) ? cookie : undefined
}

export const session = (): MiddlewareHandler<AppEnv> =>
  async function session(c, next) {
    const db = c.var.services.db
    const token = requestToken(c)
    if (db && token) {
      try {
        const user = await sessionUser(db, token)
        if (user) c.set('user', user)
      } catch (error) {
        if (!(error instanceof DatabaseUnavailable)) throw error
        unavailable.set(c, error)
      }
    }
    await next()
  }

/** The signed-in user, or a 401 (503 while the database cannot say whether the session is valid). */
export function requireUser(c: Context<AppEnv>): User {
  const user = c.var.user
  if (user) return user
  throw unavailable.get(c) ?? new RequestError(401, 'Sign in first: GET /auth/login')
}

/** Guards routes that are open elsewhere but need a session in connected mode (render). */
export const requireSignIn = (): MiddlewareHandler<AppEnv> =>
  async function requireSignIn(c, next) {
    requireUser(c)
    await next()
  }

/** The database and the signed-in user, for a route that needs both. */
export function signedIn(c: Context<AppEnv>): { db: Db; user: User } {
  const user = requireUser(c)
  const db = c.var.services.db
  if (!db) throw new RequestError(503, 'Database not configured')
  return { db, user }
}
