import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadHarfBuzz } from '../../../src/lib/render/harfbuzz.js'
import { fontFaces } from '../../../src/lib/render/fonts/index.js'
import { DocumentFonts } from '../../../src/lib/render/pdf/fonts.js'
import { PDFDict, PDFDocument, PDFName } from '../../../src/lib/render/pdf/pdf-lib.js'
import { FaceSet, fallbackRuns, shape, type Shaped } from '../../../src/lib/render/shaping.js'
import { blockMarkup, parseSvg } from '../../../src/lib/render/svg.js'
import { h, satoriBlock } from './helpers.js'

beforeAll(loadHarfBuzz)

describe('FaceSet: Satori font selection, redone', () => {
  const set = new FaceSet(fontFaces('Lato'))

  it('puts the requested family first and the others after, in registration order', () => {
    const chain = set.chain('lato', '700', 'italic')
    expect(chain.map((f) => [f.face.name, f.face.weight, f.face.style])).toEqual([
      ['Lato', 700, 'italic'],
      ['Noto Sans', 700, 'italic'],
    ])
    expect(set.chain('noto sans', 'normal', 'normal')[0]!.face.name).toBe('Noto Sans')
  })

  it('picks the nearest weight as CSS does (600 -> 700, 300 -> 400)', () => {
    expect(set.chain('lato', '600', 'normal')[0]!.face.weight).toBe(700)
    expect(set.chain('lato', '300', 'normal')[0]!.face.weight).toBe(400)
    expect(set.chain('lato', 'bold', undefined)[0]!.face.weight).toBe(700)
  })

  it('falls back per character: Greek missing from Lato comes from Noto Sans', () => {
    const runs = fallbackRuns(set.chain('lato', '400', 'normal'), 'abcαβγ')
    expect(runs.map((r) => [r.face.face.name, r.text])).toEqual([
      ['Lato', 'abc'],
      ['Noto Sans', 'αβγ'],
    ])
  })

  it('uses the last face for a character no face has', () => {
    const runs = fallbackRuns(set.chain('lato', '400', 'normal'), '\u{1F600}')
    expect(runs[0]!.face.face.name).toBe('Noto Sans')
  })

  it('parses each font once per process', () => {
    const again = new FaceSet(fontFaces('Lato'))
    expect(again.chain('lato', '400', 'normal')[0]).toBe(set.chain('lato', '400', 'normal')[0])
  })
})

describe('shape: kerned advances match Satori', () => {
  it('shapes complex scripts (Devanagari) with every character accounted for', () => {
    const face = new FaceSet(fontFaces('Inter')).chain('noto sans', '400', 'normal')[0]!
    const run = shape(face, 'नमस्ते')
    expect(run.glyphs.length).toBeGreaterThan(0)
    // Glyphs that stand for characters only together are a span carrying those characters.
    let text = ''
    for (let i = 0; i < run.glyphs.length; ) {
      const span = run.spans.find((s) => s.start === i)
      text += span ? span.text : run.chars[i]
      i = span ? span.end : i + 1
    }
    expect(text).toBe('नमस्ते')
  })

  it('maps glyphs to their characters even when fontkit cached the glyph without any', () => {
    const face = new FaceSet(fontFaces('Noto Serif')).chain('noto serif', '700', 'italic')[0]!
    const font = face.font as unknown as { _cmapProcessor: { lookup(cp: number): number }; getGlyph(id: number): unknown }
    // What the subsetter does for the components of a composite "ή": "η" cached with no code points.
    font.getGlyph(font._cmapProcessor.lookup(0x3b7))
    expect(shape(face, 'Θεσσαλονίκη').chars.join('')).toBe('Θεσσαλονίκη')
  })

  it('gives a ligature glyph all the characters it stands for', () => {
    const face = new FaceSet(fontFaces('Lato')).chain('lato', '400', 'normal')[0]!
    const run = shape(face, 'office')
    expect(run.chars.join('')).toBe('office')
    expect(run.glyphs.length).toBeLessThanOrEqual(6)
  })

  it('kerns AV tighter than A and V apart', () => {
    const face = new FaceSet(fontFaces('Inter')).chain('inter', '400', 'normal')[0]!
    const pair = shape(face, 'AV').glyphs.reduce((sum, g) => sum + g.ax, 0)
    const apart = shape(face, 'A').glyphs[0]!.ax + shape(face, 'V').glyphs[0]!.ax
    expect(pair).toBeLessThan(apart)
  })

  it('gives every word the width Satori measured, within 0.01 pt', async () => {
    const block = await satoriBlock(
      h('div', { display: 'flex', flexWrap: 'wrap', width: 500, fontFamily: 'Inter', fontSize: 14 }, [
        h('div', { display: 'flex', fontWeight: 700 }, 'AVATAR Typography WAVE Tokyo'),
        h('div', { display: 'flex', fontStyle: 'italic' }, 'Yesterday, LAVA flowed.'),
      ]),
      500,
    )
    const set = new FaceSet(fontFaces('Inter'))
    const texts: Array<{ name: string; attrs: Record<string, string>; text: string }> = []
    const walk = (el: ReturnType<typeof parseSvg>['root']) => {
      if (el.name === 'text') texts.push(el)
      el.children.forEach(walk)
    }
    walk(parseSvg(blockMarkup(block)).root)
    const words = texts.filter((t) => t.text.trim())
    expect(words.length).toBeGreaterThanOrEqual(7)
    for (const word of words) {
      const chain = set.chain(word.attrs['font-family']!, word.attrs['font-weight'], word.attrs['font-style'])
      const size = Number(word.attrs['font-size'])
      const width = fallbackRuns(chain, word.text).reduce((sum, run) => {
        const advance = shape(run.face, run.text).glyphs.reduce((total, g) => total + g.ax, 0)
        return sum + (advance * size) / run.face.font.unitsPerEm
      }, 0)
      expect(Math.abs(width - Number(word.attrs.width)), word.text).toBeLessThan(0.01)
    }
  })
})

describe('DocumentFonts: the glyphs of replayed blocks', () => {
  it('maps each glyph to its first non-empty claim, in the order the blocks were replayed', async () => {
    const face = new FaceSet(fontFaces('Lato')).chain('lato', '400', 'normal')[0]!
    const run = (gids: number[], chars: string[]): Shaped => ({ glyphs: gids.map((g, i) => ({ g, cl: i, ax: 500, dx: 0, dy: 0 })), chars, spans: [] })
    const span = run([5], [''])
    const first = new DocumentFonts()
    first.use(face, span)
    const second = new DocumentFonts()
    second.use(face, run([5, 6], ['a', 'b']))
    const third = new DocumentFonts()
    third.use(face, run([6, 7], ['z', 'c']))
    third.use(face, span)
    const doc = new DocumentFonts()
    for (const block of [first, second, third]) doc.merge(block)
    const pdf = await PDFDocument.create({ updateMetadata: false })
    const ref = doc.embed(pdf.context).get(`F${face.id}`)!
    const font = pdf.context.lookup(ref, PDFDict)
    const toUnicode = pdf.context.lookup(font.get(PDFName.of('ToUnicode'))) as unknown as { contents: Uint8Array }
    const cmap = inflateSync(toUnicode.contents).toString('latin1')
    expect(cmap).toContain('3 beginbfchar\n<0005> <0061>\n<0006> <0062>\n<0007> <0063>\nendbfchar')
  })
})
