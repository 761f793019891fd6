/**
 * @module
 * Per-process token buckets (spec 8.1). Memory is the threat: every client IP makes a key, so a
 * flood of distinct addresses must not grow the map without bound. Keys are kept in least recently
 * used order (a Map iterates in insertion order; each access re-inserts its key) and the oldest are
 * dropped beyond `maxKeys`. Dropping a key forgives that client (its bucket starts full again), the
 * cheaper failure than running out of memory. Buckets that are full again hold no information and
 * are dropped as soon as they become the oldest.
 */
import type { BucketRule, RateLimitStore } from './bucket.js'

export interface MemoryStoreOptions {
  /** Most buckets kept at once; 50 000 take about 15 MB (about 290 bytes each, bench/suites/ratelimit.ts). */
  maxKeys?: number
  /** Clock in Unix milliseconds, injectable for tests. */
  now?: () => number
}

/**
 * Tokens are counted in 1/60000ths, so refilling `perMinute` per 60 000 ms adds exactly
 * `elapsedMs * perMinute` units: integer arithmetic, no rounding drift between requests.
 */
const UNIT = 60_000

interface Bucket {
  units: number
  at: number
  /** When the bucket is full again and so no different from an absent one. */
  fullAt: number
}

export interface MemoryStore extends RateLimitStore {
  /** Buckets currently held. */
  readonly size: number
}

/**
 * @example
 * ```ts
 * const store = memoryStore()
 * await store.take('health:ip:203.0.113.7', { capacity: 60, perMinute: 60 })
 * ```
 */
export function memoryStore({ maxKeys = 50_000, now = Date.now }: MemoryStoreOptions = {}): MemoryStore {
  const buckets = new Map<string, Bucket>()

  const current = (key: string, rule: BucketRule, t: number): Bucket => {
    const bucket = buckets.get(key)
    buckets.delete(key)
    const full = rule.capacity * UNIT
    if (!bucket) return { units: full, at: t, fullAt: t }
    return { units: Math.min(full, bucket.units + (t - bucket.at) * rule.perMinute), at: t, fullAt: t }
  }

  const save = (key: string, bucket: Bucket, rule: BucketRule) => {
    bucket.fullAt = bucket.at + Math.ceil((rule.capacity * UNIT - bucket.units) / rule.perMinute)
    buckets.set(key, bucket)
    for (const [oldest, b] of buckets) {
      if (oldest === key || (buckets.size <= maxKeys && b.fullAt > bucket.at)) break
      buckets.delete(oldest)
    }
  }

  return {
    get size() {
      return buckets.size
    },
    async take(key, rule) {
      const t = now()
      const bucket = current(key, rule, t)
      const allowed = bucket.units >= UNIT
      if (allowed) bucket.units -= UNIT
      save(key, bucket, rule)
      // Until the bucket holds one whole token again: the next admission.
      const wait = bucket.units >= UNIT ? 0 : Math.ceil((UNIT - bucket.units) / rule.perMinute)
      return { allowed, limit: rule.capacity, remaining: Math.floor(bucket.units / UNIT), resetMs: t + wait }
    },
    async refund(key, rule) {
      const t = now()
      const bucket = current(key, rule, t)
      bucket.units = Math.min(rule.capacity * UNIT, bucket.units + UNIT)
      save(key, bucket, rule)
    },
  }
}
