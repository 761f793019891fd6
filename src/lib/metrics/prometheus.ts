/**
 * @module
 * The metrics on prom-client. Each instance owns its Registry (never the global default one), so
 * several apps in one process, as in tests, count separately. Default process metrics are optional
 * because they need Node's process APIs (Workers run without them).
 */
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client'
import type { Metrics } from './metrics.js'

export interface PrometheusOptions {
  /** prom-client's process metrics (CPU, memory, event loop); Node only. */
  defaultMetrics?: boolean
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const BYTES = [1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

export function prometheusMetrics({ defaultMetrics = false }: PrometheusOptions = {}): Metrics {
  const registers = [new Registry()]
  const [registry] = registers as [Registry]
  if (defaultMetrics) collectDefaultMetrics({ register: registry })

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route group, method and status',
    labelNames: ['group', 'method', 'status'],
    registers,
  })
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route group, method and status',
    labelNames: ['group', 'method', 'status'],
    buckets: SECONDS,
    registers,
  })
  const renderSeconds = new Histogram({
    name: 'render_duration_seconds',
    help: 'Render duration by output format and template',
    labelNames: ['format', 'template'],
    buckets: SECONDS,
    registers,
  })
  const renderPages = new Counter({
    name: 'render_pages_total',
    help: 'Pages rendered by output format and template',
    labelNames: ['format', 'template'],
    registers,
  })
  const parses = new Counter({
    name: 'parse_requests_total',
    help: 'Parse requests by input format and outcome',
    labelNames: ['format', 'outcome'],
    registers,
  })
  const limited = new Counter({
    name: 'rate_limited_requests_total',
    help: 'Requests refused with 429 by rate-limit group',
    labelNames: ['group'],
    registers,
  })
  const exportBytes = new Histogram({
    name: 'export_size_bytes',
    help: 'Bulk export response size by format',
    labelNames: ['format'],
    buckets: BYTES,
    registers,
  })

  return {
    observeRequest({ group, method, status }, seconds) {
      const labels = { group, method, status: String(status) }
      requests.inc(labels)
      requestSeconds.observe(labels, seconds)
    },
    observeRender(labels, seconds, pages) {
      renderSeconds.observe(labels, seconds)
      if (pages !== undefined) renderPages.inc(labels, pages)
    },
    observeParse(labels) {
      parses.inc(labels)
    },
    observeRateLimited(labels) {
      limited.inc(labels)
    },
    observeExport(labels, bytes) {
      exportBytes.observe(labels, bytes)
    },
    async scrape() {
      return { contentType: registry.contentType, body: await registry.metrics() }
    },
  }
}
