/**
 * @module
 * Per-process token buckets (spec 8.1). Memory is the threat: every client IP makes a key, so a
 * flood of distinct addresses must not grow the map without bound. Keys are kept in least recently
 * used order (a Map iterates in insertion order; each access re-inserts its key) and the oldest are
 * dropped beyond `maxKeys`. Dropping a key forgives that client (its bucket starts full again), the
 * cheaper failure than running out of memory. Buckets that are full again hold no information and
 * are dropped as soon as they become the oldest.
 */
import type { BucketRule, Decision, RateLimitStore } from './bucket.js'

export interface MemoryStoreOptions {
  /** Most buckets kept at once; 50 000 buckets take about 10 MB. */
  maxKeys?: number
  /** Clock in Unix milliseconds, injectable for tests. */
  now?: () => number
}

interface Bucket {
  tokens: number
  at: number
  /** When the bucket is full again and so no different from an absent one. */
  fullAt: number
}

export interface MemoryStore extends RateLimitStore {
  /** Buckets currently held. */
  readonly size: number
}

const perMs = (rule: BucketRule) => rule.perMinute / 60_000

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
    if (!bucket) return { tokens: rule.capacity, at: t, fullAt: t }
    const tokens = Math.min(rule.capacity, bucket.tokens + (t - bucket.at) * perMs(rule))
    return { tokens, at: t, fullAt: t }
  }

  const save = (key: string, bucket: Bucket, rule: BucketRule) => {
    bucket.fullAt = bucket.at + (rule.capacity - bucket.tokens) / perMs(rule)
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
      const allowed = bucket.tokens >= 1
      if (allowed) bucket.tokens -= 1
      save(key, bucket, rule)
      // Time until the bucket holds one whole token again (the next admission).
      const wait = bucket.tokens >= 1 ? 0 : (1 - bucket.tokens) / perMs(rule)
      return {
        allowed,
        limit: rule.capacity,
        remaining: Math.floor(bucket.tokens),
        resetMs: t + Math.ceil(wait),
      }
    },
    async refund(key, rule) {
      const t = now()
      const bucket = current(key, rule, t)
      bucket.tokens = Math.min(rule.capacity, bucket.tokens + 1)
      save(key, bucket, rule)
    },
  }
}
