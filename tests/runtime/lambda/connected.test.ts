/**
 * The built Lambda functions in connected mode against a real PostgreSQL (TEST_DATABASE_URL):
 * migrated beforehand as a deploy does, then opened by each function's first invocation; the
 * connected groups (resumes, auth, shared) answer, the others probe the database and see sessions.
 * Version history, share links (the public `shared` function, no session), the account export and
 * deletion run through the built handlers as API Gateway would invoke them.
 */
import { unzipSync } from 'fflate'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession, upsertUser } from '../../../src/lib/auth/index.js'
import { connectDatabase } from '../../../src/lib/db/connect.js'
import type { Db } from '../../../src/lib/db/index.js'
import { SAMPLE_RESUME } from '../../../src/templates/sample.js'
import { freshSchema, TEST_DATABASE_URL, type TestSchema } from '../../connected/helpers/postgres.js'
import { deployBuild, DIST } from '../build.js'
import { apiGatewayV2Event, lambdaContext, responseOf } from './event.js'

type Handler = (event: unknown, context: unknown) => Promise<Parameters<typeof responseOf>[0]>

if (!TEST_DATABASE_URL) {
  console.log('runtime/lambda connected: skipped, TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)')
  describe.skip('Lambda functions in connected mode (TEST_DATABASE_URL unset)', () => {
    it('needs a server', () => {})
  })
} else {
  const base = TEST_DATABASE_URL
  describe('Lambda functions in connected mode', () => {
    const saved = { ...process.env }
    const handlers = new Map<string, Handler>()
    let schema: TestSchema
    let db: Db
    let token: string

    beforeAll(async () => {
      const build = deployBuild()
      schema = await freshSchema(base)
      db = await connectDatabase(schema.url)
      const user = await upsertUser(db, { issuer: 'https://idp.test', subject: 'ada', email: 'ada@example.com', name: 'Ada' })
      token = await createSession(db, user.id)
      Object.assign(process.env, { SERVICE_CLOUD: 'true', DATABASE_URL: schema.url, RATE_LIMIT_DISABLED: 'true' })
      for (const group of ['health', 'resumes', 'auth', 'render', 'shared']) {
        expect(build.lambda).toHaveProperty(group)
        const module = await import(pathToFileURL(join(DIST, 'lambda', group, 'index.mjs')).href)
        handlers.set(group, module.handler as Handler)
      }
    }, 300_000)

    afterAll(async () => {
      process.env = saved
      await db?.close()
      await schema?.drop()
    })

    const invoke = async (group: string, path: string, init?: RequestInit) =>
      responseOf(await handlers.get(group)!(await apiGatewayV2Event(path, init), lambdaContext(`resume-${group}`)))
    const signedIn = (init: RequestInit = {}): RequestInit => ({
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.body && { 'content-type': 'application/json' }), ...init.headers },
    })

    it('health probes the database', async () => {
      const res = await invoke('health', '/health')
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('ok')
    })

    it('stores and lists resumes for a signed-in user', async () => {
      const created = await invoke('resumes', '/api/resumes', signedIn({ method: 'POST', body: JSON.stringify({ title: 'Main', data: SAMPLE_RESUME }) }))
      expect(created.status).toBe(201)
      const { id } = await created.json()
      const list = await invoke('resumes', '/api/resumes', signedIn())
      expect(list.status).toBe(200)
      expect((await list.json()).resumes.map((r: { id: string }) => r.id)).toEqual([id])
    })

    it('answers 401 without a session: resumes, auth/me and render (sign-in required)', async () => {
      expect((await invoke('resumes', '/api/resumes')).status).toBe(401)
      expect((await invoke('auth', '/auth/me')).status).toBe(401)
      const render = await invoke('render', '/api/render/pdf', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      expect(render.status).toBe(401)
    })

    it('keeps versions and restores one (resumes function)', async () => {
      const put = (id: string, version: number, title: string) =>
        invoke('resumes', `/api/resumes/${id}`, signedIn({ method: 'PUT', headers: { 'if-match': `"${version}"` }, body: JSON.stringify({ title }) }))
      const { id } = await (await invoke('resumes', '/api/resumes', signedIn({ method: 'POST', body: JSON.stringify({ title: 'v1', data: SAMPLE_RESUME }) }))).json()
      expect((await put(id, 1, 'v2')).status).toBe(200)
      const list = await invoke('resumes', `/api/resumes/${id}/versions`, signedIn())
      expect((await list.json()).versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
      expect((await invoke('resumes', `/api/resumes/${id}/versions/1/restore`, signedIn({ method: 'POST' }))).status).toBe(428)
      const restored = await invoke('resumes', `/api/resumes/${id}/versions/1/restore`, signedIn({ method: 'POST', headers: { 'if-match': '"2"' } }))
      expect(restored.status).toBe(200)
      expect(await restored.json()).toMatchObject({ version: 3, title: 'v1' })
    })

    it('shares through the public shared function: PDF, PNG, JSON, 304, revoke -> 404', async () => {
      const { id } = await (await invoke('resumes', '/api/resumes', signedIn({ method: 'POST', body: JSON.stringify({ title: 'Shared CV', data: SAMPLE_RESUME }) }))).json()
      const share = await invoke('resumes', `/api/resumes/${id}/share`, signedIn({ method: 'PUT' }))
      expect(share.status).toBe(200)
      const { token, url } = await share.json()
      expect(url).toBe(`https://api.example.com/s/${token}`)

      const pdf = await invoke('shared', `/s/${token}`)
      expect(pdf.status).toBe(200)
      expect(pdf.headers.get('content-type')).toBe('application/pdf')
      expect(pdf.headers.get('content-disposition')).toMatch(/^inline; filename="Shared CV.pdf"/)
      expect(pdf.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=60')
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
      const etag = pdf.headers.get('etag')!
      expect((await invoke('shared', `/s/${token}`, { headers: { 'if-none-match': etag } })).status).toBe(304)
      const png = await invoke('shared', `/s/${token}/preview/0`)
      expect(png.status).toBe(200)
      expect(Number(png.headers.get('x-total-pages'))).toBeGreaterThan(0)
      expect([...new Uint8Array(await png.arrayBuffer()).subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47])
      const data = await invoke('shared', `/s/${token}/resume.json`)
      expect((await data.json()).basics.name).toBe(SAMPLE_RESUME.basics.name)

      expect((await invoke('resumes', `/api/resumes/${id}/share`, signedIn({ method: 'DELETE' }))).status).toBe(204)
      const gone = await invoke('shared', `/s/${token}/resume.json`)
      expect(gone.status).toBe(404)
      expect(await gone.json()).toEqual({ error: 'Share link not found' })
    })

    it('exports the account as a ZIP and deletes it only with X-Confirm-Delete (resumes function)', async () => {
      const other = await upsertUser(db, { issuer: 'https://idp.test', subject: 'grace', email: 'grace@example.com', name: 'Grace' })
      const session = await createSession(db, other.id)
      const as = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { authorization: `Bearer ${session}`, ...(init.body && { 'content-type': 'application/json' }), ...init.headers } })
      const { id } = await (await invoke('resumes', '/api/resumes', as({ method: 'POST', body: JSON.stringify({ title: 'Grace', data: SAMPLE_RESUME }) }))).json()
      const zip = await invoke('resumes', '/api/account/export', as())
      expect(zip.status).toBe(200)
      expect(zip.headers.get('content-type')).toBe('application/zip')
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
      expect(Object.keys(files).sort()).toEqual(['account.json', `resumes/${id}.json`, `resumes/${id}/versions/1.json`, 'shares.json'])
      expect(JSON.parse(Buffer.from(files['account.json']!).toString())).toMatchObject({ id: other.id, email: 'grace@example.com' })

      expect((await invoke('resumes', '/api/account', as({ method: 'DELETE' }))).status).toBe(400)
      const deleted = await invoke('resumes', '/api/account', as({ method: 'DELETE', headers: { 'x-confirm-delete': 'grace@example.com' } }))
      expect(deleted.status).toBe(204)
      expect((await invoke('resumes', '/api/resumes', as())).status).toBe(401)
      expect(await db.query('SELECT id FROM users WHERE id = $1', [other.id])).toEqual([])
    })

    it('tells who is signed in', async () => {
      const res = await invoke('auth', '/auth/me', signedIn())
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada' })
    })
  })
}
