/**
 * @module
 * Nosepass, after the Europass CV: a narrow label column on the left and the content on the
 * right, all the way down. The header puts the photo in the label column and the name, headline
 * and contact details (icons) beside it; each section's name sits small, in capitals and
 * right-aligned in the label column, with a rule across the content; each item's dates and place
 * sit in the label column beside it. Levels are bars.
 */
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, gridded } from './parts/flow.js'
import { headline, nameText } from './parts/identity.js'
import { itemElement, kit, picture, type Kit } from './parts/kit.js'
import { labelColumn } from './parts/label-column.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections, type Entry } from './parts/sections.js'
import type { Template } from './types.js'

export const nosepass: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const europass = labelColumn(k, width, 0.17, { alignItems: 'flex-end', textAlign: 'right', fontSize: k.size.small, color: k.muted })
  const b = resume.basics

  const header = europass.row(
    picture(resume, Math.min(b.picture.size, europass.labelWidth)),
    h('div', { display: 'flex', flexDirection: 'column', width: europass.contentWidth, gap: k.space.xs }, [
      nameText(k, b.name),
      headline(k, b.label, { color: theme.primary }),
      h('div', { display: 'flex', marginTop: k.space.s }, [contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line' })]),
    ]),
    { alignItems: 'center' },
  )

  const heading = (name: string, w: number) =>
    europass.label(
      h('div', { display: 'flex', width: w, height: k.size.small * typography.lineHeight, alignItems: 'center' }, [h('div', { display: 'flex', width: '100%', height: 1, backgroundColor: theme.primary })]),
      h('div', { display: 'block', fontWeight: 700, color: theme.primary, letterSpacing: k.size.body * 0.05 }, name.toUpperCase(), { role: 'H2' }),
    )
  const dated = (kk: Kit, e: Entry, w: number, compact: boolean) => {
    if (compact) return itemElement(kk, e, w, true, levelBar)
    const when = [e.date, e.location].filter(Boolean).map((t) => h('div', { display: 'block' }, t))
    return europass.label(itemElement(kk, { ...e, date: '', location: '' }, w, true, levelBar), when.length ? h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }, when) : null)
  }

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const blocks = blocksFor(k, [...main, ...gridded(sidebar, 2)], europass.contentWidth, { compact: false, heading, meter: levelBar, item: dated })
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks: europass.place(blocks) }],
  }
}
