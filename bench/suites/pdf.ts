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

let sampleBytes = 0

const suite: BenchSuite = {
  cases: async (): Promise<BenchCase[]> => {
    const doc = await layoutResume(SAMPLE_RESUME, { template: 'rhyhorn' })
    const page = densest(doc)
    sampleBytes = (await pdf(doc)).length
    return [
      {
        name: `pdf: svg -> pdf, dense page, changed blocks (${words(page)} words)`,
        run: (i) => pdf({ ...doc, pages: [changed(page, i)] }),
        warmup: 30,
        runs: 300,
      },
      {
        name: `pdf: svg -> pdf, ${doc.pages.length}-page sample, memoised blocks`,
        run: () => pdf(doc),
        warmup: 30,
        runs: 300,
      },
    ]
  },
  extra: () => (sampleBytes ? { 'pdf: sample bytes': sampleBytes } : {}),
}

export default suite
