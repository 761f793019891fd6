/**
 * @module
 * Measured blocks in, pages out: a pure stage that knows nothing of Satori, PNG or PDF.
 *
 * Each column flows on its own from the top of the page (below the header on the first page) to
 * the bottom margin. A block that does not fit the space left is cut where the rules allow
 * (rules.ts: grid rows whole, an item's header with two lines of its body, two lines of a
 * paragraph on each side) when a piece worth starting fits, else it moves to the next page; a
 * block taller than a whole page is always cut, between lines when it can, mid-line only when
 * nothing is drawn apart. A heading (`keepWithNext`) only stays at the bottom of a page together
 * with the first slice of the block after it. When the last page would hold only a tail shorter
 * than a tenth of the page, and moving one block over to it fixes that, the block moves. Every
 * block appears once, its slices covering [0, height) exactly; a block split onto a page where its
 * column has widened goes on in its wide layout from the same text (wide.ts).
 */
import type { Backdrop, Block, Page, PlacedBlock } from '../page.js'
import { blockCuts } from './cuts.js'
import { allowedCuts } from './rules.js'
import { wideCut } from './wide.js'

export interface FlowBlock {
  block: Block
  /** Space above the block, dropped at the top of a page. */
  gap: number
  /** A section heading: never the last thing of its column on a page. */
  keepWithNext: boolean
  /** Never cut unless it is taller than a page (a grid row). */
  keepTogether?: boolean
  /**
   * Where the block may be cut, when that is known without reading its SVG: a block whose height
   * fit.ts estimates for other settings carries its measured cuts, scaled.
   */
  cuts?: number[]
}

export interface FlowColumn {
  x: number
  /**
   * The blocks in order. In a column with `wide` they may stop short: the blocks after them are
   * only ever drawn wide (see `narrowReaches`), and `wide` has every one of them.
   */
  blocks: FlowBlock[]
  /**
   * The same blocks laid out wider, used for a block that starts where every column without
   * `wide` has ended (a main column taking the room of a sidebar that ran out), and for the rest
   * of a block split over onto such a page when the cut has a place in the wide layout (wide.ts).
   * Entries may be missing: those blocks stay narrow (see `firstWideBlock`).
   */
  wide?: { x: number; blocks: Array<FlowBlock | undefined> }
}

export interface PaginateInput {
  width: number
  height: number
  margin: number
  background: string
  header: { block: Block; x: number; y: number; gapAfter: number }
  /** In reading order: main column first. */
  columns: FlowColumn[]
  /** Shapes behind the blocks of each page, by page index (sidebar tints). */
  backdrops?: (index: number) => Backdrop[]
}

/** A block drawn narrow that was measured only wide: the input was measured to be paginated once as it is (flowInput's `once`). */
export class NarrowNotMeasured extends Error {
  constructor(index: number) {
    super(`Block ${index} of a column is drawn narrow but was only measured wide`)
  }
}

/** Slices shorter than this stay with the rest of their block on the next page (about three lines). */
const MIN_SLICE = 40
/** A last page holding less than this share of its height is a tail worth avoiding. */
export const MIN_TAIL = 0.1
const EPSILON = 0.01

/**
 * Block tops on a half-point grid: whole pixels at 2 px per point, where resvg and poppler place
 * glyphs alike (poppler snaps glyphs to pixel rows, resvg does not, so fractional offsets would
 * make the PNG and the PDF raster differ along every glyph edge).
 */
export const snap = (v: number) => Math.round(v * 2) / 2

/** A placed slice, with its page and the index of its block in the column. */
export type Slice = PlacedBlock & { page: number; index: number }

/** Where a widening column may start drawing wide: below `y` on `page`, anywhere on later pages. */
export interface WideFrom {
  page: number
  y: number
}

const NEVER: WideFrom = { page: Infinity, y: Infinity }

/**
 * Allowed cuts per block and page room: a memoised block is paginated again and again (every
 * render of an unchanged item, every spacing fit.ts tries), its SVG read once.
 */
const cutCache = new WeakMap<Block, Map<string, number[]>>()

export function cutsOf(b: FlowBlock, pageRoom: number): number[] {
  if (b.cuts) return b.cuts
  let byRoom = cutCache.get(b.block)
  if (!byRoom) cutCache.set(b.block, (byRoom = new Map()))
  const key = `${b.keepTogether ?? false}|${pageRoom}`
  let cuts = byRoom.get(key)
  if (!cuts) byRoom.set(key, (cuts = allowedCuts(b.block, b.keepTogether ?? false, pageRoom)))
  return cuts
}

const countOf = (column: FlowColumn) => Math.max(column.blocks.length, column.wide?.blocks.length ?? 0)

/**
 * The first of `fitting` (a block's cuts, largest first) that the block's wide layout has too, and
 * where it falls there. Built only for the cut found: a `{c, w}` for every cut, `w` a number or
 * undefined, gave objects of two shapes, and V8 threw the column flow's optimised code away.
 */
function widenedCut(narrow: Block, wide: Block, fitting: readonly number[]): { c: number; w: number } | undefined {
  for (const c of fitting) {
    const w = wideCut(narrow, wide, c)
    if (w !== undefined) return { c, w }
  }
  return undefined
}

/** Block `i` of a column in whichever layout it has: its gap and keepWithNext are the same in both. */
const entryOf = (column: FlowColumn, i: number) => column.blocks[i] ?? column.wide?.blocks[i]

interface FlowOptions {
  wideFrom?: WideFrom
  /** Index of a block that starts a new page (unless it already starts one). */
  breakBefore?: number
}

function flowColumn(input: PaginateInput, column: FlowColumn, firstTop: number, { wideFrom = NEVER, breakBefore }: FlowOptions = {}): Slice[] {
  const { blocks } = column
  const count = countOf(column)
  const bottom = input.height - input.margin
  const pageRoom = bottom - input.margin
  const placed: Slice[] = []
  const cuts = (b: FlowBlock) => cutsOf(b, pageRoom)
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
  let index = 0
  let x = column.x
  const place = (b: FlowBlock, from: number, to: number, top: number) => {
    placed.push({ page, index, block: b.block, x, y: top, clipTop: from, clipBottom: to })
    y = top + (to - from)
    empty = false
  }

  /** Block `i` as drawn when it starts at `top` of `page`: wide where the other columns have ended. */
  const variant = (i: number, top: number): FlowBlock => {
    const wide = column.wide?.blocks[i]
    const b = wide && (page > wideFrom.page || (page === wideFrom.page && top >= wideFrom.y)) ? wide : blocks[i]
    if (!b) throw new NarrowNotMeasured(i)
    return b
  }

  for (let i = 0; i < count; i++) {
    index = i
    const narrow = blocks[i]
    let b = entryOf(column, i)!
    x = column.x
    let from = 0
    if (i === breakBefore && !empty) newPage()
    while (from < b.block.height - EPSILON) {
      const top = snap(empty ? y : y + b.gap)
      if (from === 0) {
        b = variant(i, top)
        x = b === narrow ? column.x : column.wide!.x
      }
      const room = bottom - top
      const rest = b.block.height - from
      if (rest <= room + EPSILON) {
        if (b.keepWithNext && i + 1 < count && !empty) {
          const next = variant(i + 1, snap(top + rest + entryOf(column, i + 1)!.gap))
          if (rest + next.gap + firstSlice(next) > room + EPSILON) {
            newPage()
            continue
          }
        }
        place(b, from, b.block.height, top)
        from = b.block.height
        continue
      }
      const fitting = [...cuts(b)].reverse().filter((c) => c > from && c - from <= room + EPSILON && (c - from >= MIN_SLICE || empty))
      // Where the next page is wide, a cut the wide layout has too lets the rest continue wide.
      const wide = b === narrow && page + 1 > wideFrom.page ? column.wide?.blocks[i] : undefined
      const widened = wide && widenedCut(b.block, wide.block, fitting)
      const cut = widened ? widened.c : fitting[0]
      if (cut !== undefined && !b.keepWithNext) {
        place(b, from, cut, top)
        from = cut
        newPage()
        if (widened) {
          b = wide!
          from = widened.w
          x = column.wide!.x
        }
      } else if (empty && (cut === undefined || rest > pageRoom)) {
        // Nothing the rules allow fits even on an empty page: cut between lines anyway, or at the
        // page edge when nothing is drawn apart, rather than lose text.
        const loose = cut ?? [...blockCuts(b.block)].reverse().find((c) => c > from && c - from <= room + EPSILON)
        const to = loose ?? Math.min(b.block.height, from + room)
        place(b, from, to, top)
        from = to
        newPage()
      } else {
        newPage()
      }
    }
  }
  return placed
}

const firstTopOf = ({ header, margin }: PaginateInput) =>
  snap(header.block.height > 0 ? header.y + header.block.height + header.gapAfter : margin)

const sliceBottom = (s: Slice) => s.y + s.clipBottom - s.clipTop

/** Below the last slice of the given columns (the page after the header when they are empty). */
function endOf(columns: Slice[][], input: PaginateInput): WideFrom {
  const last = columns.flat().reduce<Slice | undefined>((a, s) => (!a || s.page > a.page || (s.page === a.page && sliceBottom(s) > sliceBottom(a)) ? s : a), undefined)
  if (!last) return { page: 0, y: 0 }
  // One gap of the largest kind (a section's) between the end of a column and what widens under it.
  return { page: last.page, y: sliceBottom(last) + Math.max(0, ...input.columns.flatMap((c) => Array.from({ length: countOf(c) }, (_, i) => entryOf(c, i)!.gap))) }
}

/** Every column flowed; a column with `wide` widens below the point where the others have all ended. */
function flowAll(input: PaginateInput, breaks: ReadonlyArray<number | undefined>): Slice[][] {
  const firstTop = firstTopOf(input)
  const flowed = input.columns.map((c, i) => (c.wide ? undefined : flowColumn(input, c, firstTop, { breakBefore: breaks[i] })))
  const wideFrom = endOf(flowed.filter((s): s is Slice[] => !!s), input)
  return input.columns.map((c, i) => flowed[i] ?? flowColumn(input, c, firstTop, { wideFrom, breakBefore: breaks[i] }))
}

const lastPageOf = (columns: Slice[][]) => Math.max(0, ...columns.flat().map((s) => s.page))

/** How far down the last page its content reaches, from the top margin. */
function tailOf(columns: Slice[][], input: PaginateInput): number {
  const last = lastPageOf(columns)
  return Math.max(0, ...columns.flat().filter((s) => s.page === last).map((s) => sliceBottom(s) - input.margin))
}

/**
 * Blocks of a column that could start the last page instead, latest first: the block split over
 * onto it, and every block that starts on the page before without opening it (a heading moves
 * with the block after it).
 */
function tailMoves(slices: Slice[], column: FlowColumn, last: number): number[] {
  const starts = slices.filter((s) => s.clipTop === 0)
  const opensPage = (s: Slice) => !slices.some((o) => o.page === s.page && o.index < s.index)
  const movable = (i: number) => starts.some((s) => s.index === i && s.page === last - 1 && !opensPage(s))
  const candidates = starts.filter((s) => s.page === last - 1).map((s) => s.index)
  const split = slices.find((s) => s.page === last && s.clipTop > 0)
  if (split) candidates.push(split.index)
  const withHeading = (i: number) => (i > 0 && entryOf(column, i - 1)!.keepWithNext ? i - 1 : i)
  return [...new Set(candidates.map(withHeading))].filter(movable).sort((a, b) => b - a)
}

/**
 * Every column laid out. With `breaks` (a block index per column that starts a new page), just
 * that; without, the tail rule applies: a last page holding less than MIN_TAIL of the page takes
 * one more block from the page before when that brings it over MIN_TAIL without adding a page.
 */
export function flowColumns(input: PaginateInput, breaks?: ReadonlyArray<number | undefined>): Slice[][] {
  if (breaks) return flowAll(input, breaks)
  const columns = flowAll(input, [])
  const last = lastPageOf(columns)
  const fits = (c: Slice[][]) => lastPageOf(c) === last && tailOf(c, input) >= MIN_TAIL * input.height
  if (last === 0 || tailOf(columns, input) >= MIN_TAIL * input.height) return columns
  for (const [i, slices] of columns.entries()) {
    for (const index of tailMoves(slices, input.columns[i]!, last)) {
      const moved = flowAll(input, input.columns.map((_, j) => (j === i ? index : undefined)))
      if (fits(moved)) return moved
    }
  }
  return columns
}

/** How far an edit above is expected to move a block: about three lines. */
const EDIT_REACH = 40

/** Where column `column` widens: below the end of the columns that do not. */
export function wideFromOf(input: PaginateInput, column: number): WideFrom {
  const firstTop = firstTopOf(input)
  return endOf(input.columns.filter((c, i) => i !== column && !c.wide).map((c) => flowColumn(input, c, firstTop)), input)
}

const narrowSlices = (input: PaginateInput, { x, blocks }: FlowColumn) => flowColumn(input, { x, blocks }, firstTopOf(input))

/**
 * Whether the narrow blocks of `column` measured so far reach EDIT_REACH below `end` (wideFromOf):
 * a flow only goes down the pages, so every block after them starts there at the earliest, and
 * none is drawn narrow even after an edit above moves it up a line. The last block counts unless
 * it is a heading, whose place depends on the block after it.
 */
export function narrowReaches(input: PaginateInput, column: number, end: WideFrom): boolean {
  const { blocks } = input.columns[column]!
  const settled = blocks.length - (blocks.at(-1)?.keepWithNext ? 2 : 1)
  const last = narrowSlices(input, input.columns[column]!).findLast((s) => s.index === settled)
  // A block starts at the end of the one before plus its gap, on the half-point grid (snap).
  return !!last && (last.page > end.page || (last.page === end.page && sliceBottom(last) >= end.y + EDIT_REACH + 0.5))
}

/**
 * The index of the first block of column `column` whose `wide` entry is worth measuring: the first
 * that may be drawn wide, whole or from a page break on, or the block count; or the block before
 * it when that one starts just above the point where the other columns end (within EDIT_REACH,
 * on the same page). An edit above that adds a line moves such a block below that point, where it
 * is drawn wide: measured now, the edit's re-render lays out only the block it changed. The
 * column's narrow blocks may stop once they reach past that point (narrowReaches).
 */
export function firstWideBlock(input: PaginateInput, column: number): number {
  const spec = input.columns[column]!
  const end = wideFromOf(input, column)
  const slices = narrowSlices(input, spec)
  const first = slices.find((s) => s.page > end.page || (s.page === end.page && s.y >= end.y))
  const index = first ? first.index : spec.blocks.length
  const before = slices.find((s) => s.index === index - 1 && s.clipTop === 0)
  return before && before.page === end.page && before.y >= end.y - EDIT_REACH ? index - 1 : index
}

/**
 * Whether paginating `input` tries moving a block of a column that does not widen onto the last
 * page (the tail rule): a column that widens then does so lower down, where blocks it has only
 * measured wide may be drawn narrow.
 */
export function movesBesideWide(input: PaginateInput): boolean {
  const columns = flowAll(input, [])
  const last = lastPageOf(columns)
  if (last === 0 || tailOf(columns, input) >= MIN_TAIL * input.height) return false
  return input.columns.some((c, i) => !c.wide && tailMoves(columns[i]!, c, last).length > 0)
}

export function paginate(input: PaginateInput): Page[] {
  const { header } = input
  const columns = flowColumns(input)
  const count = lastPageOf(columns) + 1
  const pages: Page[] = []
  for (let i = 0; i < count; i++) {
    const blocks: PlacedBlock[] = []
    if (i === 0 && header.block.height > 0) {
      blocks.push({ block: header.block, x: header.x, y: header.y, clipTop: 0, clipBottom: header.block.height })
    }
    // Written out as the header's is, so every placed block has one hidden class (a rest copy has
    // another, and the PDF writer's optimised code was thrown away when it first met it).
    for (const slices of columns) {
      for (const s of slices) if (s.page === i) blocks.push({ block: s.block, x: s.x, y: s.y, clipTop: s.clipTop, clipBottom: s.clipBottom })
    }
    pages.push({ width: input.width, height: input.height, background: input.background, backdrops: input.backdrops?.(i) ?? [], blocks })
  }
  return pages
}
