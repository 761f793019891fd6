import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import satori from 'satori'
import { blockMarkup, parseSvg, urlRef, num, type SvgElement } from '../../src/lib/render/svg.js'
import { fontFaces } from '../../src/lib/render/fonts/index.js'
import type { TextRecord } from '../../src/lib/render/page.js'
import { parseColor } from '../../src/lib/render/color.js'
import { arc, parseTransform, pathData, points, rect } from '../../src/lib/render/pdf/path.js'
import { n } from '../../src/lib/render/pdf/content.js'

describe('parseSvg', () => {
  const svg =
    '<svg width="10" height="10" xmlns="http://www.w3.org/2000/svg"><defs><clipPath id="c"><rect x="1" y="2" width="3" height="4"/></clipPath></defs>' +
    '<g opacity="0.5"><text x="1" y="9" font-family="inter">Tom &amp; Jerry &lt;3</text></g>' +
    '<image href="data:image/png;base64,AAA" width="1" height="1"/></svg>'
  const doc = parseSvg(svg)

  it('builds the element tree and decodes entities in text', () => {
    const root = doc.root.children[0]!
    expect(root.name).toBe('svg')
    expect(root.children.map((c) => c.name)).toEqual(['defs', 'g', 'image'])
    expect(root.children[1]!.children[0]!.text).toBe('Tom & Jerry <3')
  })

  it('indexes ids and collects image hrefs', () => {
    expect(doc.ids.get('c')?.name).toBe('clipPath')
    expect(doc.images).toEqual(['data:image/png;base64,AAA'])
  })

  it('survives truncated markup', () => {
    expect(() => parseSvg('<svg><g><rect x="1"')).not.toThrow()
  })

  it('reads url(#id) references and numbers', () => {
    expect(urlRef('url(#satori_bc-id-3)')).toBe('satori_bc-id-3')
    expect(urlRef("url('#a')")).toBe('a')
    expect(urlRef('#fff')).toBeUndefined()
    expect(num('12.5px')).toBe(12.5)
    expect(num('x', 7)).toBe(7)
  })

  it('reads every number as parseFloat does, to the last bit', () => {
    const written = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.integer({ min: -1e6, max: 1e6 }).chain((i) => fc.nat(20).map((k) => String(i / 10 ** k))),
      fc.stringMatching(/^-?[0-9]{0,18}(\.[0-9]{0,18})?(e-?[0-9])?(px)?$/),
    )
    fc.assert(fc.property(written, (text) => Object.is(num(text, Number.NaN), Number.parseFloat(text))))
  })

  it('reads a repeated value anew when it was written with entities', () => {
    const svg = '<svg><text fill="a&amp;lt;b"/><text fill="a&lt;b"/><text fill="a&lt;b"/><text fill="a"/><text fill="a"/></svg>'
    expect(parseSvg(svg).root.children[0]!.children.map((c) => c.attrs.fill)).toEqual(['a&lt;b', 'a<b', 'a<b', 'a', 'a'])
  })

  it('gives an element its box as numbers, read once', () => {
    const text = parseSvg('<svg><text x="49.742000000000004" y="10" width="2.596" font-size="11">a</text><rect x="-1.5"/></svg>').root.children[0]!
    expect(text.children.map(({ x, y, width, size }) => [x, y, width, size])).toEqual([
      [49.742000000000004, 10, 2.596, 11],
      [-1.5, 0, 0, 16],
    ])
  })
})

describe('parseColor', () => {
  it('reads hex, rgb(a) and names', () => {
    expect(parseColor('#ff0000')).toEqual({ r: 1, g: 0, b: 0, a: 1 })
    expect(parseColor('#0f0')).toEqual({ r: 0, g: 1, b: 0, a: 1 })
    expect(parseColor('rgba(0, 0, 255, 0.5)')).toEqual({ r: 0, g: 0, b: 1, a: 0.5 })
    expect(parseColor('white')).toEqual({ r: 1, g: 1, b: 1, a: 1 })
  })
  it('gives null for none, transparent and garbage', () => {
    expect(parseColor('none')).toBeNull()
    expect(parseColor('transparent')).toBeNull()
    expect(parseColor('#zzzzzz')).toBeNull()
    expect(parseColor(undefined)).toBeNull()
    expect(parseColor('__proto__')).toBeNull()
    expect(parseColor('constructor')).toBeNull()
  })
})

describe('pathData', () => {
  it('writes absolute and relative lines, h/v and closepath', () => {
    expect(pathData('M10,20 h5 v5 H0 z')).toBe('10 20 m 15 20 l 15 25 l 0 25 l h')
    expect(pathData('m1 1 2 2')).toBe('1 1 m 3 3 l')
  })

  it('turns Satori corner arcs into curves that end where the arc ends', () => {
    const ops = pathData('M16,60 h388 a6,6 0 0 1 6,6')
    expect(ops.split(' c')).toHaveLength(2)
    expect(ops.endsWith(' 410 66 c')).toBe(true)
  })

  it('draws a full circle from two half arcs within 0.01 of the radius', () => {
    const ops = arc(0, 10, 10, 10, 0, false, true, 20, 10)
    const nums = ops.split(/\s+/).filter((t) => t !== 'c').map(Number)
    // The first quarter curve ends on the circle centred at (10, 10).
    const [, , , , x, y] = nums as [number, number, number, number, number, number]
    expect(Math.hypot(x - 10, y - 10)).toBeCloseTo(10, 2)
  })

  it('stops at an unreadable tail instead of throwing', () => {
    expect(pathData('M0 0 L10 10 Lzz')).toBe('0 0 m 10 10 l')
    expect(pathData('garbage')).toBe('')
  })

  it('converts quadratic and smooth curves', () => {
    expect(pathData('M0 0 Q10 10 20 0')).toMatch(/ c$/)
    expect(pathData('M0 0 C1 1 2 2 3 3 S5 5 6 6').match(/ c/g)).toHaveLength(2)
  })
})

describe('shapes and transforms', () => {
  it('writes plain rects with re and rounded ones as curves', () => {
    expect(rect(1, 2, 3, 4)).toBe('1 2 3 4 re')
    expect(rect(0, 0, 10, 10, 20).match(/ c/g)).toHaveLength(4)
  })

  it('writes polygons closed', () => {
    expect(points('0,0 10,0 10,10', true)).toBe('0 0 m 10 0 l 10 10 l h')
  })

  it('composes transform lists in SVG order', () => {
    expect(parseTransform('translate(10 20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20])
    expect(parseTransform('matrix(1 0 0 1 5 6)')).toEqual([1, 0, 0, 1, 5, 6])
    expect(parseTransform('')).toBeNull()
    expect(parseTransform('rotate(x)')).toBeNull()
  })

  it('formats numbers compactly', () => {
    expect(n(1.23456)).toBe('1.235')
    expect(n(-0.0001)).toBe('0')
    expect(n(100)).toBe('100')
    expect(n(Number.POSITIVE_INFINITY)).toBe('0')
    expect(n(Number.NaN)).toBe('0')
  })
})

describe('text records', () => {
  const fonts = fontFaces('Inter').map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data.buffer as ArrayBuffer }))
  const div = (style: Record<string, unknown>, children: unknown) => ({ type: 'div', props: { style: { display: 'flex', ...style }, children } })
  const element = div({ flexDirection: 'column', width: 200, fontFamily: 'Inter', fontSize: 12 }, [
    div({ color: '#336699', letterSpacing: 1 }, 'Tom & Jerry <3> "quoted" it\'s'),
    div({ opacity: 0.5, fontWeight: 700 }, 'a group with opacity'),
    div({ transform: 'rotate(10deg)', fontStyle: 'italic' }, 'turned'),
    div({ overflow: 'hidden', borderRadius: 4, height: 14 }, 'clipped words that wrap onto more lines than fit'),
    div({ textShadow: '1px 1px 2px #000' }, 'shadowed'),
  ])
  const render = (options: object) => satori(element as Parameters<typeof satori>[0], { width: 200, fonts, embedFont: false, ...options })

  it('stand in for the markup Satori writes without a run list, in place', async () => {
    const markup = await render({})
    const texts: TextRecord[] = []
    const svg = await render({ textRuns: texts })
    expect(texts.length).toBeGreaterThan(10)
    expect(svg).not.toContain('<text')
    const block = { key: 'k', width: 200, height: 0, svg, texts, links: [] }
    expect(blockMarkup(block)).toBe(markup)
  })

  it('take their placeholders places in the parsed tree, as the elements read from the markup', async () => {
    const texts: TextRecord[] = []
    const svg = await render({ textRuns: texts })
    const walk = (el: SvgElement): SvgElement[] => [el, ...el.children.flatMap(walk)]
    const found = walk(parseSvg(svg, texts).root).filter((el) => el.name === 'text')
    expect(new Set(found)).toEqual(new Set(texts))
    const box = ['x', 'y', 'width', 'height']
    const read = walk(parseSvg(await render({})).root)
      .filter((el) => el.name === 'text')
      .map((el) => ({ ...el, attrs: Object.fromEntries(Object.entries(el.attrs).filter(([k]) => !box.includes(k))) }))
    // A record joins the words of a line (each a piece): as many elements as it has pieces.
    const runs = (found as TextRecord[]).flatMap(({ height: _, pieces = [0, NaN, NaN], ...el }) =>
      Array.from({ length: pieces.length / 3 }, (_, k) => ({
        ...el,
        text: el.text.slice(pieces[3 * k], pieces[3 * k + 3]),
        ...(pieces.length > 3 ? { x: pieces[3 * k + 1], width: pieces[3 * k + 2] } : {}),
        children: [],
      })),
    )
    expect(runs).toEqual(read)
  })
})
