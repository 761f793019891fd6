/**
 * @module
 * `npm run bench`: runs every suite in bench/suites in this one process, prints a table of medians
 * and writes bench/results.json. Timings are reported, never asserted (the machine is shared).
 * `npm run bench -- <filter>` runs only the cases whose name contains the filter; the figures of
 * the cases and suites it did not run are kept in bench/results.json.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { dirname, join } from 'node:path'
import type { BenchCase, BenchResult, BenchSuite } from './harness.js'
import { measure } from './harness.js'

const here = dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2] ?? ''

const files = (await readdir(join(here, 'suites'))).filter((f) => f.endsWith('.ts')).sort()
const results: BenchResult[] = []
const extra: Record<string, unknown> = {}

for (const file of files) {
  const suite = (await import(pathToFileURL(join(here, 'suites', file)).href)).default as BenchSuite
  const cases: BenchCase[] = (await suite.cases()).filter((c) => c.name.includes(filter))
  for (const c of cases) {
    process.stderr.write(`bench: ${c.name} ...\n`)
    const result = await measure(c)
    results.push(result)
  }
  if (suite.extra) Object.assign(extra, await suite.extra(filter))
  await suite.teardown?.()
}

const rows = results.map((r) => ({
  case: r.name,
  runs: r.runs,
  'median ms': r.medianMs.toFixed(2),
  'p95 ms': r.p95Ms.toFixed(2),
  'ops/s': r.opsPerSec.toFixed(0),
  ...(r.note ? { note: r.note } : {}),
}))
console.table(rows)
if (Object.keys(extra).length > 0) console.log(JSON.stringify(extra, null, 2))
const file = join(here, 'results.json')
const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as { results?: BenchResult[]; extra?: Record<string, unknown> }
const ran = new Set(results.map((r) => r.name))
await writeFile(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      results: [...(previous.results ?? []).filter((r) => !ran.has(r.name)), ...results],
      extra: { ...previous.extra, ...extra },
    },
    null,
    2,
  ) + '\n',
)
console.log(`wrote bench/results.json (${results.length} cases)`)
