/**
 * @module
 * Users and sessions in the database. A session row lives until it expires or the user logs out.
 */
import type { Queryable } from '../db/index.js'
import type { User } from '../http/env.js'
import { hashToken, newToken } from './tokens.js'

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60

export interface Identity {
  issuer: string
  subject: string
  email: string
  name: string
}

/** The user for an OIDC identity, created on first sign-in; email and name follow the provider. */
export async function upsertUser(db: Queryable, identity: Identity): Promise<User> {
  const [user] = await db.query<User>(
    `INSERT INTO users (issuer, subject, email, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (issuer, subject) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name
     RETURNING id, email, name`,
    [identity.issuer, identity.subject, identity.email, identity.name],
  )
  return user!
}

export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken()
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [await hashToken(token), userId, SESSION_TTL_SECONDS],
  )
  // Expired rows are only dead weight; sign-in is rare enough to sweep them here.
  await db.query('DELETE FROM sessions WHERE expires_at < now()')
  return token
}

export async function sessionUser(db: Queryable, token: string): Promise<User | undefined> {
  const [user] = await db.query<User>(
    `SELECT u.id, u.email, u.name FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [await hashToken(token)],
  )
  return user
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [await hashToken(token)])
}
