import { OpenAPIHono, type Hook } from '@hono/zod-openapi'
import { formatIssues } from '../schema/validate.js'
import type { AppEnv } from './env.js'
import { jsonError } from './errors.js'

/** A request that does not fit a route's schema: 400 naming each field, as validate words it. */
export const badRequestHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (!result.success) return jsonError(c, 400, formatIssues(result.error.issues).join('; '))
}

/** The app each function (route group) is built on: typed env and schema errors as JSON 400s. */
export const functionApp = () => new OpenAPIHono<AppEnv>({ defaultHook: badRequestHook })

/** The schema of every JSON error body. */
export { ErrorBody } from './schemas.js'
