/**
 * @module
 * Glalie: a tinted sidebar on the left, full height on every page, opening with a centred header
 * (photo, name, headline) and the contact details in an outlined box; the sidebar's sections
 * follow with headings in capitals centred between hairlines (closed up, then smaller, when a
 * word of a name would not fit between them), and the main column fills the right under headings
 * with a short accent bar. Levels are dots.
 */
import { mix } from './parts/color.js'
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, fullHeight } from './parts/flow.js'
import { centred, fittedLettering, underlined } from './parts/headings.js'
import { headline, nameText, noHeader } from './parts/identity.js'
import { kit, leftPanelSplit, picture, rootStyle } from './parts/kit.js'
import { levelDots } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const glalie: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const tint = mix(theme.primary, theme.background, 0.9)
  const { panelWidth, inset, sideWidth, mainX, mainWidth } = leftPanelSplit(k, frame, 0.28)
  const b = resume.basics

  const contacts = contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'list' })
  const intro = h('div', rootStyle(k, sideWidth, { alignItems: 'center', gap: k.space.xs, textAlign: 'center' }), [
    picture(resume, Math.min(b.picture.size, sideWidth)),
    nameText(k, b.name, { fontSize: k.size.name * 0.8, color: theme.primary, marginTop: k.space.s }),
    headline(k, b.label, { fontSize: k.size.body }),
    contacts && h('div', { display: 'flex', boxSizing: 'border-box', width: '100%', marginTop: k.space.m, padding: k.space.m, border: `1px solid ${theme.primary}`, borderRadius: k.size.body * 0.4, backgroundColor: theme.background, textAlign: 'left' }, [contacts]),
  ])

  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const sideHeading = centred(k, undefined, undefined, fittedLettering(k, sidebar.map((s) => s.name), sideWidth))
  return {
    header: noHeader(inset, sideWidth),
    // The sidebar carries the name: it comes first in reading order.
    columns: [
      { x: inset, width: sideWidth, blocks: [{ element: intro, gap: 0 }, ...blocksFor(k, sidebar, sideWidth, { compact: true, heading: sideHeading, meter: levelDots, paper: tint })] },
      { x: mainX, width: mainWidth, blocks: blocksFor(k, main, mainWidth, { compact: false, heading: underlined(k), meter: levelDots }) },
    ],
    backdrops: fullHeight(0, panelWidth, frame.height, tint),
  }
}
