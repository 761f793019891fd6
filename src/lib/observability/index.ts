/**
 * @module
 * Error reports to an error tracker (Sentry) when `ERROR_TRACKER_DSN` is set: one scrubbing policy
 * for every runtime, and the Node reporter the server plugs into `createApp({ report })`. The
 * Lambda and Workers SDKs are imported from `./lambda.js` and `./cloudflare.js` by those entries
 * only, so no entry bundles another runtime's SDK.
 */
export { nodeErrorReporter, type ErrorReporter, type ErrorReporterOptions } from './node.js'
export { scrubEvent } from './scrub.js'
export { requestInfo } from './request.js'
export { sdkReporter, sentryOptions, type SentrySdk } from './sdk.js'
