/**
 * @module
 * Buckets in Upstash Redis, shared by every replica and serverless instance, through
 * @upstash/ratelimit's token bucket. Availability is the threat: Redis down must not take the
 * service down with it. Each call is bounded by `timeoutMs` (the library admits when its timeout
 * passes; the HTTP request is aborted at the same time) and a refused connection admits too
 * (fail-open), logged at most once a minute so an outage does not flood the log.
 */
import { Ratelimit } from '@upstash/ratelimit'
import { Redis } from '@upstash/redis'
import type { BucketRule, Decision, RateLimitStore } from './bucket.js'

export interface UpstashStoreOptions {
  url: string
  token: string
  /** Namespace of every key, so several deployments (or test runs) can share one database. */
  prefix?: string
  timeoutMs?: number
  warn?: (message: string) => void
}

const MINUTE_MS = 60_000

/**
 * The library adds `refill` tokens once per whole `interval` (integer milliseconds), capped at the
 * capacity, so `tokenBucket(300, '1 m', 30)` admits only 30 a minute. Refill must come in small
 * steps: one token every 60000/N ms, exact whenever N divides 60000 (every default of spec 8.2).
 * For other figures the step of at most about one second's tokens (and never more than the
 * capacity, which would cap it) whose rounded interval is closest to N a minute (e.g. 777/min:
 * 9 tokens every 695 ms, 0.003 % slow).
 */
export function refillStep(perMinute: number, capacity = perMinute): { refill: number; intervalMs: number } {
  let best = { refill: 1, intervalMs: 1, error: Infinity }
  const most = Math.max(1, Math.min(capacity, Math.ceil(perMinute / 60)))
  for (let refill = 1; refill <= most; refill++) {
    const intervalMs = Math.max(1, Math.round((refill * MINUTE_MS) / perMinute))
    const error = Math.abs((refill * MINUTE_MS) / intervalMs - perMinute)
    if (error < best.error) best = { refill, intervalMs, error }
    if (error === 0) break
  }
  return { refill: best.refill, intervalMs: best.intervalMs }
}

export function upstashStore({
  url,
  token,
  prefix = 'ratelimit',
  timeoutMs = 1000,
  warn = (m) => console.warn(m),
}: UpstashStoreOptions): RateLimitStore {
  const redis = new Redis({
    url,
    token,
    retry: false,
    enableTelemetry: false,
    signal: () => AbortSignal.timeout(timeoutMs),
  })
  const limiters = new Map<string, Ratelimit>()
  let lastWarning = -Infinity

  const limiter = (rule: BucketRule) => {
    const id = `${rule.capacity}/${rule.perMinute}`
    let found = limiters.get(id)
    if (!found) {
      const { refill, intervalMs } = refillStep(rule.perMinute, rule.capacity)
      found = new Ratelimit({
        redis,
        limiter: Ratelimit.tokenBucket(refill, `${intervalMs} ms`, rule.capacity),
        prefix,
        timeout: timeoutMs,
        analytics: false,
      })
      limiters.set(id, found)
    }
    return found
  }

  const failOpen = (rule: BucketRule, cause: unknown): Decision => {
    const now = Date.now()
    if (now - lastWarning >= MINUTE_MS) {
      lastWarning = now
      warn(`ratelimit: Redis unreachable, admitting requests without a limit (${String(cause)})`)
    }
    return { allowed: true, limit: rule.capacity, remaining: rule.capacity, resetMs: now }
  }

  return {
    async take(key, rule) {
      try {
        const r = await limiter(rule).limit(key)
        if (r.reason === 'timeout') return failOpen(rule, `no answer within ${timeoutMs} ms`)
        return { allowed: r.success, limit: rule.capacity, remaining: r.remaining, resetMs: r.reset }
      } catch (error) {
        return failOpen(rule, error)
      }
    },
    async refund(key, rule) {
      try {
        await limiter(rule).limit(key, { rate: -1 })
      } catch (error) {
        failOpen(rule, error)
      }
    },
  }
}
