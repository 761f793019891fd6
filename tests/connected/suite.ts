/**
 * The connected-mode end-to-end suite, run once per database backend: real sign-in through
 * `oidc-provider`, CRUD, import, exports with the cap, isolation, concurrent updates, malformed
 * input and the database going away mid-test.
 */
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '../../src/lib/auth/tokens.js'
import type { Db } from '../../src/lib/db/index.js'
import { connectedApp } from '../helpers/app.js'
import { setCookies, signIn, startProvider, type SignIn, type TestProvider } from './helpers/provider.js'
import { historyTests } from './history.js'
import { sharingTests } from './sharing.js'
import { accountTests } from './account.js'
import { rrv5ImportTests } from './import-rrv5.js'
import { journeyTests } from './journey.js'

export interface Backend {
  /** Opens a migrated database; called once for the whole suite. */
  open(): Promise<Db>
  /** Makes the database unreachable for the service. */
  cut(db: Db): Promise<void> | void
  /** Brings it back; absent where the database cannot come back without a restart (PGlite in-process). */
  restore?: () => Promise<void> | void
  /** Skip the slower parts (cap, concurrency) for a second driver of the same server. */
  light?: boolean
  /** Runs after the database is closed (drop a schema, stop a relay). */
  cleanup?: () => Promise<void>
}

type App = ReturnType<typeof connectedApp>
export type Call = (path: string, session: string | undefined, init?: RequestInit & { json?: unknown }) => Promise<Response>

/** What the feature files (history, sharing, account) get from the suite: live once `beforeAll` ran. */
export interface SuiteContext {
  backend: Backend
  app(): App
  db(): Db
  provider(): TestProvider
  call: Call
  create(session: string, title: string, data?: unknown): Promise<{ id: string; version: number; title: string; data: any }>
  /** A signed-in session cookie for a new account. */
  session(who: string): Promise<string>
  /** Signs in as exactly this provider account (again, if it signed in before). */
  signIn(account: string): Promise<SignIn>
  account(who: string): string
}

export const resume = (name: string, extra: Record<string, unknown> = {}) => ({
  basics: { name, label: 'Engineer', email: 'someone@example.test' },
  ...extra,
})

export function connectedSuite(name: string, backend: Backend) {
  describe(`connected mode on ${name}`, () => {
    let provider: TestProvider
    let db: Db
    let app: App
    /** Unique accounts per run, so runs against a shared server never meet. */
    const account = (who: string) => `${who}-${randomUUID()}`

    const call: Call = async (path, session, init = {}) => {
      const headers: Record<string, string> = { ...(init.headers as Record<string, string>) }
      if (session) headers.Cookie = session
      let body = init.body
      if (init.json !== undefined) {
        headers['Content-Type'] = 'application/json'
        body = JSON.stringify(init.json)
      }
      return app.request(path, { ...init, headers, body })
    }
    const create = async (session: string, title: string, data: unknown = resume(title)) => {
      const res = await call('/api/resumes', session, { method: 'POST', json: { title, data } })
      expect(res.status).toBe(201)
      return (await res.json()) as { id: string; version: number; title: string; data: any }
    }

    const context: SuiteContext = {
      backend,
      app: () => app,
      db: () => db,
      provider: () => provider,
      call,
      create,
      session: async (who) => (await signIn(app, account(who))).cookie,
      signIn: (name) => signIn(app, name),
      account,
    }

    beforeAll(async () => {
      provider = await startProvider()
      db = await backend.open()
      app = connectedApp(db, provider.env)
    })
    afterAll(async () => {
      await provider?.close()
      await db?.close()
      await backend.cleanup?.()
    })

    it('signs in through the provider, then CRUD, import, export, logout -> 401', async () => {
      const who = account('alice')
      const { cookie, setCookie, token } = await signIn(app, who)
      expect(setCookie).toMatch(/HttpOnly/i)
      expect(setCookie).toMatch(/SameSite=Lax/i)
      expect(setCookie).toMatch(/Path=\//)
      expect(setCookie).not.toMatch(/Secure/i)

      const me = await call('/auth/me', cookie)
      expect(me.status).toBe(200)
      const user = await me.json()
      expect(user).toEqual({ id: expect.any(String), email: `${who}@example.test`, name: `User ${who}` })
      // The same token works as a bearer credential for scripts.
      const bearer = await app.request('/auth/me', { headers: { Authorization: `Bearer ${token}` } })
      expect(await bearer.json()).toEqual(user)

      const created = await call('/api/resumes', cookie, { method: 'POST', json: { title: 'First', data: resume('Alice') } })
      expect(created.status).toBe(201)
      expect(created.headers.get('ETag')).toBe('"1"')
      const first = await created.json()
      expect(first).toMatchObject({ title: 'First', version: 1, data: { basics: { name: 'Alice' } } })
      // Stored completed: defaults filled in.
      expect(first.data.metadata.template).toBe('rhyhorn')

      const got = await call(`/api/resumes/${first.id}`, cookie)
      expect(got.status).toBe(200)
      expect(got.headers.get('ETag')).toBe('"1"')
      expect(await got.json()).toEqual(first)

      const updated = await call(`/api/resumes/${first.id}`, cookie, {
        method: 'PUT',
        headers: { 'If-Match': '"1"' },
        json: { title: 'First, edited', data: resume('Alice B.') },
      })
      expect(updated.status).toBe(200)
      expect(updated.headers.get('ETag')).toBe('"2"')
      expect(await updated.json()).toMatchObject({ title: 'First, edited', version: 2, data: { basics: { name: 'Alice B.' } } })

      const stale = await call(`/api/resumes/${first.id}`, cookie, { method: 'PUT', json: { title: 'Old tab', version: 1 } })
      expect(stale.status).toBe(409)
      expect(await stale.json()).toEqual({ error: expect.any(String), version: 2 })
      const unversioned = await call(`/api/resumes/${first.id}`, cookie, { method: 'PUT', json: { title: 'No version' } })
      expect(unversioned.status).toBe(428)

      const invalid = await call('/api/resumes', cookie, {
        method: 'POST',
        json: { title: 'Bad', data: { basics: { email: 'not-an-email' } } },
      })
      expect(invalid.status).toBe(422)
      expect(await invalid.json()).toEqual({ error: expect.any(String), errors: ['basics.email: Invalid email address'] })

      const jsonResume = { basics: { name: 'Imported Person', email: 'imp@example.test' }, work: [{ name: 'Acme', position: 'Dev' }] }
      const imported = await call('/api/resumes/import', cookie, {
        method: 'POST',
        json: { format: 'json-resume', data: JSON.stringify(jsonResume) },
      })
      expect(imported.status).toBe(201)
      const second = await imported.json()
      expect(second).toMatchObject({ title: 'Imported Person', version: 1, data: { basics: { name: 'Imported Person' } } })
      expect(second.data.sections.experience.items[0]).toMatchObject({ company: 'Acme', position: 'Dev' })
      const unreadable = await call('/api/resumes/import', cookie, { method: 'POST', json: { format: 'json-resume', data: '{nope' } })
      expect(unreadable.status).toBe(400)

      const list = await (await call('/api/resumes', cookie)).json()
      expect(list.resumes.map((r: { id: string }) => r.id)).toEqual([second.id, first.id])
      expect(Object.keys(list.resumes[0]).sort()).toEqual(['created_at', 'id', 'title', 'updated_at'])

      const exported = await call('/api/resumes/export', cookie)
      expect(exported.status).toBe(200)
      const { resumes } = await exported.json()
      expect(resumes.map((r: { title: string }) => r.title)).toEqual(['Imported Person', 'First, edited'])
      expect(resumes[1].data.basics.name).toBe('Alice B.')

      const zip = await call('/api/resumes/export/pdf', cookie)
      expect(zip.status).toBe(200)
      expect(zip.headers.get('Content-Type')).toBe('application/zip')
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
      expect(Object.keys(files)).toEqual(['Imported Person.pdf', 'First, edited.pdf'])
      for (const pdf of Object.values(files)) expect(new TextDecoder().decode(pdf.slice(0, 4))).toBe('%PDF')

      // An exported PDF carries its resume: importing it (format pdf) stores the same data again.
      const pdfImport = await call('/api/resumes/import', cookie, {
        method: 'POST',
        json: { format: 'pdf', base64: true, data: Buffer.from(files['Imported Person.pdf']!).toString('base64') },
      })
      expect(pdfImport.status).toBe(201)
      const fromPdf = await pdfImport.json()
      expect(fromPdf.data).toEqual(second.data)
      expect((await call(`/api/resumes/${fromPdf.id}`, cookie, { method: 'DELETE' })).status).toBe(204)
      const foreignPdf = await call('/api/resumes/import', cookie, {
        method: 'POST',
        json: { format: 'pdf', base64: true, data: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64') },
      })
      expect(foreignPdf.status).toBe(400)

      expect((await call(`/api/resumes/${first.id}`, cookie, { method: 'DELETE' })).status).toBe(204)
      expect((await call(`/api/resumes/${first.id}`, cookie)).status).toBe(404)
      expect((await call(`/api/resumes/${first.id}`, cookie, { method: 'DELETE' })).status).toBe(404)

      const logout = await call('/auth/logout', cookie, { method: 'POST' })
      expect(logout.status).toBe(204)
      expect(setCookies(logout).get('session')?.value).toBe('')
      // The old cookie is dead even if the browser kept it.
      expect((await call('/auth/me', cookie)).status).toBe(401)
      const after = await call('/api/resumes', cookie)
      expect(after.status).toBe(401)
      expect(await after.json()).toEqual({ error: expect.any(String) })
    })

    it('describes the connected routes in the OpenAPI document', async () => {
      const res = await app.request('/api/openapi.json')
      expect(res.status).toBe(200)
      const { paths } = await res.json()
      for (const path of ['/api/resumes', '/api/resumes/{id}', '/api/resumes/import', '/api/resumes/export', '/api/resumes/export/pdf', '/auth/login', '/auth/callback', '/auth/logout', '/auth/me']) {
        expect(paths, path).toHaveProperty([path])
      }
      expect(Object.keys(paths['/api/resumes/{id}']).sort()).toEqual(['delete', 'get', 'put'])
      // Issue 15: every new route with every status it answers.
      const statuses = (path: string, method: string) => Object.keys(paths[path]?.[method]?.responses ?? {}).sort()
      expect(statuses('/api/resumes/{id}/versions', 'get')).toEqual(['200', '401', '404', '503'])
      expect(statuses('/api/resumes/{id}/versions/{version}', 'get')).toEqual(['200', '401', '404', '503'])
      expect(statuses('/api/resumes/{id}/versions/{version}/restore', 'post')).toEqual(['200', '400', '401', '404', '409', '428', '503'])
      expect(statuses('/api/resumes/{id}/share', 'put')).toEqual(['200', '401', '404', '503'])
      expect(statuses('/api/resumes/{id}/share', 'delete')).toEqual(['204', '401', '404', '503'])
      expect(statuses('/api/account/export', 'get')).toEqual(['200', '401', '503'])
      expect(statuses('/api/account', 'delete')).toEqual(['204', '400', '401', '503'])
      expect(statuses('/s/{token}', 'get')).toEqual(['200', '304', '404', '503'])
      expect(statuses('/s/{token}/preview/{page}', 'get')).toEqual(['200', '304', '400', '404', '503'])
      expect(statuses('/s/{token}/resume.json', 'get')).toEqual(['200', '304', '404', '503'])
      expect(paths['/s/{token}'].get.responses['200'].headers).toHaveProperty(['Cache-Control'])
      expect(paths['/s/{token}'].get.responses['200'].headers).toHaveProperty(['ETag'])
    })

    it('refuses an expired session', async () => {
      const { cookie, token } = await signIn(app, account('expiring'))
      expect((await call('/auth/me', cookie)).status).toBe(200)
      await db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [await hashToken(token)])
      expect((await call('/auth/me', cookie)).status).toBe(401)
      expect((await call('/api/resumes', cookie)).status).toBe(401)
    })

    it('answers a provider refusal at the callback with 400 and no session', async () => {
      const login = await app.request('/auth/login')
      const state = new URL(login.headers.get('Location')!).searchParams.get('state')!
      const res = await app.request(`/auth/callback?error=access_denied&state=${state}`, { headers: { Cookie: `login_state=${state}` } })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: expect.stringMatching(/^Sign-in failed/) })
      expect(setCookies(res).has('session')).toBe(false)
      // The state is spent: replaying it fails too.
      const replay = await app.request(`/auth/callback?code=x&state=${state}`, { headers: { Cookie: `login_state=${state}` } })
      expect(replay.status).toBe(400)
    })

    it('answers 503 when the provider cannot be reached, and 503 without sign-in configured', async () => {
      const unreachable = connectedApp(db, { ...provider.env, OIDC_ISSUER: 'http://127.0.0.1:1' })
      const res = await unreachable.request('/auth/login')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ error: expect.any(String) })
      const unconfigured = await connectedApp(db).request('/auth/login')
      expect(unconfigured.status).toBe(503)
      expect(await unconfigured.json()).toEqual({ error: expect.stringContaining('OIDC_ISSUER') })
    })

    it('refuses a callback whose state is not this browser’s', async () => {
      const login = await app.request('/auth/login')
      const state = new URL(login.headers.get('Location')!).searchParams.get('state')
      const res = await app.request(`/auth/callback?code=x&state=${state}`, { headers: { Cookie: 'login_state=other' } })
      expect(res.status).toBe(400)
      expect(setCookies(res).has('session')).toBe(false)
    })

    it('keeps users apart: B gets 404 on every route for A’s ids and never sees them listed', async () => {
      const a = (await signIn(app, account('a'))).cookie
      const b = (await signIn(app, account('b'))).cookie
      const mine = await create(a, 'A private')
      const theirs = await create(b, 'B own')
      for (const [method, json] of [['GET'], ['PUT', { title: 'hijack', version: 1 }], ['DELETE']] as const) {
        const res = await call(`/api/resumes/${mine.id}`, b, { method, json })
        expect(res.status, `${method} as B`).toBe(404)
        expect(await res.json()).toEqual({ error: 'Resume not found' })
      }
      const ifMatch = await call(`/api/resumes/${mine.id}`, b, { method: 'PUT', headers: { 'If-Match': '"1"' }, json: { title: 'x' } })
      expect(ifMatch.status).toBe(404)
      const bList = await (await call('/api/resumes', b)).json()
      expect(bList.resumes.map((r: { id: string }) => r.id)).toEqual([theirs.id])
      const bExport = await (await call('/api/resumes/export', b)).json()
      expect(bExport.resumes.map((r: { id: string }) => r.id)).toEqual([theirs.id])
      const aExport = await (await call('/api/resumes/export', a)).json()
      expect(aExport.resumes.map((r: { id: string }) => r.id)).toEqual([mine.id])
      // A's resume is untouched by B's attempts.
      expect(await (await call(`/api/resumes/${mine.id}`, a)).json()).toMatchObject({ title: 'A private', version: 1 })
    })

    it.skipIf(backend.light)('exports all 50 most recent first; a 51st makes both exports 413', async () => {
      const session = (await signIn(app, account('cap'))).cookie
      const ids: string[] = []
      for (let i = 0; i < 50; i++) ids.push((await create(session, `Resume ${i}`)).id)
      const res = await call('/api/resumes/export', session)
      expect(res.status).toBe(200)
      const { resumes } = await res.json()
      expect(resumes).toHaveLength(50)
      expect(resumes.map((r: { id: string }) => r.id)).toEqual([...ids].reverse())
      const zip = await call('/api/resumes/export/pdf', session)
      expect(zip.status).toBe(200)
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
      expect(Object.keys(files)).toEqual(Array.from({ length: 50 }, (_, i) => `Resume ${49 - i}.pdf`))
      for (const pdf of Object.values(files)) expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-')

      await create(session, 'Resume 50')
      for (const path of ['/api/resumes/export', '/api/resumes/export/pdf']) {
        const over = await call(path, session)
        expect(over.status, path).toBe(413)
        expect(over.headers.get('Content-Type')).toMatch(/application\/json/)
        expect(Object.keys(await over.json())).toEqual(['error'])
      }
    })

    it.skipIf(backend.light)('lets exactly one of 20 concurrent updates from the same version win', async () => {
      const session = (await signIn(app, account('race'))).cookie
      const { id } = await create(session, 'Race')
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          Promise.resolve(
            call(`/api/resumes/${id}`, session, {
              method: 'PUT',
              headers: { 'If-Match': '"1"' },
              json: { title: `Writer ${i}`, data: resume(`Writer ${i}`) },
            }),
          ).then(async (res) => ({ i, status: res.status, body: await res.json() })),
        ),
      )
      const winners = results.filter((r) => r.status === 200)
      const losers = results.filter((r) => r.status === 409)
      expect(winners).toHaveLength(1)
      expect(losers).toHaveLength(19)
      for (const loser of losers) expect(loser.body.version).toBe(2)
      const stored = await (await call(`/api/resumes/${id}`, session)).json()
      const winner = winners[0]!.i
      expect(stored).toMatchObject({ version: 2, title: `Writer ${winner}`, data: { basics: { name: `Writer ${winner}` } } })
    })

    it('answers malformed ids and bodies with 4xx JSON, never 500', async () => {
      const session = (await signIn(app, account('fuzz'))).cookie
      const { id } = await create(session, 'Target')
      const cases: Array<[string, string, RequestInit & { json?: unknown }]> = [
        ['GET', '/api/resumes/not-a-uuid', {}],
        ['GET', "/api/resumes/1'%20OR%201=1", {}],
        ['GET', `/api/resumes/${'a'.repeat(5000)}`, {}],
        ['DELETE', '/api/resumes/00000000-0000-0000-0000-000000000000', {}],
        ['PUT', '/api/resumes/%00', { json: { title: 'x', version: 1 } }],
        ['POST', '/api/resumes', { json: { title: 'x'.repeat(201), data: {} } }],
        ['POST', '/api/resumes', { json: { title: 'x'.repeat(20_000), data: {} } }],
        ['POST', '/api/resumes', { json: { title: 5, data: {} } }],
        ['POST', '/api/resumes', { json: { title: 'x', data: 'not an object' } }],
        ['POST', '/api/resumes', { json: { title: 'x', data: { basics: { name: 42 } } } }],
        ['POST', '/api/resumes', { json: [1, 2, 3] }],
        ['POST', '/api/resumes', { json: null }],
        ['POST', '/api/resumes', { body: '{"title":', headers: { 'Content-Type': 'application/json' } }],
        ['POST', '/api/resumes', { body: 'title=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }],
        ['PUT', `/api/resumes/${id}`, { json: { title: 'x', version: '1' } }],
        ['PUT', `/api/resumes/${id}`, { json: { title: 'x', version: -1 } }],
        ['PUT', `/api/resumes/${id}`, { json: { title: 'x', version: 1e12 } }],
        ['PUT', `/api/resumes/${id}`, { json: { title: 'x' }, headers: { 'If-Match': 'garbage' } }],
        ['PUT', `/api/resumes/${id}`, { json: { title: 'x' }, headers: { 'If-Match': '"99999999999"' } }],
        ['PUT', `/api/resumes/${id}`, { json: { version: 1 } }],
        ['POST', '/api/resumes/import', { json: { format: 'word', data: 'x' } }],
        ['POST', '/api/resumes/import', { json: { format: 'linkedin', data: '!!!', base64: true } }],
        ['POST', '/api/resumes/import', { json: { format: 'native', data: 12 } }],
      ]
      for (const [method, path, init] of cases) {
        const res = await call(path, session, { ...init, method })
        const label = `${method} ${path.slice(0, 60)} ${JSON.stringify(init.json ?? init.body)?.slice(0, 60)}`
        expect(res.status, label).toBeGreaterThanOrEqual(400)
        expect(res.status, label).toBeLessThan(500)
        expect(res.headers.get('Content-Type'), label).toMatch(/application\/json/)
        expect(typeof (await res.json()).error, label).toBe('string')
      }
      // Still intact after all that.
      expect(await (await call(`/api/resumes/${id}`, session)).json()).toMatchObject({ title: 'Target', version: 1 })
    })

    it('never answers 500 to generated bodies, ids and If-Match headers', async () => {
      const session = (await signIn(app, account('property'))).cookie
      const { id } = await create(session, 'Target')
      const NUL = '\u0000'
      const body = fc.oneof(
        fc.jsonValue(),
        fc.record({ title: fc.oneof(fc.string(), fc.jsonValue()), data: fc.jsonValue() }, { requiredKeys: [] }),
        fc.record({
          title: fc.constantFrom(NUL, '\ud800', 'x\udc00', 'ok'),
          data: fc.constantFrom(NUL, '\ud800', 'x\udc00', '\ud83d\ude00').map((bad) => ({ basics: { name: `a${bad}b` }, [bad]: 1 })),
        }),
        fc.record({ format: fc.constantFrom('json-resume', 'rrv3', 'native', 'linkedin'), data: fc.string(), base64: fc.boolean() }),
      )
      const path = fc.constantFrom('/api/resumes', `/api/resumes/${id}`, '/api/resumes/import')
      const method = fc.constantFrom('POST', 'PUT')
      const ifMatch = fc.option(fc.oneof(fc.string(), fc.constant('"1"')), { nil: undefined })
      await fc.assert(
        fc.asyncProperty(method, path, body, ifMatch, async (m, p, b, etag) => {
          const res = await call(p, session, { method: m, json: b, headers: etag === undefined ? {} : { 'If-Match': etag } })
          return res.status < 500
        }),
        { numRuns: 150 },
      )
      await fc.assert(
        fc.asyncProperty(fc.string({ minLength: 1 }), fc.constantFrom('GET', 'PUT', 'DELETE'), async (raw, m) => {
          const res = await call(`/api/resumes/${encodeURIComponent(raw)}`, session, { method: m, json: m === 'PUT' ? { title: 'x', version: 1 } : undefined })
          return res.status < 500
        }),
        { numRuns: 100 },
      )
    })

    it('requires a session for render routes unless RENDER_REQUIRES_SIGN_IN=false', async () => {
      const anonymous = await app.request('/api/render/pdf', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toEqual({ error: expect.any(String) })
      const session = (await signIn(app, account('render'))).cookie
      const signedIn = await call('/api/render/pdf', session, { method: 'POST', json: {} })
      expect(signedIn.status).not.toBe(401)
      const open = connectedApp(db, { ...provider.env, RENDER_REQUIRES_SIGN_IN: 'false' })
      const openRes = await open.request('/api/render/pdf', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
      expect(openRes.status).not.toBe(401)
      // Open routes stay open.
      expect((await app.request('/api/templates')).status).toBe(200)
    })

    historyTests(context)
    sharingTests(context)
    accountTests(context)
    rrv5ImportTests(context)
    journeyTests(context)

    // Last: it takes the database away.
    const outage = backend.restore ? 'and recovers without a restart' : 'without crashing'
    it(`answers 503 while the database is down ${outage}`, async () => {
      const session = (await signIn(app, account('outage'))).cookie
      const { id } = await create(session, 'Survivor')
      expect(await (await app.request('/health')).text()).toBe('ok')

      await backend.cut(db)
      const health = await app.request('/health')
      expect(health.status).toBe(503)
      expect(await health.text()).toBe('database unreachable')
      for (const [method, path, json] of [
        ['GET', '/api/resumes'],
        ['GET', `/api/resumes/${id}`],
        ['POST', '/api/resumes', { title: 'x', data: {} }],
        ['PUT', `/api/resumes/${id}`, { title: 'x', version: 1 }],
        ['GET', '/api/resumes/export'],
        ['GET', '/auth/me'],
        ['GET', '/auth/login'],
      ] as const) {
        const res = await call(path, session, { method, json })
        expect(res.status, `${method} ${path}`).toBe(503)
        expect(await res.json(), `${method} ${path}`).toEqual({ error: expect.any(String) })
      }
      // Routes that do not need the database keep working.
      expect((await app.request('/api/templates')).status).toBe(200)
      if (!backend.restore) return

      await backend.restore()
      let status = 0
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        status = (await app.request('/health')).status
        if (status !== 200) await new Promise((r) => setTimeout(r, 100))
      }
      expect(status).toBe(200)
      const back = await call(`/api/resumes/${id}`, session)
      expect(back.status).toBe(200)
      expect(await back.json()).toMatchObject({ title: 'Survivor' })
    })
  })
}
