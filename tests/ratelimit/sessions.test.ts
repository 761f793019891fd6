import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { createSession, upsertUser } from '../../src/lib/auth/sessions.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { connectDatabase } from '../../src/lib/db/connect.js'
import type { Db } from '../../src/lib/db/index.js'
import { memoryStore } from '../../src/lib/ratelimit/index.js'
import { freshSchema, TEST_DATABASE_URL, type TestSchema } from '../connected/helpers/postgres.js'
import { admitted } from './limited-app.js'

if (!TEST_DATABASE_URL) console.warn('skipping rate limits with real sessions: TEST_DATABASE_URL is not set')

describe.skipIf(!TEST_DATABASE_URL)('rate limits with real sessions (session middleware on PostgreSQL)', () => {
  let schema: TestSchema
  let db: Db
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    schema = await freshSchema(TEST_DATABASE_URL!)
    db = await connectDatabase(schema.url)
    for (const name of ['alice', 'bob']) {
      const user = await upsertUser(db, { issuer: 'https://idp.test', subject: name, email: `${name}@example.test`, name })
      tokens[name] = await createSession(db, user.id)
    }
  })
  afterAll(async () => {
    await db?.close()
    await schema?.drop()
  })

  const app = (env: Record<string, string>) =>
    createApp({
      services: {
        config: loadConfig({ SERVICE_CLOUD: 'true', DATABASE_URL: schema.url, ...env }, () => {}),
        db,
        rateLimitStore: memoryStore(),
        socketAddress: (c) => c.req.header('x-test-socket'),
      },
      log: () => {},
      report: () => {},
    })

  const as = (user: string | undefined, ip: string) => ({
    headers: { 'x-test-socket': ip, ...(user ? { Authorization: `Bearer ${tokens[user]}` } : {}) },
  })

  it('two signed-in users behind one IP get 429 once the shared IP bucket is empty', async () => {
    const a = app({ RATE_LIMIT_BILLABLE_PER_MIN: '4' })
    const alice = []
    for (let i = 0; i < 4; i++) alice.push((await a.request('/api/templates', as('alice', '198.51.100.1'))).status)
    expect(admitted(alice)).toBe(4)
    const bob = await a.request('/api/templates', as('bob', '198.51.100.1'))
    expect(bob.status).toBe(429)
    expect(await bob.json()).toEqual({ error: expect.any(String), retry_after: expect.any(Number) })
    expect((await a.request('/api/templates', as('bob', '198.51.100.2'))).status).toBe(200)
    expect((await a.request('/api/templates', as('alice', '198.51.100.3'))).status).toBe(429)
  })

  it('signed in, a route uses its own group; without a session the same route is "Other unauthenticated"', async () => {
    const a = app({ RATE_LIMIT_BILLABLE_PER_MIN: '3', RATE_LIMIT_UNAUTHENTICATED_PER_MIN: '1' })
    const signedIn = []
    for (let i = 0; i < 4; i++) signedIn.push((await a.request('/api/templates', as('alice', '198.51.100.9'))).status)
    expect(signedIn).toEqual([200, 200, 200, 429])
    const anonymous = []
    for (let i = 0; i < 2; i++) anonymous.push((await a.request('/api/templates', as(undefined, '198.51.100.8'))).status)
    expect(anonymous).toEqual([200, 429])
  })
})
