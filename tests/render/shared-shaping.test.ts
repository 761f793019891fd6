/**
 * The patched Satori shapes the words it measures through the exporters' runs (shaping.ts
 * shapeForSatori), so a new word is shaped once. That is only sound where our runs hold what
 * Satori's own HarfBuzz would give: the same glyphs under HarfBuzz's guessed direction.
 */
import { __lsShapeWith } from 'satori'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fontFaces, loadFonts, scriptFamilies } from '../../src/lib/render/fonts/index.js'
import { harfBuzz, loadHarfBuzz, type HbGlyph } from '../../src/lib/render/harfbuzz.js'
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

/** What of harfbuzzjs's own API the reference shaping uses (src/lib/render/harfbuzz.ts goes around it). */
interface HarfBuzzJs {
  createBuffer(): { addText(text: string): void; guessSegmentProperties(): void; json(): Array<HbGlyph & { ay: number; flags: number }>; destroy(): void }
  shape(font: unknown, buffer: unknown): void
}

/**
 * Shaped as the unpatched Satori shapes a word, through harfbuzzjs's buffer and its JSON: the
 * guessed segment properties, nothing set.
 */
function asSatoriShapes(data: Uint8Array, text: string): HbGlyph[] {
  const hb = harfBuzz()
  const js = hb as unknown as HarfBuzzJs
  const font = hb.createFont(hb.createFace(hb.createBlob(data), 0))
  const buffer = js.createBuffer()
  try {
    buffer.addText(text)
    buffer.guessSegmentProperties()
    js.shape(font, buffer)
    return buffer.json().map(({ g, cl, ax, dx, dy }) => ({ g, cl, ax, dx, dy }))
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

  it('gives a word measured after it was measured with its space the glyphs it has shaped alone', async () => {
    const words = ['Ta', 'AT', 'Wo', 'fi', 'office', 'Yr', 'f', 'r.', 'V,', 'L\'', 'quick', 'Av', '11', 'ff', 'Ty', 'P.', 'hello,']
    let cuts = 0
    for (const family of ['Inter', 'IBM Plex Sans', 'IBM Plex Serif', 'Lato', 'Lora', 'Roboto', 'Noto Sans', 'Noto Serif']) {
      for (const face of fontFaces(family, [], false).map(faceOf)) {
        const buffer = face.face.data.buffer as ArrayBuffer
        for (const stem of words) {
          // New to this face's runs: none of the tests before shape these words alone.
          const word = `${stem}${stem}`
          const spaced = shapeForSatori(buffer, `${word} `)!
          const alone = shapeForSatori(buffer, word)!
          expect(alone, `${family} ${face.face.weight} ${face.face.style}: ${word}`).toEqual(asSatoriShapes(face.face.data, word))
          if (alone[0] === spaced[0]) cuts++
        }
      }
    }
    // Most words are cut from their spaced runs, not shaped again (544 words in all).
    expect(cuts).toBeGreaterThan(500)
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
    expect(shape(face, word).glyphs).toBe(measured)
    // The same objects Satori measured with: the word's run was kept, not shaped again.
    expect(shapeForSatori(face.face.data.buffer as ArrayBuffer, word)).toBe(measured)
  })
})
