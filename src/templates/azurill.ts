/**
 * @module
 * Azurill: centred header across the page, a narrow sidebar on the left (skills, languages and the
 * like, compact items, headings with a short accent bar), the main column on the right with its
 * headings in the primary colour over a thin rule.
 */
import { h } from './element.js'
import { contactPieces, kit, picture, rootStyle, sectionBlocks, sidebarSplit } from './parts/kit.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const azurill: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const { gutter, sideWidth, mainWidth } = sidebarSplit(k, width)
  const b = resume.basics

  const header = h('div', rootStyle(k, width, { alignItems: 'center', gap: k.space.xs, paddingBottom: k.space.m }), [
    picture(resume),
    b.name && h('div', { display: 'block', fontSize: k.size.name, fontWeight: 700, lineHeight: 1.15, textAlign: 'center' }, b.name, { role: 'H1' }),
    b.label && h('div', { display: 'block', fontSize: k.size.label, color: k.theme.primary, textAlign: 'center' }, b.label, { role: 'P' }),
    h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', columnGap: k.space.m, marginTop: k.space.xs, fontSize: k.size.small }, contactPieces(k, resume)),
    h('div', { display: 'flex', width: '100%', height: 0.75, backgroundColor: k.faint, marginTop: k.space.m }),
  ])

  const mainLook = {
    compact: false,
    heading: (name: string, w: number) =>
      h('div', rootStyle(k, w, { gap: k.space.xs }), [
        h('div', { display: 'block', fontSize: k.size.heading, fontWeight: 700, color: k.theme.primary }, name, { role: 'H2' }),
        h('div', { display: 'flex', height: 0.75, backgroundColor: k.faint }),
      ]),
  }
  const sideLook = {
    compact: true,
    heading: (name: string, w: number) =>
      h('div', rootStyle(k, w, { gap: k.space.xs }), [
        h('div', { display: 'block', fontSize: k.size.heading, fontWeight: 700, color: k.theme.primary }, name, { role: 'H2' }),
        h('div', { display: 'flex', width: k.size.body * 2.4, height: 1.5, backgroundColor: k.theme.primary }),
      ]),
  }
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: 0 },
    columns: [
      {
        x: frame.margin + sideWidth + gutter,
        width: mainWidth,
        blocks: main.flatMap((s) => sectionBlocks(k, s, mainWidth, mainLook)),
        wide: { x: frame.margin, width, blocks: main.flatMap((s) => sectionBlocks(k, s, width, mainLook)) },
      },
      { x: frame.margin, width: sideWidth, blocks: sidebar.flatMap((s) => sectionBlocks(k, s, sideWidth, sideLook)) },
    ],
  }
}
