/**
 * @module
 * Chikorita: the main column on the left opens with the name in the primary colour, the headline
 * and a contact line (icons); a tinted sidebar on the right runs the full height of every page,
 * with the photo on top and compact sections below. Headings: a rule in the main column, a short
 * bar in the sidebar; levels are dots.
 */
import { mix } from './parts/color.js'
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, fullHeight } from './parts/flow.js'
import { ruled, underlined } from './parts/headings.js'
import { headline, nameText, noHeader } from './parts/identity.js'
import { gutter, kit, picture, rootStyle } from './parts/kit.js'
import { levelDots } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { BlockSpec, Template } from './types.js'

export const chikorita: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const tint = mix(theme.primary, theme.background, 0.86)
  // Text keeps a gutter's distance from the tint's edge, and three quarters of a margin inside it.
  const inset = gutter(k) * 1.5
  const panelWidth = Math.round(frame.width * 0.24)
  const panelX = frame.width - panelWidth
  const sideWidth = panelWidth - inset - Math.max(frame.margin * 0.75, k.space.m)
  const mainWidth = panelX - frame.margin - inset
  const b = resume.basics

  const intro = h('div', rootStyle(k, mainWidth, { gap: k.space.xs }), [
    nameText(k, b.name, { color: theme.primary }),
    headline(k, b.label),
    h('div', { display: 'flex', marginTop: k.space.s }, [contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line' })]),
  ])
  const photo = picture(resume, Math.min(b.picture.size, sideWidth))

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const sideBlocks: BlockSpec[] = [
    ...(photo ? [{ element: h('div', rootStyle(k, sideWidth, { alignItems: 'center' }), [photo]), gap: 0 }] : []),
    ...blocksFor(k, sidebar, sideWidth, { compact: true, heading: underlined(k, theme.text), meter: levelDots, paper: tint }),
  ]
  return {
    header: noHeader(frame.margin, mainWidth),
    columns: [
      { x: frame.margin, width: mainWidth, blocks: [{ element: intro, gap: 0 }, ...blocksFor(k, main, mainWidth, { compact: false, heading: ruled(k, k.faint), meter: levelDots })] },
      { x: panelX + inset, width: sideWidth, blocks: sideBlocks },
    ],
    backdrops: fullHeight(panelX, panelWidth, frame.height, tint),
  }
}
