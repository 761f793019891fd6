/**
 * @module
 * AWS Lambda entry for one or more route groups behind an API Gateway HTTP API (payload v2).
 * Built once per execution environment from `process.env`; `hono/aws-lambda` turns events into
 * requests and answers binary bodies (PDF, PNG) base64-encoded. Errors go to the log (CloudWatch)
 * and, with `ERROR_TRACKER_DSN`, to Sentry through the same reporter as the Node server.
 *
 * @example
 * import render from '../../../functions/render.js'
 * export const handler = lambda([render])
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { getConnInfo, handle } from 'hono/aws-lambda'
import { createApp } from '../../app.js'
import { loadConfig } from '../../lib/config/index.js'
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
  const app = createApp({
    services: {
      config,
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
