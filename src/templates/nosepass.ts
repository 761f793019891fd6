/**
 * @module
 * Nosepass, after the Europass CV: a narrow label column on the left and the content on the
 * right, all the way down. The header puts the photo in the label column and the name, headline
 * and contact details (icons) beside it; each section opens with a row of its own: its name small,
 * in capitals, ending where the label column ends, and a rule across the content; each item's
 * dates and place sit in the label column beside it. Levels are bars.
 */
import { h, type Element } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, gridded } from './parts/flow.js'
import { headline, nameText } from './parts/identity.js'
import { itemElement, kit, picture, rootStyle, type Kit } from './parts/kit.js'
import { labelColumn, widestWord } from './parts/label-column.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections, type Entry, type Section } from './parts/sections.js'
import type { BlockSpec, Template } from './types.js'

/**
 * A date for the label column, each date kept whole. A range too long for the column (a generous
 * guess) goes on two lines, "Sep 2017" over "- Feb 2021": a dash ending a line would be read as a
 * hyphenation by text extractors.
 */
function labelDate(k: Kit, date: string, width: number): Element | null {
  if (date === '') return null
  const nb = (t: string) => h('div', { display: 'block', whiteSpace: 'nowrap' }, t, { role: 'P' })
  const range = / ([-\u2013\u2014]) /.exec(date)
  if (!range || date.length * k.size.small * 0.52 <= width) return nb(date)
  return h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }, [
    nb(date.slice(0, range.index)),
    nb(`${range[1]} ${date.slice(range.index + range[0].length)}`),
  ])
}

export const nosepass: Template = ({ resume, theme, frame, typography }) => {
  // The label column narrows the text for the whole page: the vertical steps are tightened.
  const k = kit(resume, theme, typography, 0.7)
  const width = frame.width - 2 * frame.margin
  const europass = labelColumn(k, width, 0.16, { alignItems: 'flex-end', textAlign: 'right', fontSize: k.size.small, color: k.muted })
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

  // A heading row spans the page: the name fills at least the label column, ending at its edge,
  // and a longer one (Veröffentlichungen, Աշխատանքային) pushes the rule along instead of
  // breaking inside a word.
  const spacing = k.size.body * 0.05
  const title = (name: string, style = {}) =>
    h('div', { display: 'block', textAlign: 'end', fontSize: k.size.small, fontWeight: 700, color: theme.primary, letterSpacing: spacing, ...style }, name.toUpperCase(), { role: 'H2' })
  const headings = new WeakSet<object>()
  const heading = (name: string) => {
    const row = h('div', rootStyle(k, width, { flexDirection: 'row', alignItems: 'center', gap: k.across.l }), [
      title(name, { minWidth: europass.labelWidth, flexShrink: 1 }),
      h('div', { display: 'flex', flexGrow: 1, minWidth: k.across.l, height: 1, backgroundColor: theme.primary }),
    ])
    headings.add(row)
    return row
  }
  const dated = (kk: Kit, e: Entry, w: number, compact: boolean) => {
    if (compact) return itemElement(kk, e, w, true, levelBar)
    // Dates, place and keywords go to the label column, which has room beside the body.
    const keywords = e.keywords.filter((t) => t.trim() !== '').join(' · ')
    const when = [labelDate(kk, e.date, europass.labelWidth), ...[e.location, keywords].filter(Boolean).map((t) => h('div', { display: 'block' }, t, { role: 'P' }))].filter((c): c is Element => !!c)
    const body = itemElement(kk, { ...e, date: '', location: '', keywords: [] }, w, true, levelBar)
    return europass.label(body, when.length ? h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: kk.space.xs / 2 }, when) : null)
  }

  // Dated sidebar sections (certificates, awards) read as the main ones, dates in the label column;
  // short items (skills, languages) go in a grid, a section of up to three on one row.
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const dates = (s: Section) => s.entries.some((e) => e.date !== '')
  const sections = [...main, ...sidebar.flatMap((s) => (dates(s) ? [s] : gridded([s], 2, 3)))]
  // Profiles and the summary carry their name in the label column beside them, as the Europass CV
  // labels its personal details, when every word of it fits there.
  const fits = (s: Section) => widestWord(s.name.toUpperCase(), k.size.small, spacing) <= europass.labelWidth
  const blocks = sections.flatMap((s) => {
    const [first, second, ...others] = blocksFor(k, [s], europass.contentWidth, { compact: false, heading, meter: levelBar, item: dated })
    if (!second || (s.id !== 'profiles' && s.content === undefined) || !fits(s)) return [first!, ...(second ? [second] : []), ...others]
    return [{ ...second, element: europass.label(second.element, title(s.name)), gap: first!.gap }, ...others]
  })
  const placed: BlockSpec[] = blocks.map((block) => (headings.has(block.element) ? block : europass.place([block])[0]!))
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks: placed }],
  }
}
