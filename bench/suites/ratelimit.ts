/**
 * Rate-limit and metrics overhead: one bucket decision in memory, one request through the
 * connected app with and without the limiter, and the memory a bucket costs.
 */
import type { BenchSuite } from '../harness.js'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { prometheusMetrics } from '../../src/lib/metrics/index.js'
import { memoryStore } from '../../src/lib/ratelimit/index.js'

const connected = { SERVICE_CLOUD: 'true', DATABASE_URL: 'memory://', TRUSTED_PROXY: 'true', RATE_LIMIT_HEALTH_PER_MIN: '1000000' }
const rule = { capacity: 60, perMinute: 60 }

const app = (env: Record<string, string>) =>
  createApp({ services: { config: loadConfig(env, () => {}), metrics: prometheusMetrics() }, log: () => {}, report: () => {} })

async function bytesPerBucket(count: number) {
  const store = memoryStore({ maxKeys: count })
  globalThis.gc?.()
  const before = process.memoryUsage().heapUsed
  for (let i = 0; i < count; i++) await store.take(`unauthenticated:ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, rule)
  globalThis.gc?.()
  const perBucket = (process.memoryUsage().heapUsed - before) / store.size
  return { buckets: store.size, bytesPerBucket: Math.round(perBucket), gcExposed: typeof globalThis.gc === 'function' }
}

const suite: BenchSuite = {
  cases() {
    const store = memoryStore()
    const limited = app(connected)
    const open = app({ ...connected, RATE_LIMIT_DISABLED: 'true' })
    return [
      { name: 'ratelimit: memory store take (one key)', run: () => store.take('k', { capacity: 1e9, perMinute: 1e9 }), runs: 20_000, warmup: 1000 },
      { name: 'ratelimit: memory store take (new key each run)', run: (i) => store.take(`ip:${i}`, rule), runs: 20_000, warmup: 1000 },
      {
        name: 'ratelimit: GET /version through the limiter',
        run: (i) => limited.request('/version', { headers: { 'X-Real-IP': `10.0.${(i >> 8) & 255}.${i & 255}` } }),
        runs: 2000,
        warmup: 200,
      },
      { name: 'ratelimit: GET /version, RATE_LIMIT_DISABLED', run: () => open.request('/version'), runs: 2000, warmup: 200 },
    ]
  },
  async extra(filter) {
    if (!'ratelimit'.startsWith(filter) && !filter.startsWith('ratelimit')) return {}
    return { 'ratelimit memory store, 50 000 distinct IPs': await bytesPerBucket(50_000) }
  },
}

export default suite
