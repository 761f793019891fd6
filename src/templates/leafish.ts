/**
 * @module
 * Leafish: a full-bleed banner header tinted with the primary colour (name, headline, contact
 * line), then two equal columns, main on the left and the sidebar sections on the right, headings
 * in the primary colour with an accent bar on their left.
 */
import { mix } from './parts/color.js'
import { h } from './element.js'
import { contactPieces, gutter, kit, picture, rootStyle, sectionBlocks, SHRINKS } from './parts/kit.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const leafish: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const columnWidth = (width - gutter(k)) / 2
  const b = resume.basics

  const header = h(
    'div',
    rootStyle(k, frame.width, {
      flexDirection: 'row',
      alignItems: 'center',
      gap: k.space.l,
      padding: `${Math.max(frame.margin, k.space.l)}px ${frame.margin}px ${k.space.l * 1.25}px`,
      backgroundColor: mix(theme.primary, theme.background, 0.9),
    }),
    [
      picture(resume),
      h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, ...SHRINKS, gap: k.space.xs }, [
        b.name && h('div', { display: 'block', fontSize: k.size.name, fontWeight: 700, lineHeight: 1.15, color: theme.primary }, b.name, { role: 'H1' }),
        b.label && h('div', { display: 'block', fontSize: k.size.label }, b.label, { role: 'P' }),
        h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: k.space.m, marginTop: k.space.xs, fontSize: k.size.small }, contactPieces(k, resume)),
      ]),
    ],
  )

  const look = {
    compact: false,
    heading: (name: string, w: number) =>
      h('div', rootStyle(k, w, { flexDirection: 'row', alignItems: 'center', gap: k.space.s }), [
        h('div', { display: 'flex', width: 3, height: k.size.heading * 1.1, backgroundColor: theme.primary }),
        h('div', { display: 'block', fontSize: k.size.heading, fontWeight: 700, color: theme.primary }, name, { role: 'H2' }),
      ]),
  }
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  return {
    header: { element: header, x: 0, y: 0, width: frame.width, gapAfter: k.space.s },
    columns: [
      {
        x: frame.margin,
        width: columnWidth,
        blocks: main.flatMap((s) => sectionBlocks(k, s, columnWidth, look)),
        wide: { x: frame.margin, width, blocks: main.flatMap((s) => sectionBlocks(k, s, width, look)) },
      },
      { x: frame.margin + columnWidth + gutter(k), width: columnWidth, blocks: sidebar.flatMap((s) => sectionBlocks(k, s, columnWidth, { ...look, compact: true })) },
    ],
  }
}
