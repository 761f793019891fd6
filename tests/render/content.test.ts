/**
 * Content preservation, end to end: generated resumes (Latin Extended, Greek, Cyrillic; one page
 * to about six) through every shipped template to PDF; pdftotext must contain every word drawn,
 * and every item and paragraph exactly once (nothing lost or duplicated at a page break). The
 * same layouts are checked for blocks outside the page box or over one another.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { layoutResume, renderPdf, type PagedDocument } from '../../src/lib/render/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { generatedResume } from './helpers/resumes.js'
import { pdfinfo, pdftotext } from './helpers/poppler.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

// Enough runs per template to span one to four pages and more (about 2.5 minutes for the twelve).
const RUNS_PER_TEMPLATE = 17

/**
 * Compatibility forms folded (ligatures), whitespace removed: line breaks and hyphen breaks vanish.
 * Case folded too: some templates set section names in capitals.
 */
const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const TEXT = /<text x="[^"]*" y="([^"]*)"[^>]*>([^<]*)<\/text>/g

/** The words the layout puts on pages: each block's `<text>` whose baseline is inside its slice. */
const layoutText = (document: PagedDocument) =>
  document.pages
    .flatMap((page) =>
      page.blocks.flatMap((placed) =>
        [...blockMarkup(placed.block).matchAll(TEXT)]
          .filter((m) => Number(m[1]) >= placed.clipTop && Number(m[1]) < placed.clipBottom)
          .map((m) => m[2]!.replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e)),
      ),
    )
    .join(' ')

function checkText(raw: string, texts: string[], unique: string[], stage: string) {
  const text = squash(raw)
  for (const field of texts) {
    for (const word of field.split(/\s+/).filter(Boolean)) expect(text, `${stage}: missing "${word}"`).toContain(squash(word))
  }
  for (const token of unique) expect(occurrences(text, squash(token)), `${stage}: ${token} count`).toBe(1)
}

function checkLayout(document: PagedDocument) {
  for (const page of document.pages) {
    const boxes = page.blocks.map((p) => ({ left: p.x, right: p.x + p.block.width, top: p.y, bottom: p.y + p.clipBottom - p.clipTop }))
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(-0.01)
      expect(box.right).toBeLessThanOrEqual(page.width + 0.01)
      expect(box.top).toBeGreaterThanOrEqual(-0.01)
      expect(box.bottom).toBeLessThanOrEqual(page.height + 0.01)
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!
        const b = boxes[j]!
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.01 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.01
        expect(overlap, `blocks ${i} and ${j} overlap`).toBe(false)
      }
    }
  }
}

describe.each(TEMPLATES.map((t) => t.id))('content preservation: %s', (template) => {
  it(`keeps every word, once, over ${RUNS_PER_TEMPLATE} generated resumes`, async () => {
    const pageCounts: number[] = []
    await fc.assert(
      fc.asyncProperty(generatedResume, async ({ resume, unique, texts }) => {
        const { bytes, pages } = await renderPdf(resume, { template })
        pageCounts.push(pages)
        expect(Number(pdfinfo(bytes).Pages)).toBe(pages)
        // The layout first (pagination alone), then the PDF (what a reader or an ATS extracts).
        const document = await layoutResume(resume, { template })
        checkLayout(document)
        checkText(layoutText(document), texts, unique, 'layout')
        checkText(pdftotext(bytes), texts, unique, 'pdf')
      }),
      { numRuns: RUNS_PER_TEMPLATE, seed: 20261122 + template.length, endOnFailure: true },
    )
    expect(Math.max(...pageCounts)).toBeGreaterThanOrEqual(4)
    expect(Math.min(...pageCounts)).toBe(1)
  }, 240_000)
})
