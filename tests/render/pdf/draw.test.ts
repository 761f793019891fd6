import { beforeAll, describe, expect, it } from 'vitest'
import { loadHarfBuzz } from '../../../src/lib/render/harfbuzz.js'
import { fontFaces } from '../../../src/lib/render/fonts/index.js'
import { Content } from '../../../src/lib/render/pdf/content.js'
import { drawSvg, type DrawContext } from '../../../src/lib/render/pdf/draw.js'
import { DocumentFonts, pdfWidth } from '../../../src/lib/render/pdf/fonts.js'
import { faceSetOf } from '../../../src/lib/render/shaping.js'
import { DocumentImages } from '../../../src/lib/render/pdf/image.js'
import { parseSvg } from '../../../src/lib/render/svg.js'

beforeAll(loadHarfBuzz)

function draw(body: string, slice: [number, number] | null = null): { ops: string; ctx: DrawContext } {
  const ctx: DrawContext = {
    content: new Content(),
    faces: faceSetOf(fontFaces('Inter')),
    fonts: new DocumentFonts(),
    images: new DocumentImages(),
    gstates: new Map(),
  }
  drawSvg(parseSvg(`<svg width="100" height="100" xmlns="http://www.w3.org/2000/svg">${body}</svg>`), ctx, slice)
  return { ops: ctx.content.toString(), ctx }
}

describe('drawSvg', () => {
  it('fills a rect in its colour without a graphics state when opaque', () => {
    const { ops, ctx } = draw('<rect x="1" y="2" width="3" height="4" fill="#ff0000"/>')
    expect(ops).toContain('1 0 0 rg')
    expect(ops).toContain('1 2 3 4 re f')
    expect(ctx.gstates.size).toBe(0)
  })

  it('passes group and element opacity through one ExtGState', () => {
    const { ops, ctx } = draw('<g opacity="0.5"><rect width="3" height="4" fill="#000" fill-opacity="0.5"/></g>')
    expect([...ctx.gstates.keys()]).toEqual(['0.25/1'])
    expect(ops).toContain('/GS0 gs')
  })

  it('strokes lines with width, cap and dashes', () => {
    const { ops } = draw('<line x1="0" y1="5" x2="50" y2="5" stroke="#00f" stroke-width="2" stroke-linecap="round" stroke-dasharray="4 2"/>')
    expect(ops).toContain('0 0 1 RG')
    expect(ops).toContain('2 w')
    expect(ops).toContain('1 J')
    expect(ops).toContain('[4 2] 0 d')
    expect(ops).toContain('0 5 m 50 5 l S')
  })

  it('clips to a referenced clipPath, evenodd when asked', () => {
    const { ops } = draw(
      '<clipPath id="c"><path d="M0 0h10v10h-10z" clip-rule="evenodd"/></clipPath><rect width="20" height="20" fill="#000" clip-path="url(#c)"/>',
    )
    expect(ops).toMatch(/q\n0 0 m 10 0 l 10 10 l 0 10 l h W\* n\n/)
  })

  it('draws words as glyph runs in the embedded font', () => {
    const { ops } = draw('<text x="5" y="20" font-size="10" font-family="inter" fill="#000">AV</text>')
    expect(ops).toMatch(/BT 1 0 0 -1 5 20 Tm \/F\d+ 10 Tf \[<[0-9a-f]{4}> -?[\d.]+ <[0-9a-f]{4}>\] TJ ET/)
  })

  it('shows a line in one text object and one TJ array, each word after its gap as a number and the font set once', () => {
    const body =
      '<text x="5" y="20" font-size="10" font-family="inter">one</text><text x="30" y="20" font-size="10" font-family="inter">two</text>' +
      '<text x="5" y="35" font-size="10" font-family="inter">three</text>'
    const { ops } = draw(body)
    expect(ops.match(/BT/g)).toHaveLength(1)
    expect(ops.match(/ Tf/g)).toHaveLength(1)
    // A new line is placed absolutely (Tm), as poppler reads it. (After each word of the first
    // line, the extraction space drawChildren gives it, drawn right after the word's glyphs.)
    expect(ops).toMatch(/^0 0 0 rg\nBT 1 0 0 -1 5 20 Tm \/F\d+ 10 Tf \[[^\]]+ -\d+(\.\d+)? <[^\]]+\] TJ 1 0 0 -1 5 35 Tm \[[^\]]+\] TJ ET$/)
    expect(ops).not.toContain(' Td')
  })

  it('places each word of a joined TJ array where the layout put it', () => {
    const xs = [5, 30, 61.37, 83.004]
    const body = ['one', 'two', 'three', 'four'].map((word, i) => `<text x="${xs[i]}" y="20" font-size="10" font-family="inter">${word}</text>`).join('')
    const { ops, ctx } = draw(body)
    const face = ctx.faces.chain('inter', undefined, undefined)[0]!
    // PDF's pen through the array: a glyph advances it by its W width, a number takes it back.
    // Where the first glyph and each glyph after a number start: the words (and a space or two).
    const array = /\[([^\]]+)\] TJ/.exec(ops)![1]!
    const starts: number[] = []
    let pen = 5
    let afterGap = true
    for (const [, hex, gap] of array.matchAll(/<([0-9a-f]+)>|(-?[\d.]+)/g)) {
      if (gap !== undefined) {
        pen -= (Number(gap) * 10) / 1000
        afterGap = true
        continue
      }
      if (afterGap) starts.push(pen)
      for (let k = 0; k < hex!.length; k += 4) pen += (pdfWidth(face, parseInt(hex!.slice(k, k + 4), 16)) * 10) / 1000
      afterGap = false
    }
    for (const x of xs) expect(Math.min(...starts.map((start) => Math.abs(start - x)))).toBeLessThan(0.001)
  })

  it('ends the array where the colour changes on the line, the next word placed by Td', () => {
    const body = '<text x="5" y="20" font-size="10" font-family="inter">one</text><text x="30" y="20" font-size="10" font-family="inter" fill="#f00">two</text>'
    const { ops } = draw(body)
    expect(ops.match(/BT/g)).toHaveLength(1)
    expect(ops).toMatch(/\] TJ 1 0 0 rg [\d.]+ 0 Td \[[^\]]+\] TJ ET$/)
  })

  it('leaves out text whose baseline lies outside the visible slice', () => {
    const body = '<text x="0" y="10" font-size="10" font-family="inter">above</text><text x="0" y="50" font-size="10" font-family="inter">inside</text>'
    expect(draw(body, [20, 100]).ops.match(/BT/g)).toHaveLength(1)
  })

  it('ignores element and attribute names that are Object prototype keys', () => {
    const { ops } = draw('<__proto__/><constructor/><line x1="0" y1="0" x2="1" y2="1" stroke="#000" stroke-linecap="__proto__" stroke-linejoin="toString"/>')
    expect(ops).not.toContain('object')
    expect(ops).toContain('0 0 m 1 1 l S')
  })

  it('skips shadows (filtered groups), unknown elements and unprepared images', () => {
    const { ops } = draw(
      '<g filter="url(#s)"><rect width="5" height="5" fill="#fff"/></g><foreignObject><rect width="5" height="5"/></foreignObject>' +
        '<image href="data:image/png;base64,AAAA" width="5" height="5"/>',
    )
    expect(ops).toBe('')
  })
})
