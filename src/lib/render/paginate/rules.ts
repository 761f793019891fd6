/**
 * @module
 * The page-break rules for cutting one block, as the positions where it may be cut (block
 * coordinates, increasing, the block height last):
 * - a block kept together (a row of a multi-column grid) is never cut, unless it is taller than a
 *   page;
 * - an item's header (a `head` mark) stays with at least two lines of what follows it;
 * - a paragraph or list item (a `para` mark) is cut only with at least two of its lines on each
 *   side (no widows, no orphans).
 * Candidates are the gaps between drawn rows (cuts.ts); the marks come from the template's
 * elements (BlockMark). Rules between blocks (headings, the last page) live in index.ts.
 */
import type { Block, BlockMark } from '../page.js'
import { blockCuts, blockRows, type Interval } from './cuts.js'

/** Lines a paragraph keeps on each side of a cut, and an item's header below it. */
export const MIN_LINES = 2

const EPSILON = 0.01

const rowsIn = (rows: readonly Interval[], top: number, bottom: number) =>
  rows.filter(([a, b]) => (a + b) / 2 > top - EPSILON && (a + b) / 2 < bottom + EPSILON)

/** Whether cutting at `cut` keeps the rule of `mark`. */
function keeps(mark: BlockMark, cut: number, rows: readonly Interval[]): boolean {
  if (cut <= mark.top + EPSILON) return true
  if (mark.kind === 'para') {
    if (cut >= mark.bottom - EPSILON) return true
    const lines = rowsIn(rows, mark.top, mark.bottom)
    const above = lines.filter(([, b]) => b <= cut + EPSILON).length
    // A cut in the gap above its first line or under its last can still lie inside the paragraph's
    // box (a gap's middle is not the box's edge): it splits nothing.
    if (above === 0 || above === lines.length) return true
    return above >= MIN_LINES && lines.length - above >= MIN_LINES
  }
  // A header: the cut comes after the second row that starts below it, or not at all.
  const after = rows.filter(([a]) => a >= mark.bottom - EPSILON)
  const second = after[MIN_LINES - 1]
  return second !== undefined && cut >= second[1] - EPSILON
}

/**
 * Where `block` may be cut, the block height last. `whole` keeps it together when it fits in
 * `pageRoom` (the height of an empty page's column).
 */
export function allowedCuts(block: Block, whole: boolean, pageRoom: number): number[] {
  if (whole && block.height <= pageRoom + EPSILON) return [block.height]
  const cuts = blockCuts(block)
  const marks = block.marks ?? []
  if (marks.length === 0) return [...cuts]
  const rows = blockRows(block)
  const allowed = cuts.filter((cut, i) => i === cuts.length - 1 || marks.every((m) => keeps(m, cut, rows)))
  // A block taller than a page that the rules would not let start on any page (a grid row of long
  // items whose lines never line up) is cut between lines anyway: text is never lost.
  return block.height > pageRoom + EPSILON && !allowed.some((c) => c <= pageRoom + EPSILON) ? [...cuts] : allowed
}
