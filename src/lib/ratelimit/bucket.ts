/** One token bucket's shape: it holds `capacity` tokens and refills `perMinute / 60` each second. */
export interface BucketRule {
  capacity: number
  perMinute: number
}

/** What a store answers for one request against one bucket. */
export interface Decision {
  allowed: boolean
  /** The bucket's capacity. */
  limit: number
  /** Whole tokens left after this request. */
  remaining: number
  /** Unix milliseconds when the next token arrives, i.e. when a refused request would be admitted. */
  resetMs: number
}

/**
 * Where buckets live. The in-memory store is per process (spec 8.1); the Upstash store is shared by
 * every replica. Keys are already namespaced by group and subject (`crud:user:42`).
 */
export interface RateLimitStore {
  /** Takes one token if there is one. */
  take(key: string, rule: BucketRule): Promise<Decision>
  /** Gives back a token taken by `take`, when a second bucket of the same request refused it. */
  refund(key: string, rule: BucketRule): Promise<void>
}
