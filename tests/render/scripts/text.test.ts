/**
 * Issue 11: every word of resumes in Arabic, Persian, Hebrew, Thai, Hindi, Bengali, Tamil,
 * Georgian, Armenian and a mixed one is in pdftotext's output for every template (Thai phrase by
 * phrase, whitespace removed), and no content stream draws glyph id 0 (.notdef). Right to left,
 * section headings, letter-spaced in some templates, come out as whole words (their letters once
 * came out with spaces between them), multi-word phrases also read with their spaces in logical
 * order, and date ranges keep their years apart (words once ran together where the PDF's
 * extraction space was shaped into the word) and read in logical order when they end in a word
 * (`2019 - الآن` once read ` - 2019الآن`). Section headings in every script set with spaces are
 * whole words too (kakuna's spaced capitals once extracted as `S U M M A R Y`).
 */
import { describe, expect, it } from 'vitest'
import { renderPdf } from '../../../src/lib/render/index.js'
import { TEMPLATES } from '../../../src/templates/catalog.js'
import { pdftotext } from '../helpers/poppler.js'
import { SCRIPT_FIXTURES } from './fixtures.js'
import { brokenDates, headingsOf, missingPhrases, missingWords, spacedHeadings, notdefGlyphs } from './helpers.js'

describe.each(SCRIPT_FIXTURES.map((f) => [f.name, f] as const))('%s', (_, fixture) => {
  it('has every word in the text layer and no .notdef glyph, in every template', async () => {
    for (const { id } of TEMPLATES) {
      const { bytes } = await renderPdf({ ...fixture.resume, metadata: { template: id } })
      const text = pdftotext(bytes)
      expect(missingWords(text, fixture), id).toEqual([])
      expect(notdefGlyphs(bytes), id).toBe(0)
      // Letter-spaced in some templates: each heading word still one word, no space inside it.
      if (!fixture.unspaced) expect(spacedHeadings(text, headingsOf(fixture)), id).toEqual([])
      if (fixture.rtl) {
        expect(missingPhrases(text, fixture), id).toEqual([])
        expect(brokenDates(text, fixture), id).toEqual([])
      }
    }
  }, 120_000)
})

describe('notdefGlyphs', () => {
  it('counts glyph id 0 in a PDF drawing characters no bundled font has', async () => {
    // U+0D9A (Sinhala) is in none of the bundled fonts: it falls back to .notdef.
    const { bytes } = await renderPdf({ basics: { name: 'Ada \u0d9a\u0d9a' } })
    expect(notdefGlyphs(bytes)).toBeGreaterThan(0)
  })
})
