/**
 * @module
 * Where a cut of a block falls in the same block laid out wider (a main column that widens under
 * a sidebar that has ended): a block split over a page break continues wide on the next page, from
 * the point that has the same text above it. Lines break differently at another width, so only a
 * cut between two marked parts (an item's header, paragraphs, list items) has such a point: the
 * parts are the same in both layouts, in the same order.
 */
import type { Block } from '../page.js'
import { blockCuts, blockRows, type Interval } from './cuts.js'

const EPSILON = 0.01

/** The drawn rows of each mark (rows whose middle lies in its box), as one span; undefined for a mark with none. */
function spans(block: Block, rows: readonly Interval[]): Array<Interval | undefined> {
  return (block.marks ?? []).map((m) => {
    const inside = rows.filter(([a, b]) => (a + b) / 2 > m.top && (a + b) / 2 < m.bottom)
    return inside.length > 0 ? [inside[0]![0], inside.at(-1)![1]] : undefined
  })
}

/**
 * How many marks are drawn wholly above `cut` when all the others are drawn wholly below it and
 * nothing unmarked is drawn between the two groups, else undefined.
 */
function marksAbove(rows: readonly Interval[], marks: Array<Interval | undefined>, cut: number): number | undefined {
  if (marks.length === 0 || marks.some((m) => !m)) return undefined
  const j = marks.findIndex((m) => m![1] > cut + EPSILON)
  if (j <= 0) return undefined
  if (marks.some((m, i) => (i < j ? m![1] > cut + EPSILON : m![0] < cut - EPSILON))) return undefined
  const [above, below] = [Math.max(...marks.slice(0, j).map((m) => m![1])), Math.min(...marks.slice(j).map((m) => m![0]))]
  return rows.some(([a, b]) => (a + b) / 2 > above && (a + b) / 2 < below) ? undefined : j
}

/**
 * The position in `wide` with the same text above it as `cut` has in `narrow`, or undefined when
 * there is none (the cut is inside a paragraph, or the two layouts do not mark the same parts).
 */
export function wideCut(narrow: Block, wide: Block, cut: number): number | undefined {
  if ((narrow.marks ?? []).length !== (wide.marks ?? []).length) return undefined
  const narrowRows = blockRows(narrow)
  const j = marksAbove(narrowRows, spans(narrow, narrowRows), cut)
  if (j === undefined) return undefined
  const wideRows = blockRows(wide)
  const wideMarks = spans(wide, wideRows)
  return blockCuts(wide).find((c) => c < wide.height && marksAbove(wideRows, wideMarks, c) === j)
}
