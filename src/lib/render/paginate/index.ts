/**
 * @module
 * Measured blocks in, pages out. Knows nothing of Satori, PNG or PDF.
 *
 * Each column flows on its own from the top of the page (below the header on the first page) to
 * the bottom margin. A block that does not fit the space left is cut at a safe position between
 * lines (see cuts.ts) when at least a couple of lines fit, else it moves to the next page; a block
 * taller than a whole page is always cut, and only cut mid-line when it has no safe cut at all.
 * A heading (`keepWithNext`) only stays at the bottom of a page together with the first slice of
 * the block after it. Every block appears once, its slices covering [0, height) exactly.
 */
import type { Backdrop, Block, Page, PlacedBlock } from '../page.js'
import { safeCuts } from './cuts.js'

export interface FlowBlock {
  block: Block
  /** Space above the block, dropped at the top of a page. */
  gap: number
  keepWithNext: boolean
}

export interface PaginateInput {
  width: number
  height: number
  margin: number
  background: string
  header: { block: Block; x: number; y: number; gapAfter: number }
  /** In reading order: main column first. */
  columns: Array<{ x: number; blocks: FlowBlock[] }>
  /** Shapes behind the blocks of each page, by page index (sidebar tints). */
  backdrops?: (index: number) => Backdrop[]
}

/** Slices shorter than this stay with the rest of their block on the next page (about three lines). */
const MIN_SLICE = 40
const EPSILON = 0.01

/**
 * Block tops on a half-point grid: whole pixels at 2 px per point, where resvg and poppler place
 * glyphs alike (poppler snaps glyphs to pixel rows, resvg does not, so fractional offsets would
 * make the PNG and the PDF raster differ along every glyph edge).
 */
export const snap = (v: number) => Math.round(v * 2) / 2

type Slice = PlacedBlock & { page: number }

function flowColumn(input: PaginateInput, x: number, blocks: FlowBlock[], firstTop: number): Slice[] {
  const bottom = input.height - input.margin
  const placed: Slice[] = []
  const cutsOf = new Map<FlowBlock, number[]>()
  const cuts = (b: FlowBlock) => {
    let c = cutsOf.get(b)
    if (!c) cutsOf.set(b, (c = safeCuts(b.block.svg, b.block.height)))
    return c
  }
  /** The smallest piece of a block worth starting at the bottom of a page. */
  const firstSlice = (b: FlowBlock) => cuts(b).find((c) => c >= MIN_SLICE) ?? b.block.height

  let page = 0
  let y = firstTop
  let empty = true
  const newPage = () => {
    page += 1
    y = input.margin
    empty = true
  }
  const place = (b: FlowBlock, from: number, to: number, top: number) => {
    placed.push({ page, block: b.block, x, y: top, clipTop: from, clipBottom: to })
    y = top + (to - from)
    empty = false
  }

  blocks.forEach((b, i) => {
    let from = 0
    while (from < b.block.height - EPSILON) {
      const top = snap(empty ? y : y + b.gap)
      const room = bottom - top
      const rest = b.block.height - from
      const next = blocks[i + 1]
      if (rest <= room + EPSILON) {
        const orphaned = b.keepWithNext && next && rest + next.gap + firstSlice(next) > room + EPSILON
        if (orphaned && !empty) {
          newPage()
          continue
        }
        place(b, from, b.block.height, top)
        from = b.block.height
        continue
      }
      const cut = [...cuts(b)].reverse().find((c) => c > from && c - from <= room + EPSILON)
      const pageRoom = bottom - input.margin
      if (cut !== undefined && !b.keepWithNext && (cut - from >= MIN_SLICE || empty)) {
        place(b, from, cut, top)
        from = cut
        newPage()
      } else if (empty && (cut === undefined || rest > pageRoom)) {
        // Nothing safe fits even on an empty page: cut at the page edge rather than lose text.
        const to = cut ?? Math.min(b.block.height, from + room)
        place(b, from, to, top)
        from = to
        newPage()
      } else {
        newPage()
      }
    }
  })
  return placed
}

export function paginate(input: PaginateInput): Page[] {
  const { header } = input
  const headerBottom = header.y + header.block.height
  const firstTop = snap(header.block.height > 0 ? headerBottom + header.gapAfter : input.margin)
  const columns = input.columns.map((c) => flowColumn(input, c.x, c.blocks, firstTop))
  const count = Math.max(1, ...columns.flatMap((slices) => slices.map((s) => s.page + 1)))
  const pages: Page[] = []
  for (let i = 0; i < count; i++) {
    const blocks: PlacedBlock[] = []
    if (i === 0 && header.block.height > 0) {
      blocks.push({ block: header.block, x: header.x, y: header.y, clipTop: 0, clipBottom: header.block.height })
    }
    for (const slices of columns) {
      for (const { page, ...placed } of slices) if (page === i) blocks.push(placed)
    }
    pages.push({ width: input.width, height: input.height, background: input.background, backdrops: input.backdrops?.(i) ?? [], blocks })
  }
  return pages
}
