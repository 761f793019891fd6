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
import { isConnected, loadConfig } from '../../lib/config/index.js'
import type { AppEnv } from '../../lib/http/env.js'
import { createRateLimitStore } from '../../lib/ratelimit/index.js'
import { buildInfo } from '../build-info.js'

/** The client address Cloudflare's edge saw (it sets this header on every request it forwards). */
export const connectingIp = (c: Context) => c.req.header('cf-connecting-ip')

const textBindings = (env: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))

/**
 * Connected mode needs a database, which this entry does not open: rather than serve sessions
 * without one (or render without the sign-in it requires), every request says so.
 */
const CONNECTED_UNSUPPORTED = 'Connected mode (SERVICE_CLOUD and DATABASE_URL) is not available on Workers: deploy it on Lambda'

export function worker(functions: ReadonlyArray<OpenAPIHono<AppEnv>>) {
  let app: App | undefined
  return {
    fetch: function fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext) {
      if (!app) {
        const config = loadConfig({ ...textBindings(env), ...buildInfo })
        if (isConnected(config)) return Response.json({ error: CONNECTED_UNSUPPORTED }, { status: 500 })
        app = createApp({ services: { config, rateLimitStore: createRateLimitStore(config), socketAddress: connectingIp }, functions })
      }
      return app.fetch(request, env, ctx)
    },
  }
}
