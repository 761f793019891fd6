/**
 * The patched Satori shapes the words it measures through the exporters' runs (shaping.ts
 * shapeForSatori), so a new word is shaped once. That is only sound where our runs hold what
 * Satori's own HarfBuzz would give: the same glyphs under HarfBuzz's guessed direction.
 */
import { __lsShapeWith } from 'satori'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fontFaces, loadFonts, scriptFamilies } from '../../src/lib/render/fonts/index.js'
import { harfBuzz, loadHarfBuzz, shapedGlyphs, type HbGlyph } from '../../src/lib/render/harfbuzz.js'
import { measureBlock } from '../../src/lib/render/layout/measure.js'
import { faceOf, shape, shapeForSatori } from '../../src/lib/render/shaping.js'
import { h } from '../../src/templates/element.js'

beforeAll(loadHarfBuzz)
afterEach(() => __lsShapeWith(shapeForSatori))

/** The face of `family`'s chain (with the scripts `text` needs) that has every character of it. */
async function faceFor(text: string, family = 'Inter') {
  const scripts = scriptFamilies(text)
  await loadFonts(scripts)
  const face = fontFaces(family, scripts)
    .map(faceOf)
    .find((f) => [...text].every((c) => f.font.hasGlyphForCodePoint(c.codePointAt(0)!)))
  if (!face) throw new Error(`no face draws ${text}`)
  return face
}

/** Shaped as Satori's own HarfBuzz shapes a word: its guessed segment properties, nothing set. */
function asSatoriShapes(data: Uint8Array, text: string): HbGlyph[] {
  const hb = harfBuzz()
  const font = hb.createFont(hb.createFace(hb.createBlob(data), 0))
  const buffer = hb.createBuffer()
  try {
    buffer.addText(text)
    buffer.guessSegmentProperties()
    hb.shape(font, buffer)
    return shapedGlyphs(buffer)
  } finally {
    buffer.destroy()
    font.destroy()
  }
}

describe('shaping shared with Satori', () => {
  const leftToRight = ['AVATAR Wave', 'office affluent', 'Ünïcödé façade', 'Ελληνικά Кириллица', '2019 - 2024, 3.5%', 'हिन्दी भाषा', 'ภาษาไทย', 'ქართული', 'বাংলা', 'தமிழ்', 'Հայերեն']

  it.each(leftToRight)('serves %s with the glyphs Satori would have shaped', async (text) => {
    const face = await faceFor(text)
    const served = shapeForSatori(face.face.data.buffer as ArrayBuffer, text)
    expect(served).toBeDefined()
    expect(served!.length).toBeGreaterThan(0)
    expect(served).toEqual(asSatoriShapes(face.face.data, text))
  })

  it.each(['مهندس برمجيات', 'מהנדס תוכנה', 'x مهندس'])('leaves right-to-left text (%s) to Satori', async (text) => {
    const face = await faceFor(text)
    expect(shapeForSatori(face.face.data.buffer as ArrayBuffer, text)).toBeUndefined()
  })

  it('leaves fonts it was not given to Satori', () => {
    expect(shapeForSatori(new ArrayBuffer(8), 'word')).toBeUndefined()
  })

  it('draws the glyphs Satori measured, shaped once', async () => {
    const asked: string[] = []
    __lsShapeWith((font, text) => {
      asked.push(text)
      return shapeForSatori(font, text)
    })
    const word = `Quokkafied${Date.now().toString(36)}`
    await measureBlock(h('div', { display: 'flex', width: 300, fontFamily: 'Inter', fontSize: 14 }, `${word} today`), 300, 'Inter')
    expect(asked).toContain(word)
    const face = await faceFor(word)
    const measured = shapeForSatori(face.face.data.buffer as ArrayBuffer, word)!
    expect(shape(face, word).gids).toEqual(measured.map((g) => g.g))
    // The same objects Satori measured with: the word's run was kept, not shaped again.
    expect(shapeForSatori(face.face.data.buffer as ArrayBuffer, word)).toBe(measured)
  })
})
