/**
 * @module
 * What leaves the service with an error report. Threat: personal data and credentials copied to a
 * third party. A report keeps the error, its stack, the method and path and a few harmless headers;
 * it drops request bodies (resume data), cookies, query strings (they can carry tokens), every
 * header outside a short allowlist (Authorization, Cookie, forwarded addresses), breadcrumbs (logged
 * lines may quote input), local variables of stack frames (a handler's locals hold the resume) and
 * everything about the user but the id.
 */
/**
 * The parts of a Sentry event this touches, typed structurally: each runtime's SDK pins its own
 * @sentry/core version, so their event types are distinct but all fit this.
 */
interface ReportEvent {
  request?: {
    data?: unknown
    cookies?: unknown
    query_string?: unknown
    env?: unknown
    url?: string
    headers?: Record<string, string>
  }
  breadcrumbs?: unknown
  user?: { id?: string | number } & Record<string, unknown>
  exception?: { values?: Array<{ stacktrace?: { frames?: Array<{ vars?: unknown }> } }> }
}

const KEPT_HEADERS = new Set(['user-agent', 'content-type', 'content-length', 'accept'])

const withoutQuery = (url: string) => url.replace(/[?#].*$/s, '')

/** Used as `beforeSend` by every runtime's SDK, so all entries scrub alike. */
export function scrubEvent<E extends ReportEvent>(event: E): E {
  const request = event.request
  if (request) {
    delete request.data
    delete request.cookies
    delete request.query_string
    delete request.env
    if (request.url) request.url = withoutQuery(request.url)
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      )
    }
  }
  delete event.breadcrumbs
  for (const exception of event.exception?.values ?? []) {
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars
  }
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id }
  return event
}
