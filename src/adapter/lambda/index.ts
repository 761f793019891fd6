/**
 * @module
 * AWS Lambda entry for one or more route groups behind an API Gateway HTTP API (payload v2).
 * Built once per execution environment from `process.env`; `hono/aws-lambda` turns events into
 * requests and answers binary bodies (PDF, PNG) base64-encoded. Errors go to the log (CloudWatch)
 * and, with `ERROR_TRACKER_DSN`, to Sentry through the same reporter as the Node server.
 *
 * In connected mode (SERVICE_CLOUD=true and DATABASE_URL) the first invocation opens the database
 * (migrations are applied at deploy, never by a cold start) and every function gets it, since the
 * session middleware runs on all of them. The connected groups (resumes, auth, shared) are mounted by
 * `createApp` itself, only in connected mode: their entries pass no functions of their own.
 *
 * @example
 * import render from '../../../functions/render.js'
 * export const handler = lambda([render])
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { getConnInfo, handle, type LambdaContext, type LambdaEvent } from 'hono/aws-lambda'
import { createApp } from '../../app.js'
import { Oidc, oidcSettings } from '../../lib/auth/index.js'
import { isConnected, loadConfig } from '../../lib/config/index.js'
import { openDb } from '../../lib/db/index.js'
import type { AppEnv } from '../../lib/http/env.js'
import type { ReportError } from '../../lib/http/errors.js'
import { prometheusMetrics } from '../../lib/metrics/index.js'
import { nodeErrorReporter } from '../../lib/observability/index.js'
import { createRateLimitStore } from '../../lib/ratelimit/index.js'
import pkg from '../../../package.json' with { type: 'json' }
import { buildInfo } from '../build-info.js'

export function lambda(functions: ReadonlyArray<OpenAPIHono<AppEnv>>) {
  const config = loadConfig({ ...process.env, ...buildInfo })
  const tracker = config.ERROR_TRACKER_DSN ? nodeErrorReporter({ dsn: config.ERROR_TRACKER_DSN, release: pkg.version }) : undefined
  const report: ReportError = (error, c) => {
    console.error(error)
    tracker?.report(error, c)
  }

  async function build() {
    const db = isConnected(config) ? await openDb(config.DATABASE_URL!) : undefined
    const oidcConfig = oidcSettings(config)
    const app = createApp({
      services: {
        config,
        db,
        oidc: db && oidcConfig ? new Oidc(oidcConfig) : undefined,
        // Counts what this execution environment answered (see infra/operator-guide.md, Metrics).
        metrics: prometheusMetrics({ defaultMetrics: true }),
        rateLimitStore: createRateLimitStore(config),
        socketAddress: (c) => getConnInfo(c).remote.address,
      },
      functions,
      report,
    })
    return handle(app)
  }

  let ready: ReturnType<typeof build> | undefined
  return async function handler(event: LambdaEvent, context?: LambdaContext) {
    // A failed start (database unreachable) is retried by the next invocation, not cached.
    ready ??= build().catch((error: unknown) => {
      ready = undefined
      throw error
    })
    return (await ready)(event, context)
  }
}
