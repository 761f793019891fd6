/**
 * @module
 * Where a block may be cut between two pages: y positions (block coordinates) that cross no line
 * of text and no drawn box. Read from the block's SVG and text records: each `<text>` (or record)
 * carries its baseline `y`, its line box `height` and `font-size`; `<rect>` and `<image>` carry
 * their boxes. Mask and clip definitions are not drawn, so they are ignored.
 */
import type { Block, TextRecord } from '../page.js'
import { PLACEHOLDER } from '../svg.js'

/** Baseline sits about 0.37 em below the middle of the line box for the bundled fonts. */
const BASELINE_BELOW_MIDDLE = 0.37
const NOT_DRAWN = /<(mask|clipPath|defs|pattern)\b[\s\S]*?<\/\1>/g
const TEXT = /<text x="[-\d.e]+" y="([-\d.e]+)" width="[-\d.e]+" height="([-\d.e]+)"[^>]*? font-size="([-\d.e]+)"/g
const BOX = /<(?:rect|image)\b[^>]*?\by="([-\d.e]+)"[^>]*?\bheight="([-\d.e]+)"/g

export type Interval = [number, number]

function intervals(svg: string, texts: readonly TextRecord[]): Interval[] {
  const drawn = svg.replace(NOT_DRAWN, '')
  const out: Interval[] = []
  const line = (baseline: number, lineBox: number, size: number) => {
    const middle = baseline - BASELINE_BELOW_MIDDLE * size
    const half = Math.max(lineBox / 2 - 0.5, 0.6 * size)
    out.push([middle - half, middle + half])
  }
  for (const m of drawn.matchAll(TEXT)) line(Number(m[1]), Number(m[2]), Number(m[3]))
  if (texts.length > 0) {
    for (const m of drawn.matchAll(PLACEHOLDER)) {
      const run = texts[Number(m[1])]
      if (run && run.attrs['font-size'] !== undefined) line(run.y, run.height, run.size)
    }
  }
  for (const m of drawn.replace(/^<svg[^>]*>/, '').matchAll(BOX)) {
    const y = Number(m[1])
    out.push([y, y + Number(m[2])])
  }
  return out.sort((a, b) => a[0] - b[0])
}

/** What is drawn, as rows: overlapping text lines and boxes merged, top to bottom. */
export function drawnRows(svg: string, texts: readonly TextRecord[] = []): Interval[] {
  const rows: Interval[] = []
  for (const [top, bottom] of intervals(svg, texts)) {
    const last = rows.at(-1)
    if (last && top <= last[1]) last[1] = Math.max(last[1], bottom)
    else rows.push([top, bottom])
  }
  return rows
}

/**
 * Safe cut positions in increasing order, each in the middle of a gap between drawn things
 * (rounded to half a point, one pixel of a 2x preview),
 * followed by the block height (cutting after everything is always safe).
 */
export const safeCuts = (svg: string, height: number): number[] => cutsBetween(drawnRows(svg), height)

function cutsBetween(rows: Interval[], height: number): number[] {
  const cuts: number[] = []
  for (let i = 1; i < rows.length; i++) if (rows[i - 1]![1] > 0) cuts.push(Math.round(rows[i - 1]![1] + rows[i]![0]) / 2)
  cuts.push(height)
  return cuts
}

/**
 * A block's rows and safe cuts, read from its SVG once: a memoised block comes back on every
 * render of an unchanged item, and pagination asks for both many times per render (every fit
 * spacing, every widening check). Callers must not change the arrays.
 */
const byBlock = new WeakMap<Block, { rows: Interval[]; cuts: number[] }>()

function read(block: Block): { rows: Interval[]; cuts: number[] } {
  let found = byBlock.get(block)
  if (!found) {
    const rows = drawnRows(block.svg, block.texts)
    byBlock.set(block, (found = { rows, cuts: cutsBetween(rows, block.height) }))
  }
  return found
}

export const blockRows = (block: Block): readonly Interval[] => read(block).rows
export const blockCuts = (block: Block): readonly number[] => read(block).cuts
