import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { fontFaces } from '../../src/lib/render/fonts/index.js'
import { joinLines } from '../../src/lib/render/layout/lines.js'
import type { RoleBox, TextRecord } from '../../src/lib/render/page.js'
import { blockMarkup, parseSvg, type SvgElement } from '../../src/lib/render/svg.js'

const fonts = fontFaces('Inter').map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data.buffer as ArrayBuffer }))
const div = (style: Record<string, unknown>, children: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } })
const span = (style: Record<string, unknown>, children: unknown) => ({ type: 'span', props: { style, children } })

/** An element through the patched Satori: its SVG with placeholders and its records, one per run. */
async function runs(element: unknown, width = 240) {
  const texts: TextRecord[] = []
  const svg = await satori(element as Parameters<typeof satori>[0], { width, fonts, embedFont: false, ...({ textRuns: texts } as object) })
  return { svg, texts }
}

const block = (svg: string, texts: TextRecord[]) => ({ key: 'k', width: 240, height: 0, svg, texts, links: [] })
const textsIn = (svg: string, texts: TextRecord[]) => {
  const walk = (el: SvgElement): SvgElement[] => [el, ...el.children.flatMap(walk)]
  return walk(parseSvg(svg, texts).root).filter((el) => el.name === 'text')
}

describe('joinLines', () => {
  const paragraph = div(
    { flexDirection: 'column', width: 240, fontFamily: 'Inter', fontSize: 11 },
    [div({}, 'Led the migration of the payments platform to event sourcing, cutting settlement time by half.'), div({ color: '#336699' }, 'Second paragraph')],
  )

  it('joins the runs of each line into one record and writes the same markup as the runs apart', async () => {
    const { svg, texts } = await runs(paragraph)
    const joined = joinLines(svg, texts, [])
    // 14 words and 13 spaces over three lines, then two words and a space.
    expect(texts.length).toBeGreaterThan(25)
    expect(joined.texts.length).toBeLessThanOrEqual(5)
    expect(joined.texts.every((t) => t.pieces === undefined || t.pieces.length >= 6)).toBe(true)
    expect(blockMarkup(block(joined.svg, joined.texts))).toBe(blockMarkup(block(svg, texts)))
    // Each placeholder stands for one record, in order, and the parsed tree holds them all.
    expect(textsIn(joined.svg, joined.texts)).toEqual(joined.texts)
    const first = joined.texts[0]!
    expect(first.text.startsWith('Led the migration')).toBe(true)
    expect(first.x).toBe(texts[0]!.x)
    expect(first.pieces!.slice(0, 3)).toEqual([0, texts[0]!.x, texts[0]!.width])
  })

  it('keeps runs apart across styles, lines, role boxes, other markup and word gaps', async () => {
    const { svg, texts } = await runs(paragraph)
    const joined = joinLines(svg, texts, [])
    const lines = new Set(texts.map((t) => `${t.y}|${t.attrs.fill}`))
    expect(joined.texts.length).toBe(lines.size)

    // A role box around the start of the first line: its words are one record, the rest another.
    const firstWord = texts[0]!
    const box: RoleBox = { role: 'Lbl', x: firstWord.x, y: firstWord.y - firstWord.height, width: firstWord.width, height: firstWord.height, parent: -1 }
    const boxed = joinLines(svg, texts, [box])
    expect(boxed.texts.length).toBe(lines.size + 1)
    expect(boxed.texts[0]!.text).toBe('Led')

    // Two words set apart with no space run between them: the PDF writer's word break stays.
    const [a, b] = [texts[0]!, texts[2]!]
    const gapped = joinLines('<T i="0"/><T i="1"/>', [a, { ...b, x: a.x + a.width + a.size }], [])
    expect(gapped.texts.length).toBe(2)
    const touching = joinLines('<T i="0"/><T i="1"/>', [a, { ...b, x: a.x + a.width }], [])
    expect(touching.texts.length).toBe(1)
    // Anything between two placeholders (a box drawn between them) keeps their paint order.
    expect(joinLines('<T i="0"/><rect/><T i="1"/>', [a, { ...b, x: a.x + a.width }], []).texts.length).toBe(2)
  })

  it('leaves a block with right-to-left text as it is', async () => {
    const { svg, texts } = await runs(div({ fontFamily: 'Inter', fontSize: 11, width: 240 }, 'Shalom שלום world'))
    const joined = joinLines(svg, texts, [])
    expect(joined.texts).toBe(texts)
    expect(joined.svg).toBe(svg)
  })

  it('keeps a styled span inline with its line only where the style is the same', async () => {
    const { svg, texts } = await runs(div({ fontFamily: 'Inter', fontSize: 11, width: 240 }, [span({}, 'plain words '), span({ fontWeight: 700 }, 'bold words'), span({}, ' plain again')]))
    const joined = joinLines(svg, texts, [])
    // Satori leaves the spaces at the spans' edges out.
    expect(joined.texts.map((t) => t.text)).toEqual(['plain words', 'bold words', 'plain again'])
    expect(blockMarkup(block(joined.svg, joined.texts))).toBe(blockMarkup(block(svg, texts)))
  })
})
