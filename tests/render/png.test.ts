/**
 * The PNG's text painter: glyph masks rasterised once and reused, text the painter cannot draw left
 * to resvg, and the painted page agreeing with resvg drawing the same `<text>` itself.
 */
import { PNG } from 'pngjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadHarfBuzz } from '../../src/lib/render/harfbuzz.js'
import { fontFaces, fontFamilies } from '../../src/lib/render/fonts/index.js'
import { measureBlock } from '../../src/lib/render/layout/measure.js'
import type { Block, Page } from '../../src/lib/render/page.js'
import { glyphKey, glyphMasks, type GlyphRequest, type Pixmap } from '../../src/lib/render/png/glyphs.js'
import { rowsToDraw } from '../../src/lib/render/png/compose.js'
import { png } from '../../src/lib/render/png/index.js'
import { blockText } from '../../src/lib/render/png/text.js'
import { defaultFaces, faceSetOf } from '../../src/lib/render/shaping.js'
import { h } from '../../src/templates/element.js'

beforeAll(loadHarfBuzz)

const faces = faceSetOf(defaultFaces(fontFamilies('Inter')))
const inter = faces.chain('Inter', '400', 'normal')[0]!

const block = (style: Record<string, string | number>, text: string): Promise<Block> =>
  measureBlock(h('div', { display: 'flex', width: 300, fontFamily: 'Inter', fontSize: 14, ...style }, text), 300, 'Inter')

/** A red box 100 pt wide: a block resvg draws (no text for the painter). */
const redBox = (height: number): Promise<Block> =>
  measureBlock(h('div', { display: 'flex', width: 100, height, backgroundColor: '#ff0000' }), 100, 'Inter')

const pageOf = (b: Block): Page => ({
  width: 320,
  height: 100,
  background: '#ffffff',
  backdrops: [],
  blocks: [{ block: b, x: 10, y: 10, clipTop: 0, clipBottom: b.height }],
})

/** Pixels darker than mid-grey. */
const ink = (image: PNG) => {
  let count = 0
  for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! + image.data[i + 1]! + image.data[i + 2]! < 384) count++
  return count
}

function counting(): { rasterize: (svg: string) => Pixmap; calls: () => number } {
  let calls = 0
  return {
    calls: () => calls,
    rasterize: (svg) => {
      calls++
      const width = Number(/width="(\d+)"/.exec(svg)![1])
      const height = Number(/height="(\d+)"/.exec(svg)![1])
      // Every atlas pixel fully covered: enough to see which cells were read back.
      return { pixels: new Uint8Array(width * height * 4).fill(255), width, height }
    },
  }
}

describe('glyph masks', () => {
  const request = (gid: number, ppem = 20, px = 0): GlyphRequest => ({ face: inter, gid, ppem, px, py: 0 })
  const keyed = (requests: GlyphRequest[]) => new Map(requests.map((r) => [glyphKey(r), r]))

  it('rasterises a glyph once and answers from the cache after', () => {
    const a = inter.font.glyphsForString('a')[0]!.id
    const { rasterize, calls } = counting()
    const first = glyphMasks(keyed([request(a, 21.5, 1)]), rasterize)
    const second = glyphMasks(keyed([request(a, 21.5, 1)]), rasterize)
    expect(calls()).toBe(1)
    expect([...second.values()][0]).toBe([...first.values()][0])
    expect([...first.values()][0]!.width).toBeGreaterThan(5)
  })

  it('gives a space an empty mask without rasterising', () => {
    const space = inter.font.glyphsForString(' ')[0]!.id
    const { rasterize, calls } = counting()
    const masks = glyphMasks(keyed([request(space, 33)]), rasterize)
    expect(calls()).toBe(0)
    expect([...masks.values()][0]!.alpha.length).toBe(0)
  })

  it('spreads many new glyphs over several atlases and returns every one', () => {
    const gids = Array.from({ length: 400 }, (_, i) => i + 1).filter((gid) => inter.font.getGlyph(gid).path.toSVG() !== '')
    const { rasterize, calls } = counting()
    const masks = glyphMasks(keyed(gids.map((gid) => request(gid, 90))), rasterize)
    expect(calls()).toBeGreaterThan(1)
    expect(masks.size).toBe(gids.length)
    for (const mask of masks.values()) expect(mask.alpha.every((v) => v === 255)).toBe(true)
  })
})

describe('text painter', () => {
  it('draws plain text itself, positioned as resvg would draw it', async () => {
    const plain = await block({}, 'Hamburgefonstiv 0123456789')
    expect(blockText(plain, faces)).not.toBeNull()
    const painted = PNG.sync.read(Buffer.from(await png(pageOf(plain), { fontFamilies: fontFamilies('Inter') })))
    // The same text inside a group with opacity 0.999 leaves it to resvg: the reference.
    const viaResvg = await block({ opacity: 0.999 }, 'Hamburgefonstiv 0123456789')
    expect(blockText(viaResvg, faces)).toBeNull()
    const reference = PNG.sync.read(Buffer.from(await png(pageOf(viaResvg), { fontFamilies: fontFamilies('Inter') })))
    expect(ink(painted)).toBeGreaterThan(500)
    let differing = 0
    for (let i = 0; i < painted.data.length; i += 4) if (Math.abs(painted.data[i]! - reference.data[i]!) > 64) differing++
    expect(differing / ink(reference)).toBeLessThan(0.05)
  })

  it('leaves rotated text to resvg, which still draws it', async () => {
    const rotated = await block({ transform: 'rotate(8deg)' }, 'Tilted words')
    expect(blockText(rotated, faces)).toBeNull()
    const image = PNG.sync.read(Buffer.from(await png(pageOf(rotated), { fontFamilies: fontFamilies('Inter') })))
    expect(ink(image)).toBeGreaterThan(200)
  })

  it('uses the faces of the fallback chain: Greek and Cyrillic in Lato come from Noto Sans', async () => {
    const lato = faceSetOf(fontFaces('Lato').concat(fontFaces('Noto Sans')))
    const b = await measureBlock(h('div', { display: 'flex', width: 300, fontFamily: 'Lato', fontSize: 14 }, 'Latin αβγ жзи'), 300, 'Lato')
    const runs = blockText(b, lato)!
    const names = new Set(runs.flatMap((r) => r.glyphs.map((g) => g.face.face.name)))
    expect(names).toEqual(new Set(['Lato', 'Noto Sans']))
  })
})

describe('page bands', () => {
  it('draws a page taller than a band whole: a box across band edges unbroken, a backdrop at the foot', async () => {
    const box = await redBox(400)
    const page: Page = {
      width: 200,
      height: 700.5,
      background: '#ffffff',
      backdrops: [{ x: 0, y: 650, width: 200, height: 50.5, fill: '#0000ff' }],
      blocks: [{ block: box, x: 50, y: 100, clipTop: 0, clipBottom: box.height }],
    }
    const image = PNG.sync.read(Buffer.from(await png(page, { fontFamilies: fontFamilies('Inter') })))
    expect([image.width, image.height]).toEqual([400, 1401])
    const rgb = (x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)]
    // The box covers rows 200 to 999: every one of them red in its middle column, band edges included.
    for (let y = 201; y < 999; y++) expect(rgb(200, y)).toEqual([255, 0, 0])
    expect(rgb(200, 199)).toEqual([255, 255, 255])
    expect(rgb(200, 1001)).toEqual([255, 255, 255])
    for (const y of [1302, 1399, 1400]) expect(rgb(10, y)).toEqual([0, 0, 255])
  })
})

describe('encoding', () => {
  it('gives previews drawn at the same time the bytes of one drawn alone (band buffers are not shared)', async () => {
    const tall = await block({ fontSize: 40 }, 'Several lines of large text across the band edges of the page, painted in pieces')
    const page: Page = { ...pageOf(tall), height: 700 }
    const pages = [page, { ...page, background: '#ffeedd' }, { ...page, background: '#ddeeff' }]
    const alone: Buffer[] = []
    for (const p of pages) alone.push(Buffer.from(await png(p, { fontFamilies: fontFamilies('Inter') })))
    const together = await Promise.all(pages.map((p) => png(p, { fontFamilies: fontFamilies('Inter') })))
    expect(together.map((b, i) => Buffer.from(b).equals(alone[i]!))).toEqual([true, true, true])
    const image = PNG.sync.read(alone[0]!)
    expect([image.width, image.height]).toEqual([640, 1400])
    expect(ink(image)).toBeGreaterThan(2000)
  })
})

describe('rows drawn by resvg', () => {
  it('leaves the rows of text-only blocks to copies of the background and draws those of shapes, backdrops and the foot', async () => {
    const text = await block({}, 'Only words here')
    const box = await redBox(20)
    const page: Page = {
      width: 200,
      height: 600,
      background: '#ffffff',
      backdrops: [{ x: 0, y: 400, width: 200, height: 10, fill: '#0000ff' }],
      blocks: [
        { block: text, x: 10, y: 100, clipTop: 0, clipBottom: text.height },
        { block: box, x: 10, y: 200, clipTop: 0, clipBottom: box.height },
      ],
    }
    const rows = rowsToDraw(page, 'Inter', () => false, 2)
    expect(rows.length).toBe(1200)
    expect([rows[0], rows[210], rows[300]]).toEqual([0, 0, 0])
    expect([rows[400], rows[439], rows[805], rows[1199]]).toEqual([1, 1, 1, 1])
    // The same block with its text left to resvg is drawn.
    expect(rowsToDraw(page, 'Inter', (i) => i === 0, 2)[210]).toBe(1)
    const image = PNG.sync.read(Buffer.from(await png(page, { fontFamilies: fontFamilies('Inter') })))
    const rgb = (x: number, y: number) => [...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)]
    expect([rgb(5, 5), rgb(5, 300), rgb(300, 1000)]).toEqual([[255, 255, 255], [255, 255, 255], [255, 255, 255]])
    expect([rgb(100, 420), rgb(100, 805)]).toEqual([[255, 0, 0], [0, 0, 255]])
    expect(ink(image)).toBeGreaterThan(200)
  })
})
