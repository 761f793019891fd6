import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { memoryStore } from '../../src/lib/ratelimit/index.js'
import { admitted, limitedApp } from './limited-app.js'

const NOW = new Date('2026-01-01T00:00:00.250Z')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('burst: Resume CRUD 300/min with burst 30', () => {
  it('admits 30 at once, then 5 more each second', async () => {
    const t = limitedApp()
    const caller = { user: 'u1' }
    expect(admitted(await t.burst(50, '/api/resumes', caller))).toBe(30)
    for (let second = 0; second < 3; second++) {
      vi.advanceTimersByTime(1000)
      expect(admitted(await t.burst(10, '/api/resumes', caller))).toBe(5)
    }
    vi.advanceTimersByTime(200)
    expect(admitted(await t.burst(3, '/api/resumes', caller))).toBe(1)
  })
})

describe('429 response (spec 2.6, 8.4)', () => {
  it('has exactly {error, retry_after} and the Retry-After / X-RateLimit-* headers', async () => {
    const t = limitedApp()
    await t.burst(20, '/api/render/pdf', { user: 'u1', method: 'POST' })
    const res = await t.request('/api/render/pdf', { user: 'u1', method: 'POST' })
    expect(res.status).toBe(429)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await res.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['error', 'retry_after'])
    expect(typeof body.error).toBe('string')
    // 20 a minute: the next token is 3 s away.
    expect(body.retry_after).toBe(3)
    expect(res.headers.get('Retry-After')).toBe('3')
    expect(res.headers.get('X-RateLimit-Remaining')).toBe('0')
    const reset = Number(res.headers.get('X-RateLimit-Reset'))
    expect(Number.isInteger(reset)).toBe(true)
    expect(reset).toBeGreaterThan(Date.now() / 1000)
    expect(reset).toBe(Math.ceil((NOW.getTime() + 3000) / 1000))
  })

  it('answers retry_after of at least 1 second even when the next token is closer', async () => {
    const t = limitedApp({ RATE_LIMIT_HEALTH_PER_MIN: '600' })
    await t.burst(600, '/version')
    vi.advanceTimersByTime(5)
    const res = await t.request('/version')
    expect(res.status).toBe(429)
    expect(((await res.json()) as { retry_after: number }).retry_after).toBe(1)
    expect(res.headers.get('Retry-After')).toBe('1')
    expect(Number(res.headers.get('X-RateLimit-Reset'))).toBeGreaterThan(Date.now() / 1000)
  })

  it('admits again at X-RateLimit-Reset', async () => {
    const t = limitedApp({ RATE_LIMIT_HEALTH_PER_MIN: '1' })
    await t.request('/version')
    const refused = await t.request('/version')
    const reset = Number(refused.headers.get('X-RateLimit-Reset'))
    // Whole seconds, rounded up: a second earlier the token has not arrived yet.
    vi.setSystemTime((reset - 1) * 1000)
    expect((await t.request('/version')).status).toBe(429)
    vi.setSystemTime(reset * 1000)
    expect((await t.request('/version')).status).toBe(200)
  })

  it('successful responses carry X-RateLimit-Limit and -Remaining', async () => {
    const t = limitedApp()
    const res = await t.request('/version')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-RateLimit-Limit')).toBe('60')
    expect(res.headers.get('X-RateLimit-Remaining')).toBe('59')
  })
})

describe('signed-in requests: user bucket and IP bucket', () => {
  const env = { RATE_LIMIT_BILLABLE_PER_MIN: '5' }

  it('two users behind one IP get 429 once the IP bucket is empty', async () => {
    const t = limitedApp(env)
    expect(admitted(await t.burst(5, '/api/templates', { user: 'alice', ip: '198.51.100.1' }))).toBe(5)
    const bob = await t.request('/api/templates', { user: 'bob', ip: '198.51.100.1' })
    expect(bob.status).toBe(429)
    // Bob's own bucket was not drained by the refusals: from another address he has all 5.
    await t.burst(3, '/api/templates', { user: 'bob', ip: '198.51.100.1' })
    expect(admitted(await t.burst(6, '/api/templates', { user: 'bob', ip: '198.51.100.2' }))).toBe(5)
  })

  it('a user moving to another IP keeps their own empty bucket', async () => {
    const t = limitedApp(env)
    await t.burst(5, '/api/templates', { user: 'alice', ip: '198.51.100.1' })
    expect((await t.request('/api/templates', { user: 'alice', ip: '198.51.100.9' })).status).toBe(429)
    // The refused user request gave its IP token back: the new address is still full for others.
    expect(admitted(await t.burst(6, '/api/templates', { user: 'carol', ip: '198.51.100.9' }))).toBe(5)
  })

  it('unauthenticated requests use the Other-unauthenticated bucket per IP', async () => {
    const t = limitedApp({ RATE_LIMIT_UNAUTHENTICATED_PER_MIN: '3' })
    expect(admitted(await t.burst(5, '/api/templates', { ip: '198.51.100.1' }))).toBe(3)
    expect((await t.request('/api/validate', { ip: '198.51.100.1', method: 'POST' })).status).toBe(429)
    expect((await t.request('/api/templates', { ip: '198.51.100.2' })).status).toBe(200)
  })
})

describe('client IP (TRUSTED_PROXY)', () => {
  const limit = { RATE_LIMIT_HEALTH_PER_MIN: '2' }

  it('off: X-Forwarded-For and X-Real-IP are ignored, the socket address counts', async () => {
    const t = limitedApp(limit)
    const statuses = []
    for (let i = 0; i < 4; i++) {
      const spoof = { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Real-IP': `203.0.113.${i}` }
      statuses.push((await t.request('/version', { ip: '192.0.2.7', headers: spoof })).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
    expect((await t.request('/version', { ip: '192.0.2.8' })).status).toBe(200)
  })

  it('on: X-Real-IP is the client', async () => {
    const t = limitedApp({ ...limit, TRUSTED_PROXY: 'true' })
    const from = (ip: string) => ({ ip: '10.0.0.1', headers: { 'X-Real-IP': ip, 'X-Forwarded-For': '203.0.113.50' } })
    expect(admitted(await t.burst(3, '/version', from('203.0.113.1')))).toBe(2)
    expect(admitted(await t.burst(3, '/version', from('203.0.113.2')))).toBe(2)
  })

  it('on: without X-Real-IP the rightmost X-Forwarded-For entry is the client', async () => {
    const t = limitedApp({ ...limit, TRUSTED_PROXY: 'true' })
    const xff = (value: string) => ({ ip: '10.0.0.1', headers: { 'X-Forwarded-For': value } })
    expect((await t.request('/version', xff('1.1.1.1, 203.0.113.9'))).status).toBe(200)
    expect((await t.request('/version', xff('2.2.2.2, 203.0.113.9'))).status).toBe(200)
    expect((await t.request('/version', xff('3.3.3.3,203.0.113.9'))).status).toBe(429)
    expect((await t.request('/version', xff('203.0.113.9, 203.0.113.10'))).status).toBe(200)
  })

  it('on: without either header the socket address is used', async () => {
    const t = limitedApp({ ...limit, TRUSTED_PROXY: 'true' })
    expect(admitted(await t.burst(3, '/version', { ip: '192.0.2.30' }))).toBe(2)
    expect((await t.request('/version', { ip: '192.0.2.31' })).status).toBe(200)
  })
})

describe('invalid environment values', () => {
  it.each([
    ['RATE_LIMIT_PDF_PER_MIN', 'abc', '20'],
    ['RATE_LIMIT_PDF_PER_MIN', '0', '20'],
    ['RATE_LIMIT_PDF_PER_MIN', '-5', '20'],
    ['RATE_LIMIT_PDF_PER_MIN', '2.5', '20'],
    ['RATE_LIMIT_RESUME_CRUD_BURST', 'lots', '30'],
    ['RATE_LIMIT_HEALTH_PER_MIN', '1e', '60'],
    ['RATE_LIMIT_METRICS_PER_MIN', '1000001', '60'],
  ])('%s=%s logs one warning naming the variable and uses the default', async (name, value, fallback) => {
    const t = limitedApp({ [name]: value })
    expect(t.warnings).toEqual([`config: invalid ${name}=${JSON.stringify(value)}; using the default (${fallback})`])
    expect(t.config[name as 'RATE_LIMIT_PDF_PER_MIN']).toBe(Number(fallback))
  })

  it('the default then applies to requests', async () => {
    const t = limitedApp({ RATE_LIMIT_PDF_PER_MIN: 'abc', TRUSTED_PROXY: 'maybe' })
    expect(t.warnings).toHaveLength(2)
    expect(t.warnings.join('\n')).toContain('invalid TRUSTED_PROXY="maybe"')
    expect(admitted(await t.burst(25, '/api/render/pdf', { user: 'u1', method: 'POST' }))).toBe(20)
  })
})

describe('where rate limiting is not installed', () => {
  const hammer = async (env: Record<string, string>) => {
    const app = createApp({ services: { config: loadConfig(env, () => {}) }, log: () => {}, report: () => {} })
    const responses = []
    for (let i = 0; i < 80; i++) responses.push(await app.request('/version'))
    return responses
  }

  it('RATE_LIMIT_DISABLED=true skips it in connected mode', async () => {
    const responses = await hammer({ SERVICE_CLOUD: 'true', DATABASE_URL: 'memory://', RATE_LIMIT_DISABLED: 'true' })
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(responses[0]!.headers.get('X-RateLimit-Limit')).toBeNull()
  })

  it('local mode (no SERVICE_CLOUD) has no limits', async () => {
    const responses = await hammer({})
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(responses[0]!.headers.get('X-RateLimit-Limit')).toBeNull()
  })

  it('SERVICE_CLOUD without a database is not connected mode either', async () => {
    const responses = await hammer({ SERVICE_CLOUD: 'true' })
    expect(responses.every((r) => r.status === 200)).toBe(true)
  })

  it('connected mode without the switch does limit (control)', async () => {
    const responses = await hammer({ SERVICE_CLOUD: 'true', DATABASE_URL: 'memory://' })
    expect(responses.filter((r) => r.status === 429)).toHaveLength(20)
  })
})

describe('memory through the middleware', () => {
  it('keeps the store within its cap when every request comes from a new address', async () => {
    const store = memoryStore({ maxKeys: 500 })
    const t = limitedApp({ TRUSTED_PROXY: 'true' }, { rateLimitStore: store })
    let limited = 0
    for (let i = 0; i < 5000; i++) {
      const res = await t.request('/version', { headers: { 'X-Real-IP': `10.1.${i >> 8}.${i & 255}` } })
      if (res.status === 429) limited++
    }
    expect(limited).toBe(0)
    expect(store.size).toBeLessThanOrEqual(500)
  })
})
