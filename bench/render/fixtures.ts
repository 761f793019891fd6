/**
 * Resumes for the render benchmarks: the sample resume grown to 1, 2 or 5 pages, with the run
 * number written into every item, so no memoised block can answer for another run.
 */
import { layoutResume } from '../../src/lib/render/index.js'
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'

const PARAGRAPH =
  'Owned the quarterly roadmap for the payments platform, worked with design and support on the checkout flow, and ran the weekly review where the team decided what to ship next. Reduced failed payments by a third.'

export function benchResume(items: number, run: number): ResumeDataInput {
  const experience = Array.from({ length: items }, (_, i) => ({
    id: `job-${i}`,
    company: `Company ${i} (run ${run})`,
    position: 'Senior Engineer',
    location: 'Prague',
    date: `${2024 - i} - ${2025 - i}`,
    summary: `<p>${PARAGRAPH} Run ${run}.</p><ul><li>Item one of job ${i}, run ${run}.</li><li>Shipped the second milestone early.</li></ul>`,
  }))
  return {
    ...SAMPLE_RESUME,
    basics: { ...SAMPLE_RESUME.basics, name: `Amelia Novák ${run}` },
    sections: {
      ...SAMPLE_RESUME.sections,
      summary: { content: `<p>${SAMPLE_RESUME.sections.summary.content} Run ${run}.</p>` },
      experience: { items: experience },
      skills: { items: SAMPLE_RESUME.sections.skills.items.map((s) => ({ ...s, name: `${(s as { name?: string }).name} ${run}` })) },
      languages: { items: SAMPLE_RESUME.sections.languages.items.map((s) => ({ ...s, description: `${(s as { description?: string }).description} ${run}` })) },
    },
  }
}

/** The smallest item count whose resume lays out to `pages` pages in the default template. */
export async function itemsFor(pages: number): Promise<number> {
  for (let items = 1; items < 80; items++) {
    if ((await layoutResume(benchResume(items, 0))).pages.length >= pages) {
      // Fill the last page rather than just starting it.
      let n = items
      while ((await layoutResume(benchResume(n + 1, 0))).pages.length === pages) n++
      return n
    }
  }
  throw new Error(`no resume of ${pages} pages`)
}
