/**
 * @module
 * Session tokens. Threat: a leaked database or backup must not open sessions, so only a SHA-256 of
 * each token is stored; 256 random bits make guessing hopeless, so no salt or slow hash is needed.
 */
const PREFIX = 'rs_'

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** A new random token: `rs_` and 43 base64url characters. */
export function newToken(): string {
  return PREFIX + base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** True for strings shaped like our tokens, so other bearer credentials (metrics) never hit the database. */
export const isToken = (value: string) => /^rs_[A-Za-z0-9_-]{43}$/.test(value)

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}
