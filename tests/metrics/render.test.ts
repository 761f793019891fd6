import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { prometheusMetrics } from '../../src/lib/metrics/index.js'

const TOKEN = 'scrape-secret-render'

describe('render metrics from the render routes', () => {
  it('records duration and pages by format and template for successful renders only', async () => {
    const metrics = prometheusMetrics()
    const app = createApp({ services: { config: loadConfig({ METRICS_TOKEN: TOKEN }, () => {}), metrics }, log: () => {}, report: () => {} })
    const post = (path: string, body: unknown) =>
      app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
    const resume = { basics: { name: 'Ada Lovelace', label: 'Analyst' }, metadata: { template: 'onyx' } }

    expect((await post('/api/render/pdf', { resume })).status).toBe(200)
    expect((await post('/api/render/preview', { resume, template: 'azurill', page: 0 })).status).toBe(200)
    expect((await post('/api/render/pdf', { resume, template: 'no-such-template' })).status).toBe(400)

    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    const text = await res.text()
    expect(text).toMatch(/^render_duration_seconds_count\{format="pdf",template="onyx"\} 1$/m)
    expect(text).toMatch(/^render_pages_total\{format="pdf",template="onyx"\} [1-9]\d*$/m)
    expect(text).toMatch(/^render_duration_seconds_count\{format="png",template="azurill"\} 1$/m)
    expect(text).toMatch(/^render_pages_total\{format="png",template="azurill"\} 1$/m)
    expect(text).not.toContain('no-such-template')
    expect(text).not.toMatch(/render_duration_seconds_count\{format="pdf",template="other"\}/)
  })
})
