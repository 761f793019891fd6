import type { Context, MiddlewareHandler } from 'hono'
import type { Config } from '../config/index.js'
import type { AppEnv } from '../http/env.js'
import type { Decision, RateLimitStore } from './bucket.js'
import { clientIp, type SocketAddress } from './client-ip.js'
import { bucketRule, limitGroup, type GroupName } from './groups.js'

export interface RateLimitOptions {
  store: RateLimitStore
  config: Config
  socketAddress?: SocketAddress
  /** Called once per refused request, e.g. to count it in the metrics. */
  onLimited?: (group: GroupName) => void
}

const seconds = (ms: number) => Math.ceil(ms / 1000)

function headers(c: Context, decision: Decision) {
  c.header('X-RateLimit-Limit', String(decision.limit))
  c.header('X-RateLimit-Remaining', String(decision.remaining))
  c.header('X-RateLimit-Reset', String(seconds(decision.resetMs)))
}

/**
 * Token buckets per route group (spec 8). A signed-in request (`c.var.user`, set by the session
 * middleware, which must run first) takes a token from the group's IP bucket and from its user
 * bucket: both must admit. When the user bucket refuses, the IP token is given back, so one user's
 * refusals do not drain the budget of others behind the same address. A refusal is the 429 of spec
 * 2.6 and 8.4: `{error, retry_after}`, `Retry-After`, `X-RateLimit-Remaining: 0`, `X-RateLimit-Reset`.
 *
 * @example
 * ```ts
 * app.use(rateLimit({ store: memoryStore(), config }))
 * ```
 */
export const rateLimit = ({ store, config, socketAddress, onLimited }: RateLimitOptions): MiddlewareHandler<AppEnv> =>
  async function rateLimit(c, next) {
    const user = c.var.user
    const group = limitGroup(c.req.path, user !== undefined)
    const rule = bucketRule(group, config)
    const ipKey = `${group.name}:ip:${clientIp(c, { trustProxy: config.TRUSTED_PROXY, socketAddress })}`

    let decision = await store.take(ipKey, rule)
    if (decision.allowed && user && !group.ipOnly) {
      const userDecision = await store.take(`${group.name}:user:${user.id}`, rule)
      if (!userDecision.allowed) await store.refund(ipKey, rule)
      if (!userDecision.allowed || userDecision.remaining < decision.remaining) decision = userDecision
    }

    if (!decision.allowed) {
      onLimited?.(group.name)
      const retryAfter = Math.max(1, seconds(decision.resetMs - Date.now()))
      headers(c, { ...decision, remaining: 0 })
      c.header('Retry-After', String(retryAfter))
      return c.json({ error: `Rate limit exceeded (${group.title}); retry in ${retryAfter} s`, retry_after: retryAfter }, 429)
    }
    await next()
    headers(c, decision)
  }
