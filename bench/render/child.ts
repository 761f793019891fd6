/**
 * Runs in a fresh Node process for the figures a warm benchmark process cannot give, bundled and
 * started with the node flags of `npm start` (bench/suites/render.ts), so it measures what a
 * deployment runs: `cold` prints the time from process start to the first PDF; `rss <pdf|png> <runs>`
 * renders that many 2-page resumes with varying text and prints the resident set size along the way.
 */
import { renderPdf, renderPreview } from '../../src/lib/render/index.js'
import { benchResume } from './fixtures.js'

const [mode, kind, count] = process.argv.slice(2)
const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return Math.round((user + system) / 1000)
}

async function cold() {
  const { bytes } = await renderPdf(benchResume(6, 1))
  process.stdout.write(JSON.stringify({ firstPdfMs: Math.round(performance.now()), cpuMs: cpuMs(), bytes: bytes.length }) + '\n')
}

async function rss() {
  const runs = Number(count)
  const samples: number[] = []
  let peak = 0
  const started = performance.now()
  for (let i = 0; i < runs; i++) {
    if (kind === 'png') await renderPreview(benchResume(6, i), { page: i % 2 })
    else await renderPdf(benchResume(6, i))
    const rss = process.memoryUsage.rss()
    peak = Math.max(peak, rss)
    if ((i + 1) % Math.max(1, Math.floor(runs / 10)) === 0) samples.push(mb(rss))
  }
  const memory = process.memoryUsage()
  process.stdout.write(
    JSON.stringify({
      peakRssMb: mb(peak),
      rssMbEvery10Percent: samples,
      // Where the resident memory is at the end: V8's heap, and outside it (fonts, pixels).
      endMb: { rss: mb(memory.rss), heapTotal: mb(memory.heapTotal), heapUsed: mb(memory.heapUsed), external: mb(memory.external) },
      msPerRender: Math.round(((performance.now() - started) / runs) * 10) / 10,
    }) + '\n',
  )
}

// No top-level await: this runs as a CommonJS bundle, as the server does.
void (mode === 'cold' ? cold() : rss())
