/**
 * A shaped glyph is one object per font and set of values (harfbuzz.ts glyphOf): the runs of new
 * words share them instead of each holding its own, and what they hold stays what HarfBuzz gave.
 */
import { beforeAll, expect, it } from 'vitest'
import { fontFaces } from '../../src/lib/render/fonts/index.js'
import { harfBuzz, loadHarfBuzz, shapeText, type HbFont } from '../../src/lib/render/harfbuzz.js'

let font: HbFont
beforeAll(async () => {
  await loadHarfBuzz()
  const hb = harfBuzz()
  font = hb.createFont(hb.createFace(hb.createBlob(fontFaces('Inter')[0]!.data), 0))
})

it('shares the glyph at the same cluster with the same advance between words', () => {
  const [a] = shapeText(font, 'make').glyphs
  const [b] = shapeText(font, 'mild').glyphs
  expect(a).toEqual(b)
  expect(a).toBe(b)
})

it('keeps glyphs apart where a value differs', () => {
  const first = shapeText(font, 'ab').glyphs[1]!
  const later = shapeText(font, 'bb').glyphs[0]!
  expect(first.g).toBe(later.g)
  expect(first.cl).not.toBe(later.cl)
  expect(first).not.toBe(later)
})

it('gives the glyphs of the unshared clusters of a long run their own values', () => {
  const text = 'a'.repeat(70)
  const { glyphs } = shapeText(font, text)
  expect(glyphs).toHaveLength(70)
  expect(glyphs.map((g) => g.cl)).toEqual([...text].map((_, i) => i))
  expect(new Set(glyphs).size).toBe(70)
})
