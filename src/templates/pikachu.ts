/**
 * @module
 * Pikachu: a sidebar on the left that opens with the photo and the contact details (icons), beside
 * an accent block in the primary colour holding the name and headline; below, the sidebar's
 * sections beside the main column. Sidebar headings carry a short bar, main ones a rule; levels
 * are dots.
 */
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor } from './parts/flow.js'
import { ruled, underlined } from './parts/headings.js'
import { headline, nameText } from './parts/identity.js'
import { kit, picture, rootStyle, SHRINKS, sidebarSplit } from './parts/kit.js'
import { levelDots } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const pikachu: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const { gutter, sideWidth, mainWidth } = sidebarSplit(k, width)
  const b = resume.basics
  const onAccent = theme.background

  const header = h('div', rootStyle(k, width, { flexDirection: 'row', alignItems: 'stretch', gap: gutter }), [
    h('div', { display: 'flex', flexDirection: 'column', width: sideWidth, flexShrink: 0, ...SHRINKS, gap: k.space.m, justifyContent: 'center' }, [
      picture(resume, Math.min(resume.basics.picture.size, sideWidth)),
      contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'list' }),
    ]),
    h('div', { display: 'flex', boxSizing: 'border-box', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1, ...SHRINKS, gap: k.space.xs, padding: k.space.l, borderRadius: k.size.body * 0.6, backgroundColor: theme.primary, color: onAccent, minHeight: k.size.name * 3 }, [
      nameText(k, b.name),
      headline(k, b.label),
    ]),
  ])

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const mainLook = { compact: false, heading: ruled(k), meter: levelDots }
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.s },
    columns: [
      {
        x: frame.margin + sideWidth + gutter,
        width: mainWidth,
        blocks: blocksFor(k, main, mainWidth, mainLook),
        wide: { x: frame.margin, width, blocks: blocksFor(k, main, width, mainLook) },
      },
      { x: frame.margin, width: sideWidth, blocks: blocksFor(k, sidebar, sideWidth, { compact: true, heading: underlined(k, theme.text), meter: levelDots }) },
    ],
  }
}
