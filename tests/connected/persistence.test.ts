import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedApp, testDb } from '../helpers/app.js'
import { signIn, startProvider, type TestProvider } from './helpers/provider.js'
import { resume } from './suite.js'

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
    const created = await before.request('/api/resumes', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Kept', data: resume('Kept Person') }),
    })
    expect(created.status).toBe(201)
    const { id } = await created.json()
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
})
