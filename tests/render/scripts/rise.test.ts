/**
 * A raised or lowered glyph (a nukta under its letter, the dots of a dotless Arabic form) is drawn
 * with its rise: the text rise goes back to the baseline after its TJ, never between the Ts that
 * raises it and the glyph (the glyph was then drawn on the baseline).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { fontFaces } from '../../../src/lib/render/fonts/index.js'
import { loadHarfBuzz } from '../../../src/lib/render/harfbuzz.js'
import { Shows } from '../../../src/lib/render/pdf/content.js'
import { DocumentFonts } from '../../../src/lib/render/pdf/fonts.js'
import { textOperators } from '../../../src/lib/render/pdf/text.js'
import { faceSetOf } from '../../../src/lib/render/shaping.js'

beforeAll(loadHarfBuzz)

describe('text rise', () => {
  it.each(['বিক্রয়', 'স্বয়ংক্রিয়', 'اکنون', 'نّ'])('draws every raised glyph of %s raised', (word) => {
    const faces = faceSetOf(fontFaces('IBM Plex Sans', ['Noto Sans Bengali', 'Noto Sans Arabic']))
    const shows = new Shows()
    textOperators({ x: 0, y: 10, size: 10, text: word, letterSpacing: 0 }, faces.chain('IBM Plex Sans', '400', 'normal'), new DocumentFonts(), shows)
    const ops = shows.ops.slice(0, shows.length).join(' ')
    expect(ops).toMatch(/-?[\d.]+ Ts/)
    // A rise set then undone with no glyph shown between.
    expect(ops).not.toMatch(/-?[\d.]+ Ts 0 Ts/)
    expect(ops).not.toMatch(/ Ts(?:(?!TJ).)* Ts/)
  })
})
