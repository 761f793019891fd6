/**
 * @module
 * Onyx, the ATS-safe one: a single column in reading order and nothing an applicant tracking
 * system could misread: no side-by-side columns, no icons, the contact details as plain text. The
 * name in the primary colour over a thick accent rule, the photo on the right; section names in
 * spaced capitals over a rule in the text colour.
 */
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, packedBlocks } from './parts/flow.js'
import { caps } from './parts/headings.js'
import { headline, nameText } from './parts/identity.js'
import { kit, picture, rootStyle, SHRINKS } from './parts/kit.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const onyx: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const b = resume.basics

  const header = h('div', rootStyle(k, width, { gap: k.space.m }), [
    h('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: k.space.l }, [
      h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, ...SHRINKS, gap: k.space.xs }, [
        nameText(k, b.name, { color: theme.primary }),
        headline(k, b.label),
        h('div', { display: 'flex', marginTop: k.space.xs }, [contact(k, resume, { color: theme.text, paper: theme.background, as: 'line' })]),
      ]),
      picture(resume),
    ]),
    h('div', { display: 'flex', height: 3, backgroundColor: theme.primary }),
  ])

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const look = { compact: false, heading: caps(k, theme.text) }
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: 0 },
    columns: [{ x: frame.margin, width, blocks: [...blocksFor(k, main, width, look), ...packedBlocks(k, sidebar, width, look)] }],
  }
}
