/**
 * Child process of node-flags.test.ts, bundled and run the way `npm start` runs the server: renders
 * the largest resumes we know, PDF and every page as PNG, and prints their page counts.
 */
import { renderPdf, renderPreview } from '../../../src/lib/render/index.js'
import type { ResumeDataInput } from '../../../src/lib/schema/index.js'
import { FIXTURES } from '../../templates/fixtures.js'

const fixture = (name: string) => FIXTURES.find((f) => f.name === name)!.resume
const seven = fixture('seven pages')
const cjkText = ['Chinese', 'Japanese', 'Korean'].map((name) => fixture(name).sections!.summary!.content).join('')

/** Seven pages with Chinese, Japanese and Korean in every item: all three CJK fonts at once. */
const sevenPagesCjk: ResumeDataInput = {
  ...seven,
  sections: {
    ...seven.sections,
    experience: {
      items: seven.sections!.experience!.items!.map((item) => ({ ...item, summary: `${(item as { summary: string }).summary}${cjkText}` })),
    },
  },
}

async function main() {
  const results: Record<string, { pdfPages: number; pngPages: number }> = {}
  for (const [name, resume] of [
    ['seven pages', seven],
    ['Chinese', fixture('Chinese')],
    ['seven pages CJK', sevenPagesCjk],
  ] as const) {
    const { pages } = await renderPdf(resume, { timeoutMs: 120_000 })
    for (let page = 0; page < pages; page++) await renderPreview(resume, { page, timeoutMs: 120_000 })
    results[name] = { pdfPages: pages, pngPages: pages }
  }
  process.stdout.write(JSON.stringify({ results, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }) + '\n')
}

// No top-level await: this runs as a CommonJS bundle, as the server does.
void main()
