import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clearSessionCookie, setSessionCookie } from './cookies.js'

const cookieFor = async (origin: string) => {
  const app = new Hono()
  app.get('/', (c) => {
    setSessionCookie(c, new URL(origin), 'rs_token')
    return c.body(null, 204)
  })
  app.get('/out', (c) => {
    clearSessionCookie(c, new URL(origin))
    return c.body(null, 204)
  })
  return { set: (await app.request('/')).headers.get('Set-Cookie')!, cleared: (await app.request('/out')).headers.get('Set-Cookie')! }
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and Secure on a public origin', async () => {
    const { set, cleared } = await cookieFor('https://resumes.example.com/auth/callback')
    expect(set).toMatch(/^session=rs_token;/)
    for (const attribute of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']) expect(set).toContain(attribute)
    expect(set).toMatch(/Max-Age=2592000/)
    expect(cleared).toMatch(/^session=;.*Max-Age=0/)
  })

  it('drops Secure on localhost, where browsers serve plain http', async () => {
    for (const origin of ['http://localhost:3000/auth/callback', 'http://127.0.0.1:3000/auth/callback', 'http://[::1]/auth/callback']) {
      const { set } = await cookieFor(origin)
      expect(set, origin).toContain('HttpOnly')
      expect(set, origin).not.toContain('Secure')
    }
  })
})
