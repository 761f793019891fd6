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
import { itemElement, kit, picture, profilePieces, type Kit } from './parts/kit.js'
import { labelColumn } from './parts/label-column.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections, type Entry, type Section } from './parts/sections.js'
import type { Template } from './types.js'

export const nosepass: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography, 0.75)
  const width = frame.width - 2 * frame.margin
  const europass = labelColumn(k, width, 0.16, { alignItems: 'flex-end', textAlign: 'right', fontSize: k.size.small, color: k.muted })
  const b = resume.basics
  // Profiles sit in the header's contact line, as on the Europass CV.
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const profiles = [...main, ...sidebar].find((s) => s.id === 'profiles')

  const header = europass.row(
    picture(resume, Math.min(b.picture.size, europass.labelWidth)),
    h('div', { display: 'flex', flexDirection: 'column', width: europass.contentWidth, gap: k.space.xs }, [
      nameText(k, b.name),
      headline(k, b.label, { color: theme.primary }),
      h('div', { display: 'flex', marginTop: k.space.s }, [
        contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line', more: profiles ? profilePieces(k, profiles.entries, theme.background) : [] }),
      ]),
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
    // Dates, place and keywords go to the label column, which has room beside the body.
    const keywords = e.keywords.filter((t) => t.trim() !== '').join(' · ')
    const when = [e.date, e.location, keywords].filter(Boolean).map((t) => h('div', { display: 'block' }, t, { role: 'P' }))
    const body = itemElement(kk, { ...e, date: '', location: '', keywords: [] }, w, true, levelBar)
    return europass.label(body, when.length ? h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: kk.space.xs / 2 }, when) : null)
  }

  const rest = (sections: Section[]) => sections.filter((s) => s !== profiles)
  // Dated sidebar sections (certificates, awards) read as the main ones, dates in the label column;
  // short items (skills, languages) go in a grid.
  const dates = (s: Section) => s.entries.some((e) => e.date !== '')
  const side = rest(sidebar).flatMap((s) => (dates(s) ? [s] : gridded([s], 2, 3)))
  const blocks = blocksFor(k, [...rest(main), ...side], europass.contentWidth, { compact: false, heading, meter: levelBar, item: dated })
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks: europass.place(blocks) }],
  }
}
