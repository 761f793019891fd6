/**
 * The blank-glyph check of NOTES.md: pdf-lib's fontkit subsetter wrote odd-length glyph records
 * with short loca offsets, so most glyphs of Inter and Noto came out blank while the text still
 * extracted. Only ink on a rasterised page shows it: for every bundled family and face, the PDF
 * page must carry about as much ink per line as resvg draws from the same SVG.
 */
import { describe, expect, it } from 'vitest'
import { FONT_FAMILIES } from '../../../src/lib/render/fonts/index.js'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import { h, ink, pageOf, rasterise, resvgPng, satoriBlock } from './helpers.js'
import { blockMarkup } from '../../../src/lib/render/svg.js'

const SAMPLE = 'Quartz glyph jinx: Łódź Ελληνικά Кириллица 0123'
const FACES = [
  { fontWeight: 400, fontStyle: 'normal' },
  { fontWeight: 700, fontStyle: 'normal' },
  { fontWeight: 400, fontStyle: 'italic' },
  { fontWeight: 700, fontStyle: 'italic' },
] as const
const LINE = 24

describe.each(FONT_FAMILIES.map((family) => [family]))('ink of %s in the PDF', (family) => {
  it('matches the resvg rendering line by line (no blank glyphs)', async () => {
    const block = await satoriBlock(
      h(
        'div',
        { display: 'flex', flexDirection: 'column', width: 520, fontFamily: family, fontSize: 16, color: '#000000' },
        FACES.map((face) => h('div', { display: 'flex', height: LINE, ...face }, SAMPLE)),
      ),
      520,
      family,
    )
    const doc = pageOf([block], family, { width: 520, height: block.height })
    doc.pages[0]!.blocks[0]!.x = 0
    doc.pages[0]!.blocks[0]!.y = 0
    const fromPdf = rasterise(await pdf(doc))
    const fromSvg = await resvgPng(blockMarkup(block), family)
    FACES.forEach((face, i) => {
      const box = { x: 0, y: i * LINE * 2, width: 1040, height: LINE * 2 }
      const expected = ink(fromSvg, box)
      expect(expected, `resvg drew line ${i}`).toBeGreaterThan(500)
      expect(ink(fromPdf, box) / expected, `${family} ${face.fontWeight} ${face.fontStyle}`).toBeGreaterThan(0.75)
      expect(ink(fromPdf, box) / expected, `${family} ${face.fontWeight} ${face.fontStyle}`).toBeLessThan(1.35)
    })
  })
})
