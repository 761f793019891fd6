import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { upstashStore } from '../../src/lib/ratelimit/index.js'
import { startUpstashBridge, type UpstashBridge } from '../helpers/upstash-bridge.js'
import { admitted, limitedApp } from './limited-app.js'

const REDIS = process.env.TEST_REDIS_URL
if (!REDIS) console.warn('skipping Upstash rate-limit tests: TEST_REDIS_URL is not set')

const RUN = `rl-test-${process.pid}-${Date.now()}`

describe.skipIf(!REDIS)('Upstash store against real Redis (through a REST bridge)', () => {
  let bridge: UpstashBridge
  let n = 0
  const warnings: string[] = []
  /**
   * A store on a fresh key prefix, so tests and runs never share buckets. The timeout is generous:
   * 200 concurrent requests on a shared 2-core machine must be decided by Redis, not fail open.
   */
  const store = (prefix = `${RUN}-${n++}`) =>
    upstashStore({ url: bridge.url, token: bridge.token, prefix, timeoutMs: 10_000, warn: (m) => warnings.push(m) })

  beforeAll(async () => {
    bridge = await startUpstashBridge(REDIS!)
  })
  afterAll(async () => {
    await bridge?.close()
  })
  afterEach(() => {
    expect(warnings, 'no request may fail open here').toEqual([])
  })

  it('two app instances sharing it admit exactly the limit in total under 200 concurrent requests', async () => {
    const prefix = `${RUN}-shared`
    // 20 a minute: the next token is 3 s away, so a run shorter than that must admit exactly 20.
    const env = { RATE_LIMIT_HEALTH_PER_MIN: '20' }
    const replicas = [limitedApp(env, { rateLimitStore: store(prefix) }), limitedApp(env, { rateLimitStore: store(prefix) })]
    const start = Date.now()
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => replicas[i % 2]!.request('/version', { ip: '198.51.100.20' })),
    )
    const elapsed = Date.now() - start
    const statuses = responses.map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true)
    expect(admitted(statuses)).toBeGreaterThanOrEqual(20)
    expect(admitted(statuses)).toBeLessThanOrEqual(20 + Math.floor(elapsed / 3000))
    if (elapsed < 3000) expect(admitted(statuses)).toBe(20)
    // Both replicas answered some of the admitted ones: the budget really is shared.
    const byReplica = [0, 1].map((r) => statuses.filter((s, i) => i % 2 === r && s === 200).length)
    expect(byReplica[0]! + byReplica[1]!).toBe(admitted(statuses))
  })

  it('two instances with in-memory stores each admit the limit (the per-process multiplication of spec 8.1)', async () => {
    const env = { RATE_LIMIT_HEALTH_PER_MIN: '20' }
    const replicas = [limitedApp(env), limitedApp(env)]
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => replicas[i % 2]!.request('/version', { ip: '198.51.100.20' })),
    )
    expect(admitted(responses.map((r) => r.status))).toBe(40)
  })

  // The library passes Date.now() to its script, so a frozen clock makes refills exact however
  // slow the shared machine is.
  it('admits the Resume CRUD burst of 30, then 5 a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const s = store()
      const rule = { capacity: 30, perMinute: 300 }
      const first = await Promise.all(Array.from({ length: 40 }, () => s.take('crud:user:u1', rule)))
      expect(first.filter((d) => d.allowed)).toHaveLength(30)
      const refused = first.find((d) => !d.allowed)!
      expect(refused.remaining).toBe(0)
      expect(refused.resetMs - Date.now()).toBe(200)
      for (let second = 0; second < 2; second++) {
        vi.advanceTimersByTime(1000)
        const next = await Promise.all(Array.from({ length: 10 }, () => s.take('crud:user:u1', rule)))
        expect(next.filter((d) => d.allowed)).toHaveLength(5)
      }
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers the spec 429 through the app, with Retry-After from the Redis bucket', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const t = limitedApp({}, { rateLimitStore: store() })
      await t.burst(20, '/api/render/pdf', { user: 'u1', method: 'POST' })
      const res = await t.request('/api/render/pdf', { user: 'u1', method: 'POST' })
      expect(res.status).toBe(429)
      const body = (await res.json()) as { retry_after: number }
      expect(body.retry_after).toBe(3)
      expect(res.headers.get('Retry-After')).toBe('3')
      expect(res.headers.get('X-RateLimit-Remaining')).toBe('0')
      expect(Number(res.headers.get('X-RateLimit-Reset'))).toBe(Math.ceil((Date.now() + 3000) / 1000))
    } finally {
      vi.useRealTimers()
    }
  })

  it('user + IP buckets: a refused user request gives the IP token back', async () => {
    const t = limitedApp({ RATE_LIMIT_BILLABLE_PER_MIN: '3' }, { rateLimitStore: store() })
    expect(admitted(await t.burst(3, '/api/templates', { user: 'alice', ip: '198.51.100.1' }))).toBe(3)
    expect((await t.request('/api/templates', { user: 'bob', ip: '198.51.100.1' })).status).toBe(429)
    expect((await t.request('/api/templates', { user: 'alice', ip: '198.51.100.2' })).status).toBe(429)
    expect(admitted(await t.burst(4, '/api/templates', { user: 'bob', ip: '198.51.100.2' }))).toBe(3)
  })
})

describe('Upstash store when Redis cannot be reached (fail-open)', () => {
  let hanging: Server
  let hangingUrl = ''
  beforeAll(async () => {
    hanging = createServer(() => {})
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    hanging.closeAllConnections()
    await new Promise((resolve) => hanging.close(resolve))
  })

  const rule = { capacity: 1, perMinute: 1 }

  it('admits after the timeout when Redis does not answer, and warns once', async () => {
    const warnings: string[] = []
    const s = upstashStore({ url: hangingUrl, token: 't', timeoutMs: 300, warn: (m) => warnings.push(m) })
    const start = Date.now()
    const decisions = await Promise.all([s.take('k', rule), s.take('k', rule), s.take('k', rule)])
    expect(Date.now() - start).toBeLessThan(2000)
    expect(decisions.every((d) => d.allowed)).toBe(true)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^ratelimit: Redis unreachable, admitting requests without a limit/)
  })

  it('admits at once when the connection is refused', async () => {
    const warnings: string[] = []
    const s = upstashStore({ url: 'http://127.0.0.1:1', token: 't', timeoutMs: 300, warn: (m) => warnings.push(m) })
    const start = Date.now()
    expect((await s.take('k', rule)).allowed).toBe(true)
    expect(Date.now() - start).toBeLessThan(1000)
    expect(warnings).toHaveLength(1)
  })
})
