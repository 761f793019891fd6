/**
 * The built Lambda functions in connected mode against a real PostgreSQL (TEST_DATABASE_URL):
 * migrated beforehand as a deploy does, then opened by each function's first invocation; the
 * connected groups (resumes, auth) answer, the others probe the database and see sessions.
 */
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
      for (const group of ['health', 'resumes', 'auth', 'render']) {
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
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
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

    it('tells who is signed in', async () => {
      const res = await invoke('auth', '/auth/me', signedIn())
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada' })
    })
  })
}
