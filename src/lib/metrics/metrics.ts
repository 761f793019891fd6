/** What the service measures; entries observe, `/metrics` scrapes. One instance per app. */
export interface Metrics {
  /** Every request: route group, method and final status, with its duration. */
  observeRequest(labels: { group: string; method: string; status: number }, seconds: number): void
  /** One finished render: output format (`pdf`, `png`), template id, duration and pages drawn. */
  observeRender(labels: { format: string; template: string }, seconds: number, pages?: number): void
  /** One parse request: input format and `ok`, `rejected` (4xx) or `error` (5xx). */
  observeParse(labels: { format: string; outcome: 'ok' | 'rejected' | 'error' }): void
  /** One request refused with 429, by rate-limit group. */
  observeRateLimited(labels: { group: string }): void
  /** One bulk export response (`json`, `pdf`) and its size. */
  observeExport(labels: { format: string }, bytes: number): void
  /** The Prometheus text exposition of everything observed so far. */
  scrape(): Promise<{ contentType: string; body: string }>
}
