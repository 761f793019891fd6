export interface BenchCase {
  name: string
  /** One run; may use `i` to vary its input so no cache can answer. */
  run: (i: number) => unknown | Promise<unknown>
  /** Runs not timed, to reach steady speed first. */
  warmup?: number
  /** Timed runs. */
  runs?: number
  note?: string
}

export interface BenchSuite {
  cases: () => BenchCase[] | Promise<BenchCase[]>
  /** Figures that are not per-run timings (cold start, peak RSS, bytes). */
  extra?: (filter: string) => Record<string, unknown> | Promise<Record<string, unknown>>
  /** Releases what the suite opened (databases), so the suites after it run in a clean process. */
  teardown?: () => Promise<void>
}

export interface BenchResult {
  name: string
  runs: number
  medianMs: number
  p95Ms: number
  opsPerSec: number
  note?: string
}

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

/** The median of `values` in any order, as `quantile` reads it. */
export const median = (values: number[]) => quantile([...values].sort((a, b) => a - b), 0.5)

export async function measure(c: BenchCase): Promise<BenchResult> {
  const warmup = c.warmup ?? 20
  const runs = c.runs ?? 200
  for (let i = 0; i < warmup; i++) await c.run(i)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await c.run(warmup + i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const medianMs = quantile(times, 0.5)
  return { name: c.name, runs, medianMs, p95Ms: quantile(times, 0.95), opsPerSec: 1000 / medianMs, note: c.note }
}
