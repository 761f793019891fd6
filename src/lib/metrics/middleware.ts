import type { Context, MiddlewareHandler } from 'hono'
import { FORMATS } from '../parse/index.js'
import { routeGroup } from '../ratelimit/groups.js'
import type { Metrics } from './metrics.js'

const PARSE_PATH = /^\/api\/parse\/?$/
const EXPORT_PATH = /^\/api\/resumes\/export(\/pdf)?\/?$/

const outcome = (status: number) => (status < 400 ? 'ok' : status < 500 ? 'rejected' : 'error')

/** The `format` the JSON body guard decoded, limited to known values so labels stay few. */
async function parseFormat(c: Context): Promise<string> {
  const body = (await c.req.bodyCache.json?.catch(() => undefined)) as { format?: unknown } | undefined
  const format = body?.format
  return typeof format === 'string' && (FORMATS as readonly string[]).includes(format) ? format : 'unknown'
}

async function responseBytes(res: Response): Promise<number> {
  const length = Number(res.headers.get('Content-Length'))
  if (Number.isFinite(length) && length > 0) return length
  return (await res.clone().arrayBuffer()).byteLength
}

/**
 * Times every request and counts it by route group (the rate-limit table), method and status.
 * Install it first so it also sees requests refused by later middleware (413, 429). Parse outcomes
 * and export sizes are read from the finished request, so their handlers stay unaware of metrics.
 *
 * @example
 * ```ts
 * app.use(requestMetrics(prometheusMetrics()))
 * ```
 */
export const requestMetrics = (metrics: Metrics): MiddlewareHandler =>
  async function requestMetrics(c, next) {
    const start = performance.now()
    await next()
    const seconds = (performance.now() - start) / 1000
    const { method, path } = c.req
    const status = c.res.status
    metrics.observeRequest({ group: routeGroup(path).name, method, status }, seconds)
    if (method === 'POST' && PARSE_PATH.test(path)) {
      metrics.observeParse({ format: await parseFormat(c), outcome: outcome(status) })
    }
    const exported = method === 'GET' && status === 200 ? EXPORT_PATH.exec(path) : null
    if (exported) metrics.observeExport({ format: exported[1] ? 'pdf' : 'json' }, await responseBytes(c.res))
  }
