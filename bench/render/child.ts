/**
 * Runs in a fresh Node process for the figures a warm benchmark process cannot give:
 * `cold` prints the time from process start to the first PDF; `rss <pdf|png> <runs>` renders that
 * many 2-page resumes with varying text and prints the resident set size along the way.
 */
import { renderPdf, renderPreview } from '../../src/lib/render/index.js'
import { benchResume } from './fixtures.js'

const [mode, kind, count] = process.argv.slice(2)

if (mode === 'cold') {
  const { bytes } = await renderPdf(benchResume(6, 1))
  process.stdout.write(JSON.stringify({ firstPdfMs: performance.now(), bytes: bytes.length }) + '\n')
} else {
  const runs = Number(count)
  const samples: number[] = []
  let peak = 0
  for (let i = 0; i < runs; i++) {
    if (kind === 'png') await renderPreview(benchResume(6, i), { page: i % 2 })
    else await renderPdf(benchResume(6, i))
    const rss = process.memoryUsage().rss
    peak = Math.max(peak, rss)
    if ((i + 1) % (runs / 10) === 0) samples.push(Math.round(rss / 2 ** 20))
  }
  process.stdout.write(JSON.stringify({ peakRssMb: Math.round(peak / 2 ** 20), rssMbEvery10Percent: samples }) + '\n')
}
