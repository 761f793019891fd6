/**
 * @module
 * Sections -> blocks with a template's look: its heading style and its level indicator.
 */
import { h, type Element } from '../element.js'
import type { BlockSpec } from '../types.js'
import { itemElement, levelMeter, rootStyle, sectionBlocks, type Kit, type SectionLook } from './kit.js'
import type { Entry, Section } from './sections.js'

export interface Look extends SectionLook {
  /** Level indicator for skills and languages; the segmented meter by default. */
  meter?: (k: Kit, level: number) => Element | null
}

const itemOf = (look: Look) => {
  const meter = look.meter ?? levelMeter
  return look.item ?? ((kk: Kit, e: Entry, w: number, compact: boolean) => itemElement(kk, e, w, compact, meter))
}

/** Every section's blocks, in order, with the look's heading, meter and item layout. */
export function blocksFor(k: Kit, sections: Section[], width: number, look: Look): BlockSpec[] {
  const item = itemOf(look)
  return sections.flatMap((s) => sectionBlocks(k, s, width, { ...look, item }))
}

/**
 * Sidebar sections at the end of a one-column page: short ones (at most `few` items:
 * certificates, languages) set side by side, `perRow` to a row, each a column under its own
 * heading, one block that moves as a whole; longer ones (skills) in a grid of `grid` columns.
 */
export function packedBlocks(k: Kit, sections: Section[], width: number, look: Look, { perRow = 2, few = 4, grid = 3 } = {}): BlockSpec[] {
  const item = itemOf(look)
  const gutter = k.across.l
  const out: BlockSpec[] = []
  let group: Section[] = []
  const flush = () => {
    if (group.length === 1) out.push(...blocksFor(k, gridded(group, grid), width, look))
    if (group.length > 1) {
      const cell = (width - gutter * (group.length - 1)) / group.length
      const columns = group.map((s) =>
        h('div', { display: 'flex', flexDirection: 'column', width: cell, flexShrink: 0, gap: k.space.s }, [
          look.heading(s.name, cell),
          h('div', { display: 'flex', flexDirection: 'column', gap: k.space.m }, s.entries.map((e) => item(k, e, cell, true))),
        ]),
      )
      out.push({ element: h('div', rootStyle(k, width, { flexDirection: 'row', gap: gutter, alignItems: 'flex-start' }), columns), gap: k.space.l, keepTogether: true })
    }
    group = []
  }
  for (const s of sections) {
    const short = s.content === undefined && s.id !== 'profiles' && s.entries.length <= few
    if (!short) {
      flush()
      out.push(...blocksFor(k, gridded([s], grid), width, look))
      continue
    }
    group.push(s)
    if (group.length === perRow) flush()
  }
  flush()
  return out
}

/** A tint from the top to the bottom of every page: sidebars that run the whole page. */
export const fullHeight = (x: number, width: number, height: number, fill: string) => () => [{ x, y: 0, width, height, fill }]

/**
 * Sidebar sections moved into a single column: short items (skills, languages) set in a grid of at
 * least `columns`; a section of at most `oneRow` items takes one row with a column per item.
 */
export const gridded = (sections: Section[], columns: number, oneRow = columns): Section[] =>
  sections.map((s) => ({ ...s, columns: Math.max(s.columns, s.entries.length <= oneRow ? Math.max(columns, s.entries.length) : columns) }))
