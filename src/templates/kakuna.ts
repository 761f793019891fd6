/**
 * @module
 * Kakuna: one centred column. The name stands in an outlined box, the headline and a contact line
 * (icons) centred under it; section names are centred capitals between two hairlines, and each
 * item centres its title, role and dates above a left-aligned summary. Levels are dots.
 */
import { h, type Element } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, packedBlocks } from './parts/flow.js'
import { centred } from './parts/headings.js'
import { headline, nameText } from './parts/identity.js'
import { inlineLink, itemElement, kit, picture, rootStyle, unbroken, type Kit } from './parts/kit.js'
import { levelDots } from './parts/levels.js'
import { assignColumns, readSections, type Entry } from './parts/sections.js'
import type { Template } from './types.js'

export const kakuna: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const b = resume.basics

  const boxedName = nameText(k, b.name, { boxSizing: 'border-box', padding: `${k.space.s}px ${k.space.l}px`, border: `1.5px solid ${theme.primary}`, letterSpacing: k.size.body * 0.04, textAlign: 'center', maxWidth: '100%' })
  const header = h('div', rootStyle(k, width, { alignItems: 'center', gap: k.space.s, textAlign: 'center' }), [
    picture(resume),
    boxedName,
    headline(k, b.label, { color: theme.primary }),
    contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line', align: 'center' }),
  ])

  /** The item's heading centred on one line (title, role and place, dates); the summary and the rest keep the shared item layout. */
  const centredItem = (kk: Kit, e: Entry, w: number, compact: boolean): Element => {
    const position = [e.subtitle, e.location].filter(Boolean).join(', ')
    const sep = (on: boolean) => on && h('span', { color: kk.muted }, '\u00a0· ')
    const line = h('div', { display: 'block', textAlign: 'center' }, [
      e.title && h('span', { fontWeight: 700 }, e.title),
      sep(!!e.title && !!position),
      position && h('span', { fontStyle: 'italic' }, position),
      sep(!!(e.title || position) && !!e.date),
      e.date && h('span', { color: kk.muted, fontSize: kk.size.small }, unbroken(e.date)),
      ...inlineLink(kk, e.link, !!(e.title || position || e.date)),
    ], { role: compact ? 'P' : 'H3' })
    const rest = itemElement(kk, { ...e, title: '', subtitle: '', date: '', location: '', level: 0, link: { label: '', href: '' } }, w, true)
    return h('div', rootStyle(kk, w, { gap: kk.space.xs, ...(compact ? { alignItems: 'center', textAlign: 'center' } : {}) }), [
      // The dots sit on the heading's line, or under it when the line is full.
      h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', columnGap: kk.space.s, rowGap: kk.space.xs }, [line, levelDots(kk, e.level)], { breaks: 'head' }),
      rest,
    ])
  }

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const look = { compact: false, heading: centred(k), meter: levelDots, item: centredItem, centre: true }
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks: [...blocksFor(k, main, width, look), ...packedBlocks(k, sidebar, width, look)] }],
  }
}
