/**
 * The matrix over all 12 templates (matrix-*.test.ts), A4 and Letter: name only, one page, seven pages, every
 * section, Chinese, Japanese, Korean and a 400-character word each render without error, keep
 * every block inside the page box and apart from the others, lose no text (pdftotext has every
 * word; CJK compared per character), and the tinted sidebars of glalie, gengar and chikorita run
 * from the top to the bottom of every page.
 */
import { describe, expect, it } from 'vitest'
import { layoutResume, renderPdf, type PagedDocument } from '../../src/lib/render/index.js'
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { pdfinfo, pdftotext } from '../render/helpers/poppler.js'
import { FIXTURES, textsOf } from './fixtures.js'

const FORMATS = ['a4', 'letter'] as const
const SIDEBARS = new Set(['glalie', 'gengar', 'chikorita'])

/** Ligatures folded, whitespace removed, case folded (some templates set headings in capitals). */
const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

function checkBoxes(document: PagedDocument) {
  for (const [n, page] of document.pages.entries()) {
    const boxes = page.blocks.map((p) => ({ left: p.x, right: p.x + p.block.width, top: p.y, bottom: p.y + p.clipBottom - p.clipTop }))
    for (const box of boxes) {
      expect(box.left, `page ${n}`).toBeGreaterThanOrEqual(-0.01)
      expect(box.right, `page ${n}`).toBeLessThanOrEqual(page.width + 0.01)
      expect(box.top, `page ${n}`).toBeGreaterThanOrEqual(-0.01)
      expect(box.bottom, `page ${n}`).toBeLessThanOrEqual(page.height + 0.01)
    }
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b, j) => {
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.01 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.01
        expect(overlap, `page ${n}: blocks ${i} and ${i + j + 1} overlap`).toBe(false)
      }),
    )
  }
}

function checkSidebar(document: PagedDocument) {
  for (const [n, page] of document.pages.entries()) {
    const full = page.backdrops.filter((b) => b.y <= 0.01 && b.y + b.height >= page.height - 0.01 && b.width > page.width * 0.2)
    expect(full, `page ${n} of ${document.pages.length} has a full-height sidebar`).toHaveLength(1)
  }
}

function checkText(extracted: string, resume: ResumeDataInput, cjk: boolean) {
  const text = squash(extracted)
  for (const field of textsOf(resume)) {
    if (cjk) {
      for (const char of squash(field)) expect(text, `missing "${char}" of "${field}"`).toContain(char)
    } else {
      // Split at hyphens too: pdftotext may drop the hyphen where a line broke after it.
      for (const word of field.split(/[\s-]+/).filter(Boolean)) expect(text, `missing "${word}"`).toContain(squash(word))
    }
  }
}

/** The matrix for some templates; two test files share the twelve so they run on two cores. */
export const matrix = (templates: readonly string[]) =>
  describe.each(templates)('%s', (template) => {
    it.each(FIXTURES.map((f) => [f.name, f] as const))('%s, A4 and Letter', async (_, fixture) => {
      for (const format of FORMATS) {
        const resume: ResumeDataInput = { ...fixture.resume, metadata: { ...fixture.resume.metadata, template, page: { format } } }
        const document = await layoutResume(resume)
        expect(document.pages.length, format).toBeGreaterThanOrEqual(fixture.pages.min)
        expect(document.pages.length, format).toBeLessThanOrEqual(fixture.pages.max)
        checkBoxes(document)
        if (SIDEBARS.has(template)) checkSidebar(document)
        const { bytes, pages } = await renderPdf(resume)
        expect(pages).toBe(document.pages.length)
        expect(Number(pdfinfo(bytes).Pages)).toBe(pages)
        checkText(pdftotext(bytes), resume, fixture.cjk)
      }
    }, 120_000)
  })
