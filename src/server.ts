/**
 * @module
 * The Node entry: every function on one app, embedded defaults, graceful shutdown on SIGTERM.
 * No top-level await: `npm start` runs this as a CommonJS bundle (scripts/build-node.ts).
 */
import { serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { limitConcurrency } from './lib/http/concurrency.js'
import { collectWhenIdle } from './lib/http/idle-collect.js'
import { afterResponse } from './lib/http/request-log.js'
import { RENDER_ROUTES } from './lib/http/render-routes.js'
import type { ReportError } from './lib/http/errors.js'
import { prometheusMetrics } from './lib/metrics/index.js'
import { prepareRendering } from './lib/render/index.js'
import { createRateLimitStore } from './lib/ratelimit/index.js'
import pkg from '../package.json' with { type: 'json' }
import web from '../functions/web.js'
import { createApp, FUNCTIONS } from './app.js'
import { isConnected, loadConfig } from './lib/config/index.js'
import { Oidc, oidcSettings } from './lib/auth/index.js'
import { connectDatabase } from './lib/db/connect.js'

/**
 * Renders run a few at a time, the rest queue. Rendering is synchronous JavaScript, so renders
 * started together only interleave (each finishes later than in turn) while each holds its layout:
 * under `npm start`'s heap limit, a crowd of long CJK resumes rendered at once (16 of 11 pages)
 * exhausted the heap; four at a time stay well inside it. Shared links (`/s/{token}` PDF and
 * `/s/{token}/preview/{page}`) render the same way and wait in the same queue.
 */
const fewRendersAtOnce = limitConcurrency(4)

/**
 * Once no render runs any more, a scavenge of the young generation (idle-collect.ts): `gc` is
 * there when `npm start` runs the server (`--expose-gc`); without it nothing is collected.
 */
const renderThenCollect = collectWhenIdle(() => globalThis.gc?.({ type: 'minor' }))

async function start() {
  prepareRendering()
  const config = loadConfig(process.env)
  // Connected mode: the database is opened and migrated before the first request is served.
  const db = isConnected(config) ? await connectDatabase(config.DATABASE_URL!) : undefined
  const oidcConfig = oidcSettings(config)
  if (db && !oidcConfig) console.warn('connected mode without OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_REDIRECT_URI: nobody can sign in')
  const oidc = db && oidcConfig ? new Oidc(oidcConfig) : undefined
  const operations = {
    metrics: prometheusMetrics({ defaultMetrics: true }),
    rateLimitStore: createRateLimitStore(config),
    socketAddress: (c: Context) => getConnInfo(c).remote.address,
  }
  // Sentry's SDK is loaded only when reports go somewhere: a server without it starts faster.
  const tracker = config.ERROR_TRACKER_DSN
    ? (await import('./lib/observability/node.js')).nodeErrorReporter({ dsn: config.ERROR_TRACKER_DSN, release: pkg.version })
    : undefined
  const report: ReportError = (error, c) => {
    console.error(error)
    tracker?.report(error, c)
  }
  // The page and /docs, from the folder `npm start` builds (Workers serve it as static assets).
  const app = createApp({ services: { config, db, oidc, ...operations }, functions: [...Object.values(FUNCTIONS), web], log: afterResponse(), report })
  const fetch: typeof app.fetch = (request, env, ctx) =>
    RENDER_ROUTES.test(new URL(request.url).pathname)
      ? renderThenCollect(() => fewRendersAtOnce(() => app.fetch(request, env, ctx)))
      : app.fetch(request, env, ctx)

  const server = serve({ fetch, port: config.PORT, hostname: process.env.HOST }, (info) => {
    console.log(`resume service listening on http://localhost:${info.port}`)
  })

  function shutdown(signal: string) {
    console.log(`${signal}: finishing open requests, then exiting`)
    // Closing the database flushes a PGlite directory before the process goes.
    server.close(() => void (db?.close() ?? Promise.resolve()).finally(() => process.exit(0)))
    // Requests that never finish must not keep a stopped container alive.
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

start().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
