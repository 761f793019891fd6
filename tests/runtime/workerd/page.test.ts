/**
 * The page at `/` and `/docs` from the Workers build: dist/web as static assets (`[assets]` in
 * wrangler.toml) in real workerd, with the headers its `_headers` file gives, as on Node.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_HEADERS, PAGE_HEADERS } from '../../../src/lib/http/page-headers.js'
import { deployBuild, ROOT } from '../build.js'
import { fetchWorker, startWorker, type StartedWorker } from './worker.js'

let worker: StartedWorker

beforeAll(async () => {
  deployBuild()
  worker = await startWorker({ config: join(ROOT, 'wrangler.toml'), env: 'health' })
}, 300_000)

afterAll(async () => {
  await worker?.dispose()
})

describe('the page from the Workers build', () => {
  it('serves index.html at / with its policy, revalidated, and its hashed assets immutable', async () => {
    const res = await fetchWorker(worker, '/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toBe(PAGE_HEADERS['Content-Security-Policy'])
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const html = await res.text()
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
    expect(assets.map((a) => a.replace(/-[A-Z0-9]{8}\./, '-HASH.'))).toEqual(['/assets/main-HASH.css', '/assets/main-HASH.js'])
    for (const asset of assets) {
      const file = await fetchWorker(worker, asset)
      expect(file.status).toBe(200)
      expect(file.headers.get('cache-control')).toBe(ASSET_HEADERS['Cache-Control'])
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
  })

  it('serves the API reference at /docs and the Worker behind the assets', async () => {
    const docs = await fetchWorker(worker, '/docs')
    expect(docs.status).toBe(200)
    expect(await docs.text()).toMatch(/<div id="docs"><\/div>/)
    expect(docs.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
    expect((await fetchWorker(worker, '/health')).status).toBe(200)
  })
})
