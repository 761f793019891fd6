/**
 * No design breaks a section name inside a word: the guess of a word's width that sizes the
 * narrow columns (bronzor's labels, glalie's sidebar) is never under the width the bundled fonts
 * draw, and in every template every word of every section name, in every language the templates
 * speak and in the script fixtures, is drawn whole on one line. The label-column designs
 * (nosepass, bronzor) also keep a name too wide for any column whole.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/lib/i18n/locales.js'
import { layoutResume, type PagedDocument } from '../../src/lib/render/index.js'
import { FONT_FAMILIES, fontFaces, loadFonts, scriptFamilies } from '../../src/lib/render/fonts/index.js'
import { loadHarfBuzz } from '../../src/lib/render/harfbuzz.js'
import { faceSetOf, placeGlyphs } from '../../src/lib/render/shaping.js'
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { widestWord } from '../../src/templates/parts/label-column.js'
import { SCRIPT_FIXTURES } from '../render/scripts/fixtures.js'
import { FIXTURES } from './fixtures.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

beforeAll(loadHarfBuzz)

const every = FIXTURES.find((f) => f.name === 'every section')!.resume
const sections = every.sections as Record<string, unknown>
const ids = Object.keys(sections).filter((id) => id !== 'custom')

/** Each resume with the section names it draws: the script fixtures', and every locale's defaults. */
const cases: Array<{ name: string; resume: ResumeDataInput; headings: string[] }> = [
  ...SCRIPT_FIXTURES.map((f) => ({ name: f.name, resume: f.resume, headings: Object.values(f.resume.sections ?? {}).map((s) => (s as { name: string }).name) })),
  ...Object.entries(LOCALES).map(([code, locale]) => ({
    name: code,
    resume: { ...every, metadata: { locale: code } },
    headings: ids.map((id) => locale.headings[id as keyof typeof locale.headings]),
  })),
]

// Scripts set without spaces break between syllables or characters, as their readers expect.
const UNSPACED = /[\p{Script=Thai}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const words = [...new Set(cases.flatMap((c) => c.headings.flatMap((h) => h.split(/\s+/))))].filter((w) => w !== '')

describe('widestWord', () => {
  it('is at least the drawn width of every section name word, bold, in every bundled family, as written and in capitals', async () => {
    for (const family of FONT_FAMILIES) {
      for (const word of words.flatMap((w) => [w, w.toUpperCase()])) {
        const scripts = scriptFamilies(word)
        await loadFonts(scripts)
        const chain = faceSetOf(fontFaces(family, scripts)).chain(family, '700', 'normal')
        const glyphs = placeGlyphs(chain, `${word} `, 10, 0.5)
        // The pen position of the space after the word, less the spacing after its last letter.
        const drawn = glyphs.at(-1)!.x - 0.5
        expect(widestWord(word, 10, 0.5), `${word} in ${family}`).toBeGreaterThanOrEqual(drawn)
      }
    }
  })

  it('is the widest word of a name, not the name', () => {
    expect(widestWord('Work Experience', 10)).toBe(widestWord('Experience', 10))
    expect(widestWord('Experience', 20)).toBeCloseTo(widestWord('Experience', 10) * 2)
  })
})

const unescape = (t: string) => t.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
/** Every `<text>` run drawn: Satori writes a line's words as runs, a word broken over two lines as two. */
const runs = (document: PagedDocument) =>
  new Set(document.pages.flatMap((p) => p.blocks.flatMap((b) => [...blockMarkup(b.block).matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]!).trim()))))

describe.each(TEMPLATES.map((t) => t.id))('%s', (template) => {
  it('draws every word of every section name whole, in every language and script', async () => {
    // Every case's broken words at once, so a failure names every language it breaks in.
    const broken: Record<string, string[]> = {}
    for (const { name, resume, headings } of cases) {
      const drawn = runs(await layoutResume({ ...resume, metadata: { ...resume.metadata, template } }))
      const words = headings
        .flatMap((h) => h.split(/\s+/))
        .filter((w) => w !== '' && !UNSPACED.test(w))
        .filter((w) => !drawn.has(w) && !drawn.has(w.toUpperCase()))
      if (words.length > 0) broken[name] = words
    }
    expect(broken).toEqual({})
  }, 120_000)
})

describe.each(['nosepass', 'bronzor'])('%s', (template) => {
  it('draws a name too wide for any label column whole (bronzor sets it above its items)', async () => {
    const long = 'Donaudampfschifffahrtsgesellschaftskapitän'
    const resume: ResumeDataInput = { ...every, sections: { ...sections, projects: { ...(sections.projects as object), name: long } }, metadata: { template } }
    expect(runs(await layoutResume(resume)).has(template === 'nosepass' ? long.toUpperCase() : long)).toBe(true)
  })
})
