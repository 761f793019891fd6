/**
 * @module
 * Sections -> blocks with a template's look: its heading style, its level indicator, and profiles
 * drawn as network icon + username (a link when the profile has a URL).
 */
import { h, type Element } from '../element.js'
import type { BlockSpec } from '../types.js'
import { icon, networkIcon } from './icons.js'
import { itemElement, levelMeter, rootStyle, sectionBlocks, SHRINKS, type Kit, type SectionLook } from './kit.js'
import type { Entry, Section } from './sections.js'

export interface Look extends SectionLook {
  /** Level indicator for skills and languages; the segmented meter by default. */
  meter?: (k: Kit, level: number) => Element | null
  /** Colour under profile icons (their cut-outs): the column's background. */
  paper?: string
}

function profileItem(k: Kit, e: Entry, width: number, paper: string): Element {
  const handle = e.subtitle || e.link.label || e.link.href.replace(/^https?:\/\/(www\.)?/, '') || e.title
  const text = e.link.href ? h('a', { display: 'block', color: k.theme.text, textDecoration: 'none' }, handle, { href: e.link.href, role: 'P' }) : h('div', { display: 'block' }, handle, { role: 'P' })
  return h('div', { ...rootStyle(k, width), flexDirection: 'row', alignItems: 'center', gap: k.space.s }, [
    icon(networkIcon(e.title), k.size.body, k.theme.primary, paper),
    h('div', { display: 'flex', flexDirection: 'column', flexShrink: 1, ...SHRINKS }, [
      text,
      e.title && e.title !== handle ? h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, e.title, { role: 'P' }) : null,
    ]),
  ])
}

/** Every section's blocks, in order, with the look's heading, meter and item layout. */
export function blocksFor(k: Kit, sections: Section[], width: number, look: Look): BlockSpec[] {
  const meter = look.meter ?? levelMeter
  const item = look.item ?? ((kk: Kit, e: Entry, w: number, compact: boolean) => itemElement(kk, e, w, compact, meter))
  const paper = look.paper ?? k.theme.background
  return sections.flatMap((s) =>
    sectionBlocks(k, s, width, { ...look, item: s.id === 'profiles' ? (kk, e, w) => profileItem(kk, e, w, paper) : item }),
  )
}

/** A tint from the top to the bottom of every page: sidebars that run the whole page. */
export const fullHeight = (x: number, width: number, height: number, fill: string) => () => [{ x, y: 0, width, height, fill }]

/** Sidebar sections moved into a single column: short items (skills, languages) set in a grid of at least `columns`. */
export const gridded = (sections: Section[], columns: number): Section[] => sections.map((s) => ({ ...s, columns: Math.max(s.columns, columns) }))
