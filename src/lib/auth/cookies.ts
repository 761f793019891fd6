/**
 * @module
 * The cookies of sign-in. HttpOnly keeps the token from scripts; SameSite=Lax keeps it off
 * cross-site POSTs (CSRF) while a top-level navigation back from the provider still carries it;
 * Secure everywhere except a localhost origin, where browsers serve plain http.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { LOGIN_TTL_SECONDS } from './oidc.js'
import { SESSION_TTL_SECONDS } from './sessions.js'

export const SESSION_COOKIE = 'session'
export const STATE_COOKIE = 'login_state'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The service's public origin is the redirect URI's: a proxy in front may make the request look like http. */
const secure = (origin: URL) => !LOCAL_HOSTS.has(origin.hostname)

const options = (origin: URL, maxAge: number) =>
  ({ httpOnly: true, sameSite: 'Lax', path: '/', secure: secure(origin), maxAge }) as const

export const setSessionCookie = (c: Context, origin: URL, token: string) =>
  setCookie(c, SESSION_COOKIE, token, options(origin, SESSION_TTL_SECONDS))
export const setStateCookie = (c: Context, origin: URL, state: string) =>
  setCookie(c, STATE_COOKIE, state, options(origin, LOGIN_TTL_SECONDS))

export const sessionCookie = (c: Context) => getCookie(c, SESSION_COOKIE)
export const stateCookie = (c: Context) => getCookie(c, STATE_COOKIE)

export const clearSessionCookie = (c: Context, origin: URL) =>
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(origin) })
export const clearStateCookie = (c: Context, origin: URL) =>
  deleteCookie(c, STATE_COOKIE, { path: '/', secure: secure(origin) })
