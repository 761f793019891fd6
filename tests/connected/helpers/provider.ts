/**
 * A real OpenID provider (`oidc-provider`) on loopback, and a browser stand-in that walks its
 * login and consent pages with fetch, following redirects by hand, back to the service's callback.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export const REDIRECT_URI = 'http://localhost/auth/callback'
export const CLIENT_ID = 'resume-service'
export const CLIENT_SECRET = 'test-client-secret'

export interface TestProvider {
  issuer: string
  /** The OIDC_* environment of a service using this provider. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startProvider(redirectUri = REDIRECT_URI): Promise<TestProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@example.test`, name: `User ${sub}` }),
    }),
    cookies: { keys: ['test-cookie-key'] },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: CLIENT_ID, OIDC_CLIENT_SECRET: CLIENT_SECRET, OIDC_REDIRECT_URI: redirectUri },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

type Fetchable = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

/** `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(res: Response): Map<string, { value: string; header: string }> {
  const out = new Map<string, { value: string; header: string }>()
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';')
    const eq = pair!.indexOf('=')
    out.set(pair!.slice(0, eq).trim(), { value: pair!.slice(eq + 1).trim(), header })
  }
  return out
}

export interface SignIn {
  /** The session token (the cookie's value). */
  token: string
  /** The `Cookie` header a browser would now send. */
  cookie: string
  /** The callback's Set-Cookie header for the session. */
  setCookie: string
  /** The callback's response. */
  callback: Response
}

/** login -> provider (login page, consent page) -> callback, as a browser would, for `account`. */
export async function signIn(app: Fetchable, account: string, redirectUri = REDIRECT_URI): Promise<SignIn> {
  const login = await app.request('/auth/login')
  if (login.status !== 302) throw new Error(`/auth/login answered ${login.status}: ${await login.text()}`)
  const state = setCookies(login).get('login_state')?.value
  const jar = new Map<string, string>()
  const send = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const [name, { value }] of setCookies(res)) jar.set(name, value)
    return res
  }
  let url = login.headers.get('Location')!
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(redirectUri)) {
      const target = new URL(url)
      const callback = await app.request(target.pathname + target.search, {
        headers: state ? { Cookie: `login_state=${state}` } : {},
      })
      const session = setCookies(callback).get('session')
      if (callback.status !== 302 || !session) throw new Error(`callback answered ${callback.status}: ${await callback.text()}`)
      return { token: session.value, cookie: `session=${session.value}`, setCookie: session.header, callback }
    }
    const res = await send(url)
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('Location')!, url).href
      continue
    }
    const page = await res.text()
    if (res.status !== 200 || !url.includes('/interaction/')) throw new Error(`provider answered ${res.status} at ${url}`)
    // The provider's development pages: a login form (any account id), then a consent form.
    const form = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: account, password: 'x' })
      : new URLSearchParams({ prompt: 'consent' })
    const submitted = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
    if (submitted.status < 300 || submitted.status >= 400) throw new Error(`provider form answered ${submitted.status}`)
    url = new URL(submitted.headers.get('Location')!, url).href
  }
  throw new Error('sign-in did not reach the callback')
}
