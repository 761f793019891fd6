/**
 * The metrics on Cloudflare Workers: prom-client without its default (process) metrics, in real
 * workerd with `nodejs_compat`, as wrangler.toml runs the service.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleWorker, WORKER_DEFINE } from '../../scripts/build-workers.js'
import { fetchWorker, startWorker, type StartedWorker } from '../runtime/workerd/worker.js'

const dir = mkdtempSync(join(tmpdir(), 'metrics-probe-'))
let worker: StartedWorker

beforeAll(async () => {
  // Bundled as the deploy build bundles every Worker (no render code here, so no Satori wasm).
  await bundleWorker({
    entry: { file: 'tests/metrics/fixtures/metrics-worker.ts' },
    outdir: join(dir, 'worker'),
    satoriWasmDir: join(dir, 'wasm'),
    define: WORKER_DEFINE,
  })
  worker = await startWorker({
    name: 'metrics-probe',
    entrypoint: join(dir, 'worker', 'index.js'),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    build: { bundle: false },
  })
}, 120_000)

afterAll(async () => {
  await worker?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

describe('metrics in workerd', () => {
  it('refuses a scrape without the token', async () => {
    const res = await fetchWorker(worker, '/metrics')
    expect(res.status).toBe(401)
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer\b/)
  })

  it('counts requests and serves them in the Prometheus text format', async () => {
    await fetchWorker(worker, '/version')
    await fetchWorker(worker, '/version')
    const res = await fetchWorker(worker, '/metrics', { headers: { Authorization: 'Bearer edge-token' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    expect(text).toMatch(/^http_requests_total\{group="health",method="GET",status="200"\} 2$/m)
    expect(text).not.toContain('process_cpu_seconds_total')
  })
})
