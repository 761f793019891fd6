import type { Config } from '../config/index.js'
import type { Db } from '../db/index.js'
import type { Oidc } from '../auth/oidc.js'
import type { Metrics } from '../metrics/metrics.js'
import type { RateLimitStore, SocketAddress } from '../ratelimit/index.js'

/** What one request can reach: built once per process (or per Worker isolate) by the entry. */
export interface Services {
  config: Config
  /** Counters and timings scraped at /metrics; absent means nothing is measured. */
  metrics?: Metrics
  /** Where rate-limit buckets live (connected mode); per app in memory when absent. */
  rateLimitStore?: RateLimitStore
  /** The socket's client address (Node: `getConnInfo`); rate limits key on it without TRUSTED_PROXY. */
  socketAddress?: SocketAddress
  /** The database (connected mode): opened and migrated by the entry before serving. */
  db?: Db
  /** The OIDC client (connected mode, when OIDC_* are set). */
  oidc?: Oidc
}

export interface User {
  id: string
  email: string
  name: string
}

/** The Hono environment every function app is typed with. */
export interface AppEnv {
  Variables: {
    services: Services
    /** Set by the session middleware when a request is signed in (connected mode). */
    user?: User
  }
}
