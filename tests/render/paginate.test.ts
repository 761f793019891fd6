import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Block, Page } from '../../src/lib/render/page.js'
import { safeCuts } from '../../src/lib/render/paginate/cuts.js'
import { paginate, type FlowBlock, type PaginateInput } from '../../src/lib/render/paginate/index.js'

const LINE = 15
const SIZE = 10

/** A block of `lines` lines of text as Satori writes them (baseline at 11 in a 15 pt line box). */
function textBlock(key: string, lines: number, width = 200): Block {
  const texts = Array.from(
    { length: lines },
    (_, i) => `<text x="0" y="${i * LINE + 11}" width="50" height="${LINE}" font-weight="normal" font-style="normal" font-size="${SIZE}" font-family="inter" fill="#000">${key}-${i}</text>`,
  )
  const height = lines * LINE
  return { key, width, height, svg: `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg">${texts.join('')}</svg>`, links: [] }
}

const flow = (block: Block, keepWithNext = false, gap = 6): FlowBlock => ({ block, gap, keepWithNext })

function input(columns: FlowBlock[][], headerLines = 2): PaginateInput {
  return {
    width: 595.28,
    height: 841.89,
    margin: 36,
    background: '#ffffff',
    header: { block: textBlock('header', headerLines, 523), x: 36, y: 36, gapAfter: 10 },
    columns: columns.map((blocks, i) => ({ x: 36 + i * 260, blocks })),
  }
}

const slicesOf = (pages: Page[], key: string) =>
  pages.flatMap((p, page) => p.blocks.filter((b) => b.block.key === key).map((b) => ({ ...b, page })))

/** Every text line of every block lands on exactly one page, inside the page's content box. */
function checkInvariants(pages: Page[], inputValue: PaginateInput) {
  const bottom = inputValue.height - inputValue.margin
  for (const page of pages) {
    for (const placed of page.blocks) {
      expect(placed.clipBottom).toBeGreaterThan(placed.clipTop)
      expect(placed.y).toBeGreaterThanOrEqual(inputValue.margin - 0.01)
      expect(placed.y + placed.clipBottom - placed.clipTop).toBeLessThanOrEqual(bottom + 0.01)
    }
    // No two placed slices in the same column overlap.
    const byColumn = new Map<number, Array<[number, number]>>()
    for (const p of page.blocks) {
      const list = byColumn.get(p.x) ?? []
      list.push([p.y, p.y + p.clipBottom - p.clipTop])
      byColumn.set(p.x, list)
    }
    for (const ranges of byColumn.values()) {
      ranges.sort((a, b) => a[0] - b[0])
      for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBeGreaterThanOrEqual(ranges[i - 1]![1] - 0.01)
    }
  }
  for (const column of inputValue.columns) {
    for (const { block } of column.blocks) {
      const slices = slicesOf(pages, block.key)
      expect(slices[0]!.clipTop).toBe(0)
      expect(slices.at(-1)!.clipBottom).toBeCloseTo(block.height, 5)
      for (let i = 1; i < slices.length; i++) {
        expect(slices[i]!.clipTop).toBe(slices[i - 1]!.clipBottom)
        expect(slices[i]!.page).toBe(slices[i - 1]!.page + 1)
      }
      // Each line's baseline is inside exactly one slice, and no slice edge crosses a line box.
      for (let line = 0; line * LINE < block.height; line++) {
        const holders = slices.filter((s) => line * LINE + 11 >= s.clipTop && line * LINE + 11 < s.clipBottom)
        expect(holders).toHaveLength(1)
        for (const s of slices) for (const edge of [s.clipTop, s.clipBottom]) expect(edge > line * LINE + 1 && edge < line * LINE + 13).toBe(false)
      }
    }
  }
}

describe('safeCuts', () => {
  it('cuts only between lines, and after the block', () => {
    const cuts = safeCuts(textBlock('a', 4).svg, 60)
    expect(cuts).toHaveLength(4)
    cuts.slice(0, 3).forEach((cut, i) => expect(Math.abs(cut - (i + 1) * LINE)).toBeLessThan(2.5))
    expect(cuts.at(-1)).toBe(60)
  })

  it('never cuts through a drawn box', () => {
    const svg = textBlock('a', 4).svg.replace('</svg>', '<rect x="0" y="10" width="5" height="40" fill="#000"/></svg>')
    expect(safeCuts(svg, 60).filter((c) => c > 10 && c < 50)).toEqual([])
  })

  it('ignores mask definitions', () => {
    const svg = textBlock('a', 4).svg.replace('<text', '<mask id="m"><rect x="0" y="0" width="5" height="60" fill="#fff"/></mask><text')
    expect(safeCuts(svg, 60)).toHaveLength(4)
  })
})

describe('paginate', () => {
  it('moves a heading to the next page with its first item instead of leaving it alone', () => {
    const filler = textBlock('filler', 48)
    const heading = textBlock('heading', 1)
    const item = textBlock('item', 3)
    const value = input([[flow(filler), flow(heading, true), flow(item)]])
    const pages = paginate(value)
    expect(slicesOf(pages, 'filler')[0]!.page).toBe(0)
    expect(slicesOf(pages, 'heading')[0]!.page).toBe(1)
    expect(slicesOf(pages, 'item')[0]!.page).toBe(1)
    checkInvariants(pages, value)
  })

  it('keeps a heading at the bottom when the first lines of the next item fit below it', () => {
    const filler = textBlock('filler', 43)
    const heading = textBlock('heading', 1)
    const item = textBlock('item', 12)
    const pages = paginate(input([[flow(filler), flow(heading, true), flow(item)]]))
    expect(slicesOf(pages, 'heading')[0]!.page).toBe(0)
    const slices = slicesOf(pages, 'item')
    expect(slices.map((s) => s.page)).toEqual([0, 1])
  })

  it('splits an item taller than a page between lines, over several pages', () => {
    const tall = textBlock('tall', 130)
    const value = input([[flow(tall)]])
    const pages = paginate(value)
    expect(pages.length).toBe(3)
    expect(slicesOf(pages, 'tall')).toHaveLength(3)
    checkInvariants(pages, value)
  })

  it('flows columns independently', () => {
    const main = Array.from({ length: 10 }, (_, i) => flow(textBlock(`main${i}`, 12)))
    const side = [flow(textBlock('side0', 3)), flow(textBlock('side1', 3))]
    const value = input([main, side])
    const pages = paginate(value)
    expect(pages.length).toBe(3)
    expect(slicesOf(pages, 'side1')[0]!.page).toBe(0)
    expect(pages[0]!.blocks.map((b) => b.block.key).slice(0, 2)).toEqual(['header', 'main0'])
    checkInvariants(pages, value)
  })

  it('places the header once, on the first page, and starts columns below it', () => {
    const value = input([[flow(textBlock('a', 60))]], 4)
    const pages = paginate(value)
    expect(pages.flatMap((p) => p.blocks).filter((b) => b.block.key === 'header')).toHaveLength(1)
    expect(pages[0]!.blocks[1]!.y).toBeCloseTo(36 + 4 * LINE + 10, 5)
    expect(pages[1]!.blocks[0]!.y).toBeCloseTo(36, 5)
  })

  it('loses and duplicates nothing, stays in the page box and never overlaps (property)', () => {
    const column = fc.array(fc.record({ lines: fc.integer({ min: 1, max: 70 }), heading: fc.boolean(), gap: fc.integer({ min: 0, max: 20 }) }), {
      maxLength: 25,
    })
    fc.assert(
      fc.property(column, column, (a, b) => {
        const toFlow = (spec: typeof a, prefix: string) =>
          spec.map((s, i) => flow(textBlock(`${prefix}${i}`, s.heading ? 1 : s.lines), s.heading, s.gap))
        const value = input([toFlow(a, 'm'), toFlow(b, 's')])
        checkInvariants(paginate(value), value)
      }),
      { numRuns: 60 },
    )
  })
})
