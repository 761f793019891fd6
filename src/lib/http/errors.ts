import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Every error the service answers is JSON `{ error }`, plus named fields; never HTML or a stack. */
export const jsonError = (
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Record<string, unknown> = {},
) => c.json({ error, ...extra }, status)

/** A failure the caller can fix: thrown from the library, answered with its status by `onError`. */
export class RequestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export type ReportError = (error: unknown, c: Context) => void

/**
 * Turns thrown errors into JSON. Expected ones keep their status; anything else is a 500 with a
 * generic message, reported (for example to the error tracker) without echoing internals.
 */
export const errorHandler =
  (report: ReportError = (e) => console.error(e)): ErrorHandler =>
  (error, c) => {
    if (error instanceof RequestError) return jsonError(c, error.status, error.message, error.extra)
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode
      return jsonError(c, status, error.message || 'Request failed')
    }
    report(error, c)
    return jsonError(c, 500, 'Internal server error')
  }

export const notFound: NotFoundHandler = (c) => jsonError(c, 404, `Not found: ${c.req.method} ${c.req.path}`)
