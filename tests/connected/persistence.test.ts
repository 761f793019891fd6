import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../src/lib/db/index.js'
import { readMigrations } from '../../src/lib/db/migrations-dir.js'
import { pgliteDb } from '../../src/lib/db/pglite.js'
import { connectedApp, testDb } from '../helpers/app.js'
import { signIn, startProvider, type TestProvider } from './helpers/provider.js'
import { resume } from './suite.js'

type App = ReturnType<typeof connectedApp>

async function createResume(app: App, cookie: string, title: string, name: string): Promise<string> {
  const created = await app.request('/api/resumes', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, data: resume(name) }),
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

describe('connected mode on pglite://<dir>', () => {
  let provider: TestProvider
  let dir: string
  beforeAll(async () => {
    provider = await startProvider()
    dir = await mkdtemp(join(tmpdir(), 'resume-pglite-'))
  })
  afterAll(async () => {
    await provider?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps users, sessions and resumes across a restart on the same directory', async () => {
    const url = `pglite://${dir}`
    const first = await testDb(url)
    const before = connectedApp(first, { ...provider.env, DATABASE_URL: url })
    const { cookie } = await signIn(before, 'persistent')
    const id = await createResume(before, cookie, 'Kept', 'Kept Person')
    await first.close()

    // A new instance on the same directory: what a restarted server opens (migrations already applied).
    const second = await testDb(url)
    try {
      const after = connectedApp(second, { ...provider.env, DATABASE_URL: url })
      const me = await after.request('/auth/me', { headers: { Cookie: cookie } })
      expect(me.status).toBe(200)
      expect(await me.json()).toMatchObject({ email: 'persistent@example.test' })
      const got = await after.request(`/api/resumes/${id}`, { headers: { Cookie: cookie } })
      expect(got.status).toBe(200)
      expect(await got.json()).toMatchObject({ id, title: 'Kept', version: 1, data: { basics: { name: 'Kept Person' } } })
    } finally {
      await second.close()
    }
  })

  it('reopens the directory by itself when the instance closes under the service', async () => {
    const url = `pglite://${dir}`
    const instance = await PGlite.create({ dataDir: dir })
    const db = pgliteDb(instance, dir)
    await migrate(db, await readMigrations())
    try {
      const app = connectedApp(db, { ...provider.env, DATABASE_URL: url })
      const { cookie } = await signIn(app, 'reopened')
      const id = await createResume(app, cookie, 'Outlives the instance', 'Reopened Person')

      // The database stops under the running service.
      await instance.close()
      const down = await app.request('/health')
      expect(down.status).toBe(503)
      expect(await down.text()).toBe('database unreachable')
      const route = await app.request(`/api/resumes/${id}`, { headers: { Cookie: cookie } })
      expect(route.status).toBe(503)
      expect(await route.json()).toEqual({ error: expect.any(String) })

      let status = 0
      const deadline = Date.now() + 120_000
      while (status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        status = (await app.request('/health')).status
      }
      expect(status).toBe(200)
      const got = await app.request(`/api/resumes/${id}`, { headers: { Cookie: cookie } })
      expect(got.status).toBe(200)
      expect(await got.json()).toMatchObject({ title: 'Outlives the instance' })
    } finally {
      await db.close()
    }
  }, 180_000)
})
