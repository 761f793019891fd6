import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { fontFaces } from '../../src/lib/render/fonts/index.js'
import { followsOnLine, joinLines } from '../../src/lib/render/layout/lines.js'
import type { RoleBox, TextRecord } from '../../src/lib/render/page.js'
import { blockMarkup, parseSvg, type SvgElement } from '../../src/lib/render/svg.js'

const fonts = fontFaces('Inter').map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data.buffer as ArrayBuffer }))
const div = (style: Record<string, unknown>, children: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } })

/** An element through the patched Satori: its SVG with placeholders and its records, or (no run list) its markup. */
async function laidOut(element: unknown, runs = true) {
  const texts: TextRecord[] = []
  const svg = await satori(element as Parameters<typeof satori>[0], { width: 240, fonts, embedFont: false, ...(runs ? ({ textRuns: texts, joinRuns: followsOnLine } as object) : {}) })
  return { svg, texts }
}

const block = (svg: string, texts: TextRecord[]) => ({ key: 'k', width: 240, height: 0, svg, texts, links: [] })
const textsIn = (svg: string, texts: TextRecord[]) => {
  const walk = (el: SvgElement): SvgElement[] => [el, ...el.children.flatMap(walk)]
  return walk(parseSvg(svg, texts).root).filter((el) => el.name === 'text')
}
/** A record's runs: text, x and width of each piece. */
const runsOf = (t: TextRecord) => {
  const pieces = t.pieces ?? [0, t.x, t.width]
  return Array.from({ length: pieces.length / 3 }, (_, k) => [t.text.slice(pieces[3 * k], pieces[3 * k + 3]), pieces[3 * k + 1], pieces[3 * k + 2]])
}

const paragraph = div({ flexDirection: 'column', width: 240, fontFamily: 'Inter', fontSize: 11 }, [
  div({}, 'Led the migration of the payments platform to event sourcing, cutting settlement time by half.'),
  div({ color: '#336699' }, 'Second paragraph'),
])

describe('text records joined along their lines', () => {
  it('come out of Satori a line of a text node each, writing the markup of its words', async () => {
    const { svg, texts } = await laidOut(paragraph)
    // Three lines of the first paragraph, one of the second.
    expect(texts.length).toBe(4)
    expect(texts[0]!.text.startsWith('Led the migration')).toBe(true)
    expect(texts[0]!.pieces!.length / 3).toBeGreaterThan(8)
    expect(blockMarkup(block(svg, texts))).toBe((await laidOut(paragraph, false)).svg)
  })

  it('join across records only with nothing drawn between them, in one style and line, and no word gap', () => {
    const style = { fill: '#000', 'font-size': '11' }
    const run = (text: string, x: number, width: number, attrs = style): TextRecord => ({ name: 'text', attrs, children: [], text, x, y: 20, width, height: 14, size: 11 })
    const [a, b] = [run('payments', 0, 44), run(' platform', 44, 46)]
    const joined = joinLines('<g><T i="0"/><T i="1"/></g>', [a, b], [])
    expect(joined.svg).toBe('<g><T i="0"/></g>')
    expect(joined.texts).toHaveLength(1)
    expect(runsOf(joined.texts[0]!)).toEqual([['payments', 0, 44], [' platform', 44, 46]])
    expect(joined.texts[0]!).toMatchObject({ text: 'payments platform', x: 0, width: 90 })
    expect(textsIn(joined.svg, joined.texts)).toEqual(joined.texts)

    // Kept apart: a box drawn between them, another style, another line, and a gap the PDF
    // writer fills with an extraction space (no space on either side).
    expect(joinLines('<T i="0"/><rect/><T i="1"/>', [a, b], []).texts).toHaveLength(2)
    expect(joinLines('<T i="0"/><T i="1"/>', [a, run(' platform', 44, 46, { ...style })], []).texts).toHaveLength(2)
    expect(joinLines('<T i="0"/><T i="1"/>', [a, { ...b, y: 34 }], []).texts).toHaveLength(2)
    expect(joinLines('<T i="0"/><T i="1"/>', [a, run('platform', 50, 40)], []).texts).toHaveLength(2)
    expect(joinLines('<T i="0"/><T i="1"/>', [a, run('platform', 45, 40)], []).texts).toHaveLength(1)
  })

  it('split where a role box covers part of a line, and give a right-to-left block a record per run', async () => {
    const { svg, texts } = await laidOut(paragraph)
    const line = texts[0]!
    const [first] = runsOf(line)
    const box: RoleBox = { role: 'Lbl', x: line.x, y: line.y - line.height, width: first![2] as number, height: line.height, parent: -1 }
    const boxed = joinLines(svg, texts, [box])
    expect(boxed.texts.map((t) => t.text.slice(0, 8))).toEqual(['Led', ' the mig', ...texts.slice(1).map((t) => t.text.slice(0, 8))])
    expect(blockMarkup(block(boxed.svg, boxed.texts))).toBe(blockMarkup(block(svg, texts)))

    const rtl = await laidOut(div({ flexDirection: 'column', width: 240, fontFamily: 'Inter', fontSize: 11 }, [div({}, 'Led the migration of the payments platform'), div({}, 'שלום')]))
    expect(rtl.texts.some((t) => t.pieces)).toBe(true)
    const apart = joinLines(rtl.svg, rtl.texts, [])
    expect(apart.texts.some((t) => t.pieces)).toBe(false)
    expect(apart.texts.map((t) => t.text)).toEqual(rtl.texts.flatMap((t) => runsOf(t).map(([text]) => text)))
    expect(blockMarkup(block(apart.svg, apart.texts))).toBe(blockMarkup(block(rtl.svg, rtl.texts)))
  })
})
