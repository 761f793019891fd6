/**
 * @module
 * Bronzor: one column under a centred header (name, headline, contact line with icons). Each
 * section opens with a hairline across the page; its name stands in a label column on the left,
 * beside the section's first item, and its items fill the column on the right (up to three short
 * items on a row). The label column is as wide as the widest word of the section names needs (an
 * eighth of the width at least), so a name breaks only between words; when that would take more
 * than 22% of the width (a long word in a large size), every section's name stands above its
 * first item instead, the items indented by an eighth. Levels are bars.
 */
import { h } from './element.js'
import { contact } from './parts/contact.js'
import { blocksFor, gridded } from './parts/flow.js'
import { headline, nameText } from './parts/identity.js'
import { kit, picture, rootStyle } from './parts/kit.js'
import { labelColumn, widestWord } from './parts/label-column.js'
import { levelBar } from './parts/levels.js'
import { assignColumns, readSections } from './parts/sections.js'
import type { BlockSpec, Template } from './types.js'

export const bronzor: Template = ({ resume, theme, frame, typography }) => {
  // The label column narrows the text for the whole page: the vertical steps are tightened.
  const k = kit(resume, theme, typography, 0.7)
  const width = frame.width - 2 * frame.margin
  const [main, sidebar] = assignColumns(resume, readSections(resume))
  const widest = Math.ceil(Math.max(0, ...[...main, ...sidebar].map((s) => widestWord(s.name, k.size.heading))))
  const narrowest = Math.round(width / 8)
  const beside = widest <= width * 0.22
  const labels = labelColumn(k, width, (beside ? Math.max(widest, narrowest) : narrowest) / width, { fontSize: k.size.heading, fontWeight: 700, color: theme.primary })
  const b = resume.basics

  const header = h('div', rootStyle(k, width, { alignItems: 'center', gap: k.space.xs, textAlign: 'center' }), [
    picture(resume),
    nameText(k, b.name, { letterSpacing: k.size.body * 0.02 }),
    headline(k, b.label, { color: theme.primary }),
    h('div', { display: 'flex', marginTop: k.space.s }, [contact(k, resume, { color: theme.text, iconColor: theme.primary, paper: theme.background, as: 'line', align: 'center' })]),
  ])

  // The heading block only carries the name over to the first item; it is not drawn itself.
  const names = new WeakMap<object, string>()
  const heading = (name: string) => {
    const marker = h('div', { display: 'flex' })
    names.set(marker, name)
    return marker
  }
  const flowed = blocksFor(k, [...main, ...gridded(sidebar, 2, 3)], labels.contentWidth, { compact: false, heading, meter: levelBar })
  const opening = { borderTop: `0.75px solid ${k.faint}`, paddingTop: k.space.m }
  const blocks: BlockSpec[] = []
  let pending: string | undefined
  for (const block of flowed) {
    const name = names.get(block.element)
    if (name !== undefined) {
      pending = name
      continue
    }
    if (pending === undefined) {
      blocks.push(labels.place([block])[0]!)
      continue
    }
    const title = h('div', { display: 'block' }, pending, { role: 'H2' })
    const first = beside
      ? labels.row(title, block.element, opening)
      : h('div', rootStyle(k, width, { ...opening, gap: k.space.s }), [h('div', { display: 'flex', fontSize: k.size.heading, fontWeight: 700, color: theme.primary }, [title]), labels.row(null, block.element)])
    blocks.push({ element: first, gap: k.space.l })
    pending = undefined
  }
  return {
    header: { element: header, x: frame.margin, y: frame.margin, width, gapAfter: k.space.l },
    columns: [{ x: frame.margin, width, blocks }],
  }
}
