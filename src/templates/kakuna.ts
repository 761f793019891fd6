/**
 * @module
 * Kakuna: one centred column. The name stands in an outlined box, the headline and a contact line
 * (icons) centred under it; section names are centred capitals between two hairlines, and each
 * item centres its title, role and dates above a left-aligned summary. Levels are dots.
 */
import { h, type Element } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, gridded } from './parts/flow.js'
import { centred } from './parts/headings.js'
import { headline, nameText } from './parts/identity.js'
import { itemElement, kit, picture, rootStyle, type Kit } from './parts/kit.js'
import { levelDots } from './parts/levels.js'
import { assignColumns, readSections, type Entry } from './parts/sections.js'
import type { Template } from './types.js'

export const kakuna: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const b = resume.basics

  const boxedName = nameText(k, b.name, { boxSizing: 'border-box', padding: `${k.space.s}px ${k.space.l}px`, border: `1.5px solid ${theme.primary}`, letterSpacing: k.size.body * 0.04, textAlign: 'center', maxWidth: '100%' })
  const header = h('div', { ...rootStyle(k, width), alignItems: 'center', gap: k.space.s, textAlign: 'center' }, [
    picture(resume),
    boxedName,
    headline(k, b.label, { color: theme.primary }),
    contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line', align: 'center' }),
  ])

  /** The item's heading lines centred; the summary and the rest keep the shared item layout. */
  const centredItem = (kk: Kit, e: Entry, w: number, compact: boolean): Element => {
    const lines = [
      e.title && h('div', { display: 'block', fontWeight: 700 }, e.title, { role: 'H3' }),
      [e.subtitle, e.location].some(Boolean) && h('div', { display: 'block', fontStyle: 'italic' }, [e.subtitle, e.location].filter(Boolean).join(', '), { role: 'P' }),
      e.date && h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, e.date, { role: 'P' }),
      levelDots(kk, e.level),
    ]
    const rest = itemElement(kk, { ...e, title: '', subtitle: '', date: '', location: '', level: 0 }, w, true)
    return h('div', { ...rootStyle(kk, w), gap: kk.space.xs, ...(compact ? { alignItems: 'center', textAlign: 'center' } : {}) }, [
      h('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center' }, lines),
      rest,
    ])
  }

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks: blocksFor(k, [...main, ...gridded(sidebar, 3)], width, { compact: false, heading: centred(k), meter: levelDots, item: centredItem }) }],
  }
}
