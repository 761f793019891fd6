/**
 * @module
 * Error reports on Cloudflare Workers with @sentry/cloudflare. `withErrorTracking` wraps the
 * Worker's handler (`withSentry`: a client per request from the `ERROR_TRACKER_DSN` binding,
 * flushed through `ctx.waitUntil`); `cloudflareReport` is the app's `report`.
 *
 * @example
 * ```ts
 * const app = createApp({ services, report: cloudflareReport })
 * export default withErrorTracking({ fetch: app.fetch })
 * ```
 */
import * as Sentry from '@sentry/cloudflare'
import { sdkReporter, sentryOptions } from './sdk.js'

export const cloudflareReport = sdkReporter(Sentry)

export const withErrorTracking = <H extends Parameters<typeof Sentry.withSentry>[1]>(handler: H) =>
  Sentry.withSentry((env: { ERROR_TRACKER_DSN?: string }) => sentryOptions(env.ERROR_TRACKER_DSN), handler)
