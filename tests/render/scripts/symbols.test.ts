/**
 * Symbols people put in resumes and no Latin family draws (rating stars and dots, check marks,
 * arrows, square bullets, ☎ and ✉, circled numbers) come from Noto Sans Symbols 2, Noto Sans Math
 * and Noto Sans Symbols: in every template and family they are real glyphs (no glyph id 0, which
 * drew them as empty boxes) and come back out of the PDF's text layer.
 */
import { describe, expect, it } from 'vitest'
import { renderPdf } from '../../../src/lib/render/index.js'
import { FONT_FAMILIES } from '../../../src/lib/render/fonts/index.js'
import { TEMPLATES } from '../../../src/templates/catalog.js'
import { pdftotext } from '../helpers/poppler.js'
import { poppler } from '../pdf/helpers.js'
import { notdefGlyphs } from './helpers.js'

const SYMBOLS = ['→', '⇒', '↗', '★', '☆', '●', '○', '■', '▪', '►', '◆', '✓', '✔', '✗', '➜', '☎', '✉', '≥', '①', '❶', '♪']

const resume = (template: string, family: string) => ({
  basics: { name: 'Ada Lovelace', label: `Engineer ${SYMBOLS.join(' ')}` },
  sections: {
    skills: { items: [{ id: 's1', visible: true, name: 'Rust ★★★★☆', keywords: ['→ fast', '✓ safe'] }] },
    experience: {
      items: [{ id: 'e1', visible: true, company: 'Analytical Engines', position: 'Lead', date: '2020 → now', summary: '<ul><li>▪ Shipped ✓</li><li>► Cut costs ≥ 30 %</li></ul>' }],
    },
  },
  metadata: { template, typography: { font: { family } } },
})

describe('symbols', () => {
  it('draws every symbol with a glyph and keeps it in the text layer, in every template and family', async () => {
    for (const [i, { id }] of TEMPLATES.entries()) {
      const family = FONT_FAMILIES[i % FONT_FAMILIES.length]!
      const { bytes } = await renderPdf(resume(id, family))
      const where = `${id} in ${family}`
      expect(notdefGlyphs(bytes), where).toBe(0)
      const text = pdftotext(bytes)
      expect(SYMBOLS.filter((symbol) => !text.includes(symbol)), where).toEqual([])
    }
  }, 120_000)

  it('takes them from the symbol fonts where the family has none of them', async () => {
    const { bytes } = await renderPdf(resume('azurill', 'Lato'))
    const fonts = [...poppler('pdffonts', bytes).stdout.matchAll(/\+(\S+)/g)].map(([, name]) => name!).filter((name) => !name.startsWith('Lato'))
    expect(fonts.sort()).toEqual(['NotoSansMath-Regular', 'NotoSansSymbols-Regular', 'NotoSansSymbols2-Regular'])
  })

  it('leaves the symbol fonts out of a resume without such symbols', async () => {
    const { bytes } = await renderPdf({ basics: { name: 'Ada Lovelace', label: 'Engineer – “quoted” • 100 € ™' } })
    expect(poppler('pdffonts', bytes).stdout).not.toMatch(/Symbols|Math|Emoji/)
  })
})
