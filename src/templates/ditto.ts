/**
 * @module
 * Ditto: a full-width banner in the primary colour across the top of the first page (photo, name
 * and headline in the background colour, contact line with icons), then a sidebar on the left
 * and the main column on the right. Headings sit on a tinted band with an accent edge; levels are
 * bars.
 */
import { mix } from './parts/color.js'
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor } from './parts/flow.js'
import { band } from './parts/headings.js'
import { headline, nameText } from './parts/identity.js'
import { kit, picture, rootStyle, SHRINKS, sidebarSplit } from './parts/kit.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const ditto: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const { gutter, sideWidth, mainWidth } = sidebarSplit(k, width)
  const paper = theme.background
  const b = resume.basics
  const pad = Math.max(frame.margin, k.space.l)

  const banner = h('div', rootStyle(k, frame.width, { flexDirection: 'row', alignItems: 'center', gap: k.space.l, padding: `${pad}px ${pad}px ${k.space.l * 1.25}px`, backgroundColor: theme.primary, color: paper }), [
    picture(resume),
    h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, ...SHRINKS, gap: k.space.xs }, [
      nameText(k, b.name),
      headline(k, b.label, { color: mix(paper, theme.primary, 0.15) }),
      h('div', { display: 'flex', marginTop: k.space.s }, [contact(k, resume, { color: paper, iconColor: paper, paper: theme.primary, as: 'line' })]),
    ]),
  ])

  const heading = band(k, mix(theme.primary, theme.background, 0.9))
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const mainLook = { compact: false, heading, meter: levelBar }
  return {
    header: { element: banner, x: 0, y: 0, width: frame.width, gapAfter: k.space.s },
    columns: [
      {
        x: frame.margin + sideWidth + gutter,
        width: mainWidth,
        blocks: blocksFor(k, main, mainWidth, mainLook),
        wide: { x: frame.margin, width, blocks: blocksFor(k, main, width, mainLook) },
      },
      { x: frame.margin, width: sideWidth, blocks: blocksFor(k, sidebar, sideWidth, { compact: true, heading, meter: levelBar }) },
    ],
  }
}
