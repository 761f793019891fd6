/**
 * @module
 * Composes the function apps (one per route group) into one Hono app with the shared middleware.
 * The Node server, the tests and every serverless entry build their app here.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import auth from '../functions/auth.js'
import health from '../functions/health.js'
import metrics from '../functions/metrics.js'
import parse from '../functions/parse.js'
import render from '../functions/render.js'
import resumes from '../functions/resumes.js'
import shared from '../functions/shared.js'
import templates from '../functions/templates.js'
import type { AppEnv, Services } from './lib/http/env.js'
import { bodyLimit } from './lib/http/body-limit.js'
import { errorHandler, jsonError, notFound, type ReportError } from './lib/http/errors.js'
import { jsonBody } from './lib/http/json-body/index.js'
import { requestLog, type LogLine } from './lib/http/request-log.js'
import { badRequestHook } from './lib/http/openapi.js'
import { methodNotAllowed } from './lib/http/method-not-allowed.js'
import { isConnected } from './lib/config/index.js'
import { requireSignIn, session } from './lib/auth/index.js'
import { requestMetrics } from './lib/metrics/index.js'
import { memoryStore, rateLimit } from './lib/ratelimit/index.js'
import pkg from '../package.json' with { type: 'json' }

export const FUNCTIONS = { health, metrics, templates, parse, render } as const
/** Mounted only in connected mode (SERVICE_CLOUD=true and DATABASE_URL): otherwise these paths are 404. */
export const CONNECTED_FUNCTIONS = { resumes, auth, shared } as const

export interface AppOptions {
  services: Services
  /** Which route groups to mount; all by default (the Node server). */
  functions?: ReadonlyArray<OpenAPIHono<AppEnv>>
  log?: LogLine
  report?: ReportError
}

export function createApp({ services, functions = Object.values(FUNCTIONS), log, report }: AppOptions) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: badRequestHook })
  const connected = isConnected(services.config)

  app.use(requestLog(log))
  if (services.metrics) app.use(requestMetrics(services.metrics))
  app.use(async function services_(c, next) {
    c.set('services', services)
    await next()
  })
  if (connected) app.use(session())
  // Spec 8.1: only connected deployments limit. Must come after the session middleware: signed-in
  // requests are keyed by `c.var.user` as well as by IP.
  if (connected && !services.config.RATE_LIMIT_DISABLED) {
    app.use(
      rateLimit({
        store: services.rateLimitStore ?? memoryStore(),
        config: services.config,
        socketAddress: services.socketAddress,
        onLimited: (group) => services.metrics?.observeRateLimited({ group }),
      }),
    )
  }

  if (connected && services.config.RENDER_REQUIRES_SIGN_IN) app.use('/api/render/*', requireSignIn())

  app.use(
    bodyLimit({
      maxSize: services.config.MAX_BODY_BYTES,
      onError: (c) => jsonError(c, 413, `Request body larger than ${services.config.MAX_BODY_BYTES} bytes`),
    }),
  )
  // The `data` of parse and import is a whole document (a LinkedIn ZIP is megabytes of base64):
  // it is exempt from the string cap here and checked by its parser once decoded.
  app.use(jsonBody({ documentRoutes: ['/api/parse', '/api/resumes/import'] }))

  for (const fn of functions) app.route('/', fn)
  if (connected) for (const fn of Object.values(CONNECTED_FUNCTIONS)) app.route('/', fn)

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Resume service', version: pkg.version },
  })

  app.notFound(methodNotAllowed(app, notFound))
  app.onError(errorHandler(report))
  return app
}

export type App = ReturnType<typeof createApp>
