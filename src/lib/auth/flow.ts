/**
 * @module
 * The steps of signing in and out, as the auth routes call them.
 */
import type { Context } from 'hono'
import type { AppEnv } from '../http/env.js'
import { RequestError } from '../http/errors.js'
import {
  clearSessionCookie,
  clearStateCookie,
  setSessionCookie,
  setStateCookie,
  stateCookie,
} from './cookies.js'
import type { Oidc } from './oidc.js'
import { requestToken } from './session.js'
import { createSession, deleteSession, upsertUser } from './sessions.js'

function services(c: Context<AppEnv>) {
  const { db, oidc } = c.var.services
  if (!db) throw new RequestError(503, 'Database not configured')
  if (!oidc) throw new RequestError(503, 'Sign-in is not configured (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_REDIRECT_URI)')
  return { db, oidc }
}

/**
 * The service's public origin, which cookies are scoped to and links name: the redirect URI's when
 * sign-in is configured (a proxy or CDN in front may make the request's own URL look different).
 */
export const publicOrigin = (c: Context<AppEnv>) => origin(c, c.var.services.oidc)
const origin = (c: Context<AppEnv>, oidc?: Oidc) => oidc?.settings.redirectUri ?? new URL(c.req.url)

/** GET /auth/login: the provider's authorization URL; the state is bound to this browser. */
export async function startLogin(c: Context<AppEnv>): Promise<URL> {
  const { db, oidc } = services(c)
  const { url, state } = await oidc.begin(db)
  setStateCookie(c, origin(c, oidc), state)
  return url
}

/** GET /auth/callback: checks the provider's answer, then opens a session. */
export async function completeLogin(c: Context<AppEnv>): Promise<void> {
  const { db, oidc } = services(c)
  const query = new URL(c.req.url).searchParams
  const identity = await oidc.finish(db, query, stateCookie(c))
  const user = await upsertUser(db, identity)
  const token = await createSession(db, user.id)
  clearStateCookie(c, origin(c, oidc))
  setSessionCookie(c, origin(c, oidc), token)
}

/** POST /auth/logout: the session row is deleted, so the token is dead even if a copy survives. */
export async function logout(c: Context<AppEnv>): Promise<void> {
  const token = requestToken(c)
  const db = c.var.services.db
  if (token && db) await deleteSession(db, token)
  clearSessionCookie(c, origin(c, c.var.services.oidc))
}
