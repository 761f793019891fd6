/**
 * @module
 * Every template: a 2-page PDF, warm, median over runs whose text differs every time (the run
 * number is in every item, so no memoised block answers for another run). The item count that
 * fills two pages is found per template, since a sidebar or a label column changes the density.
 */
import type { BenchCase, BenchSuite } from '../harness.js'
import { layoutResume, renderPdf } from '../../src/lib/render/index.js'
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'

const PARAGRAPH =
  'Ran the weekly planning for the logistics platform with design and support, kept the release train on time and wrote down every decision so new engineers could follow it.'

function resume(template: string, items: number, run: number): ResumeDataInput {
  return {
    ...SAMPLE_RESUME,
    basics: { ...SAMPLE_RESUME.basics, label: `Senior Product Engineer ${run}` },
    sections: {
      ...SAMPLE_RESUME.sections,
      experience: {
        items: Array.from({ length: items }, (_, i) => ({
          id: `job-${i}`,
          company: `Company ${i} run ${run}`,
          position: 'Senior Engineer',
          location: 'Prague',
          date: `${2024 - i} - ${2025 - i}`,
          summary: `<p>${PARAGRAPH} Run ${run}.</p><ul><li>Shipped milestone ${i} of run ${run}.</li></ul>`,
        })),
      },
    },
    metadata: { template },
  }
}

/** The largest item count that still lays out to two pages in `template`. */
async function twoPages(template: string): Promise<number> {
  let items = 1
  while ((await layoutResume(resume(template, items + 1, 0))).pages.length <= 2) items++
  return items
}

const suite: BenchSuite = {
  async cases() {
    const cases: BenchCase[] = []
    for (const { id } of TEMPLATES) {
      const items = await twoPages(id)
      cases.push({ name: `template ${id} pdf 2-page`, warmup: 10, runs: 30, run: (i) => renderPdf(resume(id, items, i + 1)) })
    }
    return cases
  },
}

export default suite
