/**
 * @module
 * Gengar: a tinted sidebar on the left, full height on every page, that opens with an accent block
 * in the primary colour carrying the photo, name, headline and contact details; the sidebar's
 * sections follow, and the main column fills the right. Headings: a short bar in the sidebar, a
 * rule in the main column; levels are bars.
 */
import { mix } from './parts/color.js'
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, fullHeight } from './parts/flow.js'
import { ruled, underlined } from './parts/headings.js'
import { headline, nameText, noHeader } from './parts/identity.js'
import { kit, leftPanelSplit, picture, rootStyle } from './parts/kit.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const gengar: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const tint = mix(theme.primary, theme.background, 0.85)
  const paper = theme.background
  const { panelWidth, inset, sideWidth, mainX, mainWidth } = leftPanelSplit(k, frame, 0.29)
  const b = resume.basics

  const card = h('div', rootStyle(k, sideWidth, { gap: k.space.xs, padding: k.space.l, borderRadius: k.size.body * 0.5, backgroundColor: theme.primary, color: paper }), [
    picture(resume, Math.min(b.picture.size, sideWidth - 2 * k.space.l)),
    nameText(k, b.name, { fontSize: k.size.name * 0.8, marginTop: k.space.s }),
    headline(k, b.label, { fontSize: k.size.body }),
    h('div', { display: 'flex', marginTop: k.space.m }, [contact(k, resume, { color: paper, iconColor: paper, paper: theme.primary, as: 'list' })]),
  ])

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  return {
    header: noHeader(inset, sideWidth),
    // The card carries the name: the sidebar comes first in reading order.
    columns: [
      { x: inset, width: sideWidth, blocks: [{ element: card, gap: 0 }, ...blocksFor(k, sidebar, sideWidth, { compact: true, heading: underlined(k, theme.text), meter: levelBar, paper: tint })] },
      { x: mainX, width: mainWidth, blocks: blocksFor(k, main, mainWidth, { compact: false, heading: ruled(k), meter: levelBar }) },
    ],
    backdrops: fullHeight(0, panelWidth, frame.height, tint),
  }
}
