/**
 * @module
 * Rhyhorn, the default: one column, header on the left (picture, name, headline, contact line),
 * section headings in the primary colour over a thin rule. Sidebar sections follow the main ones, in a grid.
 */
import { h } from './element.js'
import { contactPieces, kit, picture, rootStyle, sectionBlocks, SHRINKS } from './parts/kit.js'
import { packedBlocks } from './parts/flow.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { Template } from './types.js'

export const rhyhorn: Template = ({ resume, theme, frame, typography }) => {
  const k = kit(resume, theme, typography)
  const width = frame.width - 2 * frame.margin
  const b = resume.basics
  const photo = picture(resume)

  const header = h('div', rootStyle(k, width, { flexDirection: 'row', alignItems: 'center', gap: k.space.l }), [
    photo,
    h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, ...SHRINKS, gap: k.space.xs }, [
      b.name && h('div', { display: 'block', fontSize: k.size.name, fontWeight: 700, lineHeight: 1.15 }, b.name, { role: 'H1' }),
      b.label && h('div', { display: 'block', fontSize: k.size.label, color: k.theme.primary }, b.label, { role: 'P' }),
      h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: k.space.m, marginTop: k.space.xs, fontSize: k.size.small }, contactPieces(k, resume)),
    ]),
  ])

  const look = {
    compact: false,
    heading: (name: string, w: number) =>
      h('div', rootStyle(k, w, { gap: k.space.xs }), [
        h('div', { display: 'block', fontSize: k.size.heading, fontWeight: 700, color: k.theme.primary }, name, { role: 'H2' }),
        h('div', { display: 'flex', height: 0.75, backgroundColor: k.theme.primary }),
      ]),
  }
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  // Sidebar sections follow the main ones: skills in a grid, short ones side by side.
  const blocks = [...main.flatMap((s) => sectionBlocks(k, s, width, look)), ...packedBlocks(k, sidebar, width, look)]
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks }],
  }
}
