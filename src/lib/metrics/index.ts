/**
 * @module
 * Service metrics in the Prometheus text format: the `Metrics` interface every entry observes
 * through, its prom-client implementation, the request-timing middleware and the scrape token check.
 */
export type { Metrics } from './metrics.js'
export { prometheusMetrics, type PrometheusOptions } from './prometheus.js'
export { requestMetrics } from './middleware.js'
export { scrapeAccess, type ScrapeAccess } from './token.js'
export { renderTemplateLabel } from './labels.js'
export { timedRender } from './render.js'
