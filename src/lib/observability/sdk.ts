/**
 * @module
 * Reporting through the global scope of a runtime's Sentry SDK, for entries whose SDK wrapper
 * sets up the client per invocation: `withSentry` (@sentry/cloudflare) on Workers, `init` +
 * `wrapHandler` (@sentry/aws-serverless) on Lambda. Both SDKs export the same two functions.
 */
import type { ReportError } from '../http/errors.js'
import { requestInfo } from './request.js'
import { scrubEvent } from './scrub.js'

/** What a report needs of a scope; every SDK's `Scope` has it (their @sentry/core versions differ). */
interface ReportScope {
  addEventProcessor(processor: (event: any) => any): unknown
  setTag(key: string, value: string): unknown
  setUser(user: { id: string }): unknown
}

export interface SentrySdk {
  withScope(callback: (scope: ReportScope) => void): void
  captureException(error: unknown): string
}

/** The options every runtime's SDK gets: nothing personal by default, every event scrubbed. */
export const sentryOptions = (dsn: string | undefined, release?: string) => ({
  dsn: dsn || undefined,
  release,
  enabled: Boolean(dsn),
  sendDefaultPii: false,
  beforeSend: scrubEvent,
})

/**
 * @example
 * ```ts
 * import * as Sentry from '@sentry/cloudflare'
 * createApp({ services, report: sdkReporter(Sentry) })
 * ```
 */
export const sdkReporter =
  (sdk: SentrySdk): ReportError =>
  (error, c) =>
    sdk.withScope((scope) => {
      const request = requestInfo(c)
      scope.addEventProcessor((event) => ({ ...event, request }))
      scope.setTag('route', `${c.req.method} ${c.req.path}`)
      const user = c.get('user') as { id?: string } | undefined
      if (user?.id) scope.setUser({ id: user.id })
      sdk.captureException(error)
    })
