/**
 * @module
 * Per-route-group rate limits of spec 8: the group table, the token-bucket stores and the
 * middleware that answers 429.
 */
import type { Config } from '../config/index.js'
import type { RateLimitStore } from './bucket.js'
import { memoryStore } from './memory-store.js'
import { upstashStore } from './upstash-store.js'

export type { BucketRule, Decision, RateLimitStore } from './bucket.js'
export { clientIp, UNKNOWN_IP, type SocketAddress } from './client-ip.js'
export { ROUTE_GROUPS, routeGroup, limitGroup, bucketRule, defaultPerMinute, type GroupName, type RouteGroup } from './groups.js'
export { memoryStore, type MemoryStore } from './memory-store.js'
export { rateLimit, type RateLimitOptions } from './middleware.js'
export { upstashStore, refillStep } from './upstash-store.js'

/** Upstash Redis when both of its variables are set (shared by all replicas), else per process. */
export function createRateLimitStore(config: Config, warn?: (message: string) => void): RateLimitStore {
  const { UPSTASH_REDIS_REST_URL: url, UPSTASH_REDIS_REST_TOKEN: token } = config
  return url && token ? upstashStore({ url, token, warn }) : memoryStore()
}
