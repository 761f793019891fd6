import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RATE_LIMIT_DEFAULTS } from '../../src/lib/config/index.js'
import { defaultPerMinute, limitGroup, ROUTE_GROUPS, routeGroup } from '../../src/lib/ratelimit/index.js'
import { admitted, limitedApp, type Caller } from './limited-app.js'

describe('route-group table (spec 8.2)', () => {
  it.each([
    ['/api/resumes', 'resume_crud'],
    ['/api/resumes/3f0c', 'resume_crud'],
    ['/api/resumes/export', 'resume_crud'],
    ['/api/resumes/3f0c/versions', 'resume_crud'],
    ['/api/resumes/3f0c/versions/7', 'resume_crud'],
    ['/api/resumes/3f0c/versions/7/restore', 'resume_crud'],
    ['/api/resumes/import', 'import'],
    ['/api/render/preview', 'preview'],
    ['/api/render/pdf', 'pdf'],
    ['/api/resumes/export/pdf', 'pdf'],
    ['/auth/login', 'auth'],
    ['/auth/callback', 'auth'],
    ['/auth/logout', 'auth'],
    ['/auth/me', 'auth'],
    ['/api/templates', 'billable'],
    ['/api/templates/rhyhorn/thumbnail', 'billable'],
    ['/api/parse', 'billable'],
    ['/api/validate', 'billable'],
    ['/api/schema', 'billable'],
    ['/api/openapi.json', 'billable'],
    ['/health', 'health'],
    ['/version', 'health'],
    ['/metrics', 'metrics'],
    ['/api/resumes/3f0c/share', 'resume_crud'],
    ['/api/account', 'resume_crud'],
    ['/api/account/export', 'resume_crud'],
    ['/s/AbC_-1', 'shared'],
    ['/s/AbC_-1/preview/0', 'shared'],
    ['/s/AbC_-1/resume.json', 'shared'],
    ['/anything/else', 'unauthenticated'],
  ])('%s belongs to %s', (path, group) => {
    expect(routeGroup(path).name).toBe(group)
  })

  it('sends every route but health and metrics to "Other unauthenticated" without a session', () => {
    expect(limitGroup('/api/parse', false).name).toBe('unauthenticated')
    expect(limitGroup('/api/resumes', false).name).toBe('unauthenticated')
    expect(limitGroup('/health', false).name).toBe('health')
    expect(limitGroup('/metrics', false).name).toBe('metrics')
    expect(limitGroup('/api/parse', true).name).toBe('billable')
    expect(limitGroup('/s/token', false).name).toBe('shared')
    expect(limitGroup('/s/token', true).name).toBe('shared')
  })

  it('carries the defaults of spec 8.2', () => {
    const table = Object.fromEntries(ROUTE_GROUPS.map((g) => [g.name, defaultPerMinute(g)]))
    expect(table).toEqual({
      resume_crud: 300,
      import: 10,
      preview: 60,
      pdf: 20,
      auth: 10,
      billable: 30,
      health: 60,
      metrics: 60,
      unauthenticated: 30,
      shared: 120,
    })
    expect(RATE_LIMIT_DEFAULTS.RATE_LIMIT_RESUME_CRUD_BURST).toBe(30)
  })
})

/** One request per row: path, method, whether it is sent signed in, and its env override. */
const ROWS: Array<{ group: string; path: string; method: string; user: boolean; env: string; capacity: number }> = [
  { group: 'Resume CRUD', path: '/api/resumes', method: 'GET', user: true, env: 'RATE_LIMIT_RESUME_CRUD_BURST', capacity: 30 },
  { group: 'Resume CRUD (export)', path: '/api/resumes/export', method: 'GET', user: true, env: 'RATE_LIMIT_RESUME_CRUD_BURST', capacity: 30 },
  { group: 'Resume import', path: '/api/resumes/import', method: 'POST', user: true, env: 'RATE_LIMIT_IMPORT_PER_MIN', capacity: 10 },
  { group: 'Preview render', path: '/api/render/preview', method: 'POST', user: true, env: 'RATE_LIMIT_PREVIEW_PER_MIN', capacity: 60 },
  { group: 'PDF render', path: '/api/render/pdf', method: 'POST', user: true, env: 'RATE_LIMIT_PDF_PER_MIN', capacity: 20 },
  { group: 'Bulk PDF export', path: '/api/resumes/export/pdf', method: 'GET', user: true, env: 'RATE_LIMIT_PDF_PER_MIN', capacity: 20 },
  { group: 'Auth', path: '/auth/me', method: 'GET', user: true, env: 'RATE_LIMIT_AUTH_PER_MIN', capacity: 10 },
  { group: 'Parse & utility', path: '/api/validate', method: 'POST', user: true, env: 'RATE_LIMIT_BILLABLE_PER_MIN', capacity: 30 },
  { group: 'Health', path: '/health', method: 'GET', user: false, env: 'RATE_LIMIT_HEALTH_PER_MIN', capacity: 60 },
  { group: 'Metrics', path: '/metrics', method: 'GET', user: false, env: 'RATE_LIMIT_METRICS_PER_MIN', capacity: 60 },
  { group: 'Shared', path: '/s/AbC_-1/resume.json', method: 'GET', user: false, env: 'RATE_LIMIT_SHARED_PER_MIN', capacity: 120 },
  { group: 'Other unauthenticated', path: '/api/templates', method: 'GET', user: false, env: 'RATE_LIMIT_UNAUTHENTICATED_PER_MIN', capacity: 30 },
]

describe('limits per group through the app (frozen clock: no refill during a burst)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  for (const row of ROWS) {
    const caller: Caller = { method: row.method, ...(row.user ? { user: 'u1' } : {}) }

    it(`${row.group}: admits ${row.capacity} by default, then 429`, async () => {
      const t = limitedApp()
      const statuses = await t.burst(row.capacity + 5, row.path, caller)
      expect(admitted(statuses)).toBe(row.capacity)
      expect(statuses.slice(row.capacity)).toEqual([429, 429, 429, 429, 429])
    })

    it(`${row.group}: follows ${row.env}`, async () => {
      const env = row.env === 'RATE_LIMIT_RESUME_CRUD_BURST' ? { [row.env]: '4', RATE_LIMIT_RESUME_CRUD_PER_MIN: '120' } : { [row.env]: '4' }
      const t = limitedApp(env)
      expect(t.warnings).toEqual([])
      expect(admitted(await t.burst(8, row.path, caller))).toBe(4)
    })
  }

  it('Resume CRUD without a burst override uses RATE_LIMIT_RESUME_CRUD_PER_MIN for the refill only', async () => {
    const t = limitedApp({ RATE_LIMIT_RESUME_CRUD_PER_MIN: '600' })
    expect(admitted(await t.burst(40, '/api/resumes', { user: 'u1' }))).toBe(30)
    vi.advanceTimersByTime(1000)
    expect(admitted(await t.burst(20, '/api/resumes', { user: 'u1' }))).toBe(10)
  })

  it('Shared is keyed by IP alone: signed-in users behind one address share its bucket', async () => {
    const t = limitedApp({ RATE_LIMIT_SHARED_PER_MIN: '3' })
    const statuses = [
      ...(await t.burst(2, '/s/token', { user: 'u1' })),
      ...(await t.burst(2, '/s/token', { user: 'u2' })),
    ]
    expect(statuses.map((s) => s === 429)).toEqual([false, false, false, true])
    expect((await t.request('/s/token', { ip: '192.0.2.2', user: 'u1' })).status).not.toBe(429)
  })

  it('an invalid RATE_LIMIT_SHARED_PER_MIN warns once and keeps 120', async () => {
    for (const bad of ['0', '-5', 'lots', '1.5', '1000001']) {
      const t = limitedApp({ RATE_LIMIT_SHARED_PER_MIN: bad })
      expect(t.warnings).toEqual([`config: invalid RATE_LIMIT_SHARED_PER_MIN=${JSON.stringify(bad)}; using the default (120)`])
      expect(t.config.RATE_LIMIT_SHARED_PER_MIN).toBe(120)
    }
  })

  it('groups keep separate buckets: an empty Health bucket leaves Metrics open', async () => {
    const t = limitedApp({ RATE_LIMIT_HEALTH_PER_MIN: '2' })
    expect(admitted(await t.burst(3, '/health'))).toBe(2)
    expect((await t.request('/version')).status).toBe(429)
    expect((await t.request('/metrics')).status).not.toBe(429)
  })
})
