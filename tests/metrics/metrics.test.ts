import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import type { Services } from '../../src/lib/http/env.js'
import { functionApp } from '../../src/lib/http/openapi.js'
import { prometheusMetrics } from '../../src/lib/metrics/index.js'
import { CONNECTED } from '../ratelimit/limited-app.js'

const TOKEN = 'scrape-secret-1234'

function metricsApp(env: Record<string, string> = { METRICS_TOKEN: TOKEN }, extra: Partial<Services> = {}) {
  const metrics = prometheusMetrics()
  const services: Services = { config: loadConfig(env, () => {}), metrics, ...extra }
  const app = createApp({ services, log: () => {}, report: () => {} })
  return { app, metrics }
}

const scrape = async (app: ReturnType<typeof metricsApp>['app']) => {
  const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
  expect(res.status).toBe(200)
  return res.text()
}

/** The value of one sample line, or undefined when the series does not exist yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics token', () => {
  it('answers 404 when METRICS_TOKEN is not configured', async () => {
    const { app } = metricsApp({})
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: expect.any(String) })
  })

  it.each([
    ['missing', {}],
    ['wrong', { Authorization: 'Bearer not-the-token' }],
    ['a prefix of the right one', { Authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
    ['not a bearer scheme', { Authorization: `Basic ${TOKEN}` }],
  ])('answers 401 with WWW-Authenticate: Bearer when the token is %s', async (_, headers) => {
    const { app } = metricsApp()
    const res = await app.request('/metrics', { headers })
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer\b/)
    expect(await res.json()).toEqual({ error: expect.any(String) })
  })

  it('ignores the token as a query parameter', async () => {
    const { app } = metricsApp()
    const res = await app.request(`/metrics?token=${TOKEN}`)
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer\b/)
  })

  it('serves the Prometheus text format with the right bearer token', async () => {
    const { app } = metricsApp()
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toContain('# TYPE http_requests_total counter')
    expect(text).toContain('# TYPE http_request_duration_seconds histogram')
  })
})

describe('metrics move with traffic', () => {
  it('counts requests by route group, method and status, and times them', async () => {
    const { app } = metricsApp()
    const series = 'http_requests_total{group="health",method="GET",status="200"}'
    expect(sample(await scrape(app), series)).toBeUndefined()
    await app.request('/version')
    await app.request('/version')
    await app.request('/api/templates')
    await app.request('/nope')
    const text = await scrape(app)
    expect(sample(text, series)).toBe(2)
    expect(sample(text, 'http_requests_total{group="billable",method="GET",status="200"}')).toBe(1)
    expect(sample(text, 'http_requests_total{group="unauthenticated",method="GET",status="404"}')).toBe(1)
    expect(sample(text, 'http_request_duration_seconds_count{group="health",method="GET",status="200"}')).toBe(2)
  })

  it('counts parse outcomes by format', async () => {
    const { app } = metricsApp()
    const parse = (body: unknown) =>
      app.request('/api/parse', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    expect((await parse({ format: 'native', data: '{"basics":{"name":"Ada"}}' })).status).toBe(200)
    expect((await parse({ format: 'json-resume', data: 'not json' })).status).toBe(400)
    expect((await parse({ format: 'made-up', data: '' })).status).toBe(400)
    const text = await scrape(app)
    expect(sample(text, 'parse_requests_total{format="native",outcome="ok"}')).toBe(1)
    expect(sample(text, 'parse_requests_total{format="json-resume",outcome="rejected"}')).toBe(1)
    expect(sample(text, 'parse_requests_total{format="unknown",outcome="rejected"}')).toBe(1)
  })

  it('counts rate-limited requests by group', async () => {
    const { app } = metricsApp({ ...CONNECTED, METRICS_TOKEN: TOKEN, RATE_LIMIT_HEALTH_PER_MIN: '2' })
    for (let i = 0; i < 5; i++) await app.request('/version')
    const text = await scrape(app)
    expect(sample(text, 'rate_limited_requests_total{group="health"}')).toBe(3)
    expect(sample(text, 'http_requests_total{group="health",method="GET",status="429"}')).toBe(3)
  })

  it('records export sizes by format', async () => {
    const exports = functionApp()
    exports.get('/api/resumes/export', (c) => c.json({ resumes: [{ id: 'r1', data: 'x'.repeat(5000) }] }))
    const metrics = prometheusMetrics()
    const services: Services = { config: loadConfig({ METRICS_TOKEN: TOKEN }, () => {}), metrics }
    const { default: metricsFunction } = await import('../../functions/metrics.js')
    const app = createApp({ services, functions: [exports, metricsFunction], log: () => {}, report: () => {} })
    const res = await app.request('/api/resumes/export')
    const bytes = (await res.arrayBuffer()).byteLength
    const text = await scrape(app)
    expect(sample(text, 'export_size_bytes_count{format="json"}')).toBe(1)
    expect(sample(text, 'export_size_bytes_sum{format="json"}')).toBe(bytes)
  })

  it('exposes render durations and pages from observeRender', async () => {
    const { app, metrics } = metricsApp()
    metrics.observeRender({ format: 'pdf', template: 'rhyhorn' }, 0.12, 2)
    metrics.observeRender({ format: 'pdf', template: 'rhyhorn' }, 0.08, 1)
    const text = await scrape(app)
    expect(sample(text, 'render_duration_seconds_count{format="pdf",template="rhyhorn"}')).toBe(2)
    expect(sample(text, 'render_pages_total{format="pdf",template="rhyhorn"}')).toBe(3)
  })

  it('keeps each app in its own registry', async () => {
    const a = metricsApp()
    const b = metricsApp()
    await a.app.request('/version')
    const series = 'http_requests_total{group="health",method="GET",status="200"}'
    expect(sample(await scrape(a.app), series)).toBe(1)
    expect(sample(await scrape(b.app), series)).toBeUndefined()
  })
})
