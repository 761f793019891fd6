/**
 * @module
 * Rendering: PDF and PNG (one page, 2 px per point) for 1-, 2- and 5-page resumes in the default
 * template, warm, with text that differs on every run; then, in fresh processes, cold start to the
 * first PDF and peak RSS over 1000 PDF and 1000 PNG renders (`BENCH_RSS_RUNS` to change).
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BenchCase, BenchSuite } from '../harness.js'
import { renderPdf, renderPreview } from '../../src/lib/render/index.js'
import { benchResume, itemsFor } from '../render/fixtures.js'

const child = fileURLToPath(new URL('../render/child.ts', import.meta.url))
const SIZES = [1, 2, 5] as const

function spawn(...args: string[]): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, ...args], { encoding: 'utf8', maxBuffer: 1 << 20 })
  return JSON.parse(out.trim().split('\n').at(-1)!)
}

const suite: BenchSuite = {
  async cases() {
    const cases: BenchCase[] = []
    for (const pages of SIZES) {
      const items = await itemsFor(pages)
      cases.push(
        { name: `render pdf ${pages}-page`, runs: 60, warmup: 20, run: (i) => renderPdf(benchResume(items, i + 1)) },
        { name: `render png ${pages}-page (one page)`, runs: 40, warmup: 10, run: (i) => renderPreview(benchResume(items, i + 1)) },
      )
    }
    return cases
  },
  async extra(filter) {
    if (!'render'.includes(filter) && !filter.startsWith('render')) return {}
    const bytes: Record<string, number> = {}
    for (const pages of SIZES) bytes[`${pages}-page`] = (await renderPdf(benchResume(await itemsFor(pages), 0))).bytes.length
    const wallStart = performance.now()
    const cold = spawn('cold')
    const coldWallMs = performance.now() - wallStart
    const runs = String(Number(process.env.BENCH_RSS_RUNS ?? 1000))
    return {
      render: {
        pdfBytes: bytes,
        coldStart: { ...cold, wallMsIncludingTsx: Math.round(coldWallMs) },
        rssPdf: { runs: Number(runs), ...spawn('rss', 'pdf', runs) },
        rssPng: { runs: Number(runs), ...spawn('rss', 'png', runs) },
      },
    }
  },
}

export default suite
