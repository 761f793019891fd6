/**
 * Issue 11: every word of resumes in Arabic, Persian, Hebrew, Thai, Hindi, Bengali, Tamil,
 * Georgian, Armenian and a mixed one is in pdftotext's output for every template (Thai phrase by
 * phrase, whitespace removed), and no content stream draws glyph id 0 (.notdef). Right to left,
 * section headings, letter-spaced in some templates, come out as whole words (their letters once
 * came out with spaces between them), multi-word phrases also read with their spaces in logical
 * order, and date ranges keep their years apart (words once ran together where the PDF's
 * extraction space was shaped into the word) and read in logical order when they end in a word
 * (`2019 - الآن` once read ` - 2019الآن`). Section headings in every script set with spaces are
 * whole words too (kakuna's spaced capitals once extracted as `S U M M A R Y`). Every word is a
 * word of the text, whitespace kept: right to left, texts of one line in different groups once
 * glued (`layla@example.joعمّان`, `2016סטודיו`), and Bengali `বিক্রয়` extracted as `বিক্র য়`.
 */
import { describe, expect, it } from 'vitest'
import { renderPdf } from '../../../src/lib/render/index.js'
import { TEMPLATES } from '../../../src/templates/catalog.js'
import { pdftotext } from '../helpers/poppler.js'
import { SCRIPT_FIXTURES } from './fixtures.js'
import { brokenDates, headingsOf, missingPhrases, missingWords, spacedHeadings, splitWords, notdefGlyphs } from './helpers.js'

/**
 * Words known to extract glued to a neighbour, by fixture, in every template. The mixed resume's
 * languages line `العربية · Native` is a left-to-right line starting with an Arabic word: bidi.ts
 * marks its spaces as right to left (it reads every line holding an Arabic letter as a
 * right-to-left paragraph), and poppler, reading the line right to left, glues `Native` to
 * `العربية` in the templates listed (the others set the language and its level apart). Telling the
 * two paragraph directions apart needs the direction Satori laid it out in.
 */
const GLUED: Record<string, { words: string[]; templates: string[] }> = {
  mixed: { words: ['العربية', 'native'], templates: ['rhyhorn', 'azurill', 'pikachu', 'nosepass', 'bronzor', 'ditto', 'kakuna', 'leafish', 'onyx'] },
}
const glued = (fixture: string, template: string) => (GLUED[fixture]?.templates.includes(template) ? GLUED[fixture].words : [])

describe.each(SCRIPT_FIXTURES.map((f) => [f.name, f] as const))('%s', (_, fixture) => {
  it('has every word in the text layer and no .notdef glyph, in every template', async () => {
    for (const { id } of TEMPLATES) {
      const { bytes } = await renderPdf({ ...fixture.resume, metadata: { template: id } })
      const text = pdftotext(bytes)
      expect(missingWords(text, fixture), id).toEqual([])
      // Whole words: none glued to a neighbour or split inside.
      expect(splitWords(text, fixture), id).toEqual(glued(fixture.name, id))
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
