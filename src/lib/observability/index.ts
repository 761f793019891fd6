/**
 * @module
 * Error reports to an error tracker (Sentry) when `ERROR_TRACKER_DSN` is set: one scrubbing policy
 * for every runtime, and the Node reporter the server plugs into `createApp({ report })`.
 */
export { nodeErrorReporter, type ErrorReporter, type ErrorReporterOptions } from './node.js'
export { scrubEvent } from './scrub.js'
export { requestInfo } from './request.js'
export { sdkReporter, sentryOptions, type SentrySdk } from './sdk.js'
