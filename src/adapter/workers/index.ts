/**
 * @module
 * Cloudflare Workers entry for one or more route groups. The config is read from the `env`
 * bindings of the first request (vars and secrets, see wrangler.toml) and kept, with the app, for
 * the isolate's life: isolates are reused across requests, so nothing is rebuilt per request.
 *
 * @example
 * import health from '../../../functions/health.js'
 * export default worker([health])
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context, ExecutionContext } from 'hono'
import { createApp, type App } from '../../app.js'
import { loadConfig } from '../../lib/config/index.js'
import type { AppEnv } from '../../lib/http/env.js'
import { createRateLimitStore } from '../../lib/ratelimit/index.js'
import { buildInfo } from '../build-info.js'

/** The client address Cloudflare's edge saw (it sets this header on every request it forwards). */
export const connectingIp = (c: Context) => c.req.header('cf-connecting-ip')

const textBindings = (env: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

export function worker(functions: ReadonlyArray<OpenAPIHono<AppEnv>>) {
  let app: App | undefined
  return {
    fetch: function fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
      if (!app) {
        const config = loadConfig({ ...textBindings(env), ...buildInfo })
        app = createApp({ services: { config, rateLimitStore: createRateLimitStore(config), socketAddress: connectingIp }, functions })
      }
      return app.fetch(request, env, ctx)
    },
  }
}
