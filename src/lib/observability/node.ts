/**
 * @module
 * Error reports from the Node entry with @sentry/node. A client of its own rather than
 * `Sentry.init`: no global hooks, no automatic instrumentation, and several apps in one process
 * (tests) each report to their own DSN. Reports come from the app's `onError` (`createApp({ report })`),
 * the only place that sees errors Hono turned into 500s.
 */
import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node'
import type { ReportError } from '../http/errors.js'
import { requestInfo } from './request.js'
import { scrubEvent } from './scrub.js'

export interface ErrorReporterOptions {
  dsn: string
  release?: string
  environment?: string
}

export interface ErrorReporter {
  report: ReportError
  /** Waits until queued reports are sent (at shutdown, and in tests). */
  flush(timeoutMs?: number): Promise<boolean>
}

export function nodeErrorReporter({ dsn, release, environment }: ErrorReporterOptions): ErrorReporter {
  const client = new NodeClient({
    dsn,
    release,
    environment,
    sendDefaultPii: false,
    integrations: [],
    stackParser: defaultStackParser,
    transport: makeNodeTransport,
    beforeSend: scrubEvent,
  })
  const scope = new Scope()
  scope.setClient(client)
  client.init()

  return {
    report(error, c) {
      const requestScope = scope.clone()
      const request = requestInfo(c)
      requestScope.addEventProcessor((event) => ({ ...event, request }))
      requestScope.setTag('route', `${c.req.method} ${c.req.path}`)
      const user = c.get('user') as { id?: string } | undefined
      if (user?.id) requestScope.setUser({ id: user.id })
      requestScope.captureException(error)
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  }
}
