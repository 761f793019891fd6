/**
 * @module
 * AWS Lambda entry for one or more route groups behind an API Gateway HTTP API (payload v2).
 * Built once per execution environment from `process.env`; `hono/aws-lambda` turns events into
 * requests and answers binary bodies (PDF, PNG) base64-encoded.
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
import { createRateLimitStore } from '../../lib/ratelimit/index.js'
import { buildInfo } from '../build-info.js'

export function lambda(functions: ReadonlyArray<OpenAPIHono<AppEnv>>) {
  const config = loadConfig({ ...process.env, ...buildInfo })
  const app = createApp({
    services: {
      config,
      rateLimitStore: createRateLimitStore(config),
      socketAddress: (c) => getConnInfo(c).remote.address,
    },
    functions,
  })
  return handle(app)
}
