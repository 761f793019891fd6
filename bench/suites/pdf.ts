/**
 * @module
 * The PDF writer alone (SVG -> PDF), on the pages the layout stage makes for the sample resume:
 * per dense page with fresh, slightly changed blocks (no parse, word or subset cache can answer
 * fully), and per whole document with memoised blocks (a re-render of an unchanged resume).
 */
import type { BenchCase, BenchSuite } from '../harness.js'
import { layoutResume } from '../../src/lib/render/index.js'
import type { PagedDocument, Page } from '../../src/lib/render/page.js'
import { pdf } from '../../src/lib/render/pdf/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'

/** The page with the most `<text>` elements: the densest one. */
const densest = (doc: PagedDocument): Page =>
  doc.pages.reduce((best, page) => (words(page) > words(best) ? page : best))
const words = (page: Page) => page.blocks.reduce((sum, b) => sum + b.block.svg.split('<text').length - 1, 0)

/** The page with new block objects whose first word carries `i`: parsed and shaped anew. */
const changed = (page: Page, i: number): Page => ({
  ...page,
  blocks: page.blocks.map((placed) => ({
    ...placed,
    block: { ...placed.block, svg: placed.block.svg.replace('</text>', `${i}</text>`) },
  })),
})

let measured: { cases: BenchCase[]; changedPage: (i: number) => Promise<Uint8Array>; memoised: () => Promise<Uint8Array>; pages: number } | undefined

/** CPU milliseconds per run: on a shared 2-core machine wall time mostly measures the neighbours. */
async function cpuPerRun(run: (i: number) => Promise<unknown>, runs = 100): Promise<number> {
  const start = process.cpuUsage()
  for (let i = 0; i < runs; i++) await run(1_000_000 + i)
  const used = process.cpuUsage(start)
  return Math.round(((used.user + used.system) / 1000 / runs) * 100) / 100
}

const suite: BenchSuite = {
  cases: async (): Promise<BenchCase[]> => {
    const doc = await layoutResume(SAMPLE_RESUME, { template: 'rhyhorn' })
    const page = densest(doc)
    const changedPage = (i: number) => pdf({ ...doc, pages: [changed(page, i)] })
    const memoised = () => pdf(doc)
    const cases: BenchCase[] = [
      {
        name: `pdf: svg -> pdf, dense page, changed blocks (${words(page)} words)`,
        run: changedPage,
        warmup: 30,
        runs: 300,
      },
      {
        name: `pdf: svg -> pdf, ${doc.pages.length}-page sample, memoised blocks`,
        run: memoised,
        warmup: 30,
        runs: 300,
      },
    ]
    measured = { cases, changedPage, memoised, pages: doc.pages.length }
    return cases
  },
  // CPU figures only when the filter runs one of this suite's cases: they take seconds.
  extra: async (filter) => {
    if (!measured || !measured.cases.some((c) => c.name.includes(filter))) return {}
    const { changedPage, memoised, pages } = measured
    return {
      'pdf: sample bytes': (await memoised()).length,
      'pdf: cpu ms per dense page, changed blocks': await cpuPerRun(changedPage),
      [`pdf: cpu ms per ${pages}-page sample, memoised blocks`]: await cpuPerRun(memoised),
    }
  },
}

export default suite
