/**
 * @module
 * OpenID Connect sign-in with `openid-client`: authorization code flow with PKCE, state and nonce.
 * Threats: login CSRF and code injection (state, bound to the browser by a cookie and kept
 * server-side with the PKCE verifier), ID-token replay (nonce), a stolen code (PKCE). The library
 * verifies the ID token's signature, issuer, audience and expiry.
 */
import * as client from 'openid-client'
import type { Config } from '../config/index.js'
import type { Queryable } from '../db/index.js'
import { RequestError } from '../http/errors.js'
import type { Identity } from './sessions.js'

/** A sign-in that takes longer than this must start over. */
export const LOGIN_TTL_SECONDS = 10 * 60

export interface OidcSettings {
  issuer: URL
  clientId: string
  clientSecret?: string
  redirectUri: URL
}

export function oidcSettings(config: Config): OidcSettings | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI } = config
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_REDIRECT_URI) return undefined
  return {
    issuer: new URL(OIDC_ISSUER),
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUri: new URL(OIDC_REDIRECT_URI),
  }
}

export class Oidc {
  #discovered: Promise<client.Configuration> | undefined

  constructor(readonly settings: OidcSettings) {}

  /** Discovered once per process; a failed discovery is retried on the next sign-in. */
  #configuration(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings
    this.#discovered ??= client
      .discovery(issuer, clientId, clientSecret, clientSecret ? undefined : client.None(), {
        // Only a provider on plain http (a local or test one) needs this; https stays enforced otherwise.
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch(() => {
        this.#discovered = undefined
        throw new RequestError(503, 'Sign-in provider unreachable, try again shortly')
      })
    return this.#discovered
  }

  /** Starts a sign-in: remembers state -> (verifier, nonce) and returns where to send the browser. */
  async begin(db: Queryable): Promise<{ url: URL; state: string }> {
    const configuration = await this.#configuration()
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    await db.query('DELETE FROM login_requests WHERE created_at < now() - make_interval(secs => $1)', [LOGIN_TTL_SECONDS])
    await db.query('INSERT INTO login_requests (state, code_verifier, nonce) VALUES ($1, $2, $3)', [state, verifier, nonce])
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri.href,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    return { url, state }
  }

  /** Finishes a sign-in from the callback's query; each state is usable once. */
  async finish(db: Queryable, query: URLSearchParams, browserState: string | undefined): Promise<Identity> {
    const state = query.get('state')
    if (!state || state !== browserState) throw new RequestError(400, 'Sign-in failed: state does not match this browser')
    const [pending] = await db.query<{ code_verifier: string; nonce: string }>(
      `DELETE FROM login_requests WHERE state = $1 AND created_at > now() - make_interval(secs => $2)
       RETURNING code_verifier, nonce`,
      [state, LOGIN_TTL_SECONDS],
    )
    if (!pending) throw new RequestError(400, 'Sign-in failed: unknown or expired sign-in, start again')
    const configuration = await this.#configuration()
    // The redirect URI as registered, not as this request saw it (a proxy may rewrite host or scheme).
    const callbackUrl = new URL(this.settings.redirectUri)
    callbackUrl.search = query.toString()
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()!
      let { email, name } = claims as { email?: unknown; name?: unknown }
      if ((typeof email !== 'string' || typeof name !== 'string') && tokens.access_token) {
        // Many providers keep profile claims out of the ID token when an access token can fetch them.
        const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub)
        email = typeof email === 'string' ? email : info.email
        name = typeof name === 'string' ? name : (info.name ?? info.preferred_username)
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof email === 'string' ? email : '',
        name: typeof name === 'string' ? name : '',
      }
    } catch (error) {
      if (error instanceof RequestError) throw error
      throw new RequestError(400, `Sign-in failed: ${(error as Error).message}`)
    }
  }
}
