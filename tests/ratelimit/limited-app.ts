import { OpenAPIHono } from '@hono/zod-openapi'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import type { AppEnv, Services } from '../../src/lib/http/env.js'
import { memoryStore, type RateLimitStore } from '../../src/lib/ratelimit/index.js'

/** Connected mode as far as the rate limits care; no route here opens the database. */
export const CONNECTED = { SERVICE_CLOUD: 'true', DATABASE_URL: 'memory://' }

export interface Caller {
  /** The socket address the request comes from. */
  ip?: string
  /** A signed-in user id, as the session middleware would set it. */
  user?: string
  method?: string
  headers?: Record<string, string>
}

/**
 * The production app (createApp) behind a stand-in for the session middleware: `x-test-user` becomes
 * `c.var.user`, `x-test-socket` the socket address. Each app has its own in-memory store unless one
 * is passed, like one replica.
 */
export function limitedApp(env: Record<string, string> = {}, extra: Partial<Services> = {}) {
  const warnings: string[] = []
  const config = loadConfig({ ...CONNECTED, ...env }, (m) => warnings.push(m))
  const store: RateLimitStore = extra.rateLimitStore ?? memoryStore()
  const services: Services = {
    config,
    rateLimitStore: store,
    socketAddress: (c) => c.req.header('x-test-socket'),
    ...extra,
  }
  const inner = createApp({ services, log: () => {}, report: () => {} })
  const outer = new OpenAPIHono<AppEnv>()
  outer.use(async function testSession(c, next) {
    const id = c.req.header('x-test-user')
    if (id) c.set('user', { id, email: `${id}@example.test`, name: id })
    await next()
  })
  outer.route('/', inner)

  const request = (path: string, { ip = '192.0.2.1', user, method = 'GET', headers = {} }: Caller = {}) =>
    outer.request(path, {
      method,
      headers: { 'x-test-socket': ip, ...(user ? { 'x-test-user': user } : {}), ...headers },
    })

  /** Sends `n` requests one after another and returns their statuses. */
  const burst = async (n: number, path: string, caller: Caller = {}) => {
    const statuses: number[] = []
    for (let i = 0; i < n; i++) statuses.push((await request(path, caller)).status)
    return statuses
  }

  return { app: outer, config, store, warnings, request, burst }
}

export const admitted = (statuses: number[]) => statuses.filter((s) => s !== 429).length
