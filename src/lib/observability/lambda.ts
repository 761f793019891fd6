/**
 * @module
 * Error reports on AWS Lambda with @sentry/aws-serverless. Lambda may freeze the environment as
 * soon as a response is returned, so a report sent in the background can be lost; `wrap` (the
 * SDK's `wrapHandler`) flushes queued reports before each invocation ends.
 *
 * @example
 * ```ts
 * const sentry = lambdaSentry(config.ERROR_TRACKER_DSN, pkg.version)
 * export const handler = sentry.wrap(handle(createApp({ services, report: sentry.report })))
 * ```
 */
import * as Sentry from '@sentry/aws-serverless'
import type { ReportError } from '../http/errors.js'
import { sdkReporter, sentryOptions } from './sdk.js'

export interface LambdaSentry {
  report: ReportError
  wrap: typeof Sentry.wrapHandler
}

/** Initialises the SDK once per execution environment; without a DSN it stays disabled. */
export function lambdaSentry(dsn: string | undefined, release?: string): LambdaSentry {
  Sentry.init(sentryOptions(dsn, release))
  return { report: sdkReporter(Sentry), wrap: Sentry.wrapHandler }
}
