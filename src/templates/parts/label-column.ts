/**
 * @module
 * A label column down the left of the page (Europass, Bronzor): blocks are drawn at the content
 * width, then each one is set in a row beside its label (a section name, an item's dates). Labels
 * are attached to the elements they belong to while the blocks are built, so the section and
 * item builders stay the shared ones.
 */
import { h, withStyle, type Element, type Style } from '../element.js'
import type { BlockSpec } from '../types.js'
import { rootStyle, SHRINKS, type Kit } from './kit.js'

export interface LabelColumn {
  labelWidth: number
  contentWidth: number
  /** Remembers the label to draw beside `content`; returns `content`. */
  label: (content: Element, label: Element | null) => Element
  /** A row: the label cell, then the content. */
  row: (label: Element | null, content: Element, style?: Style) => Element
  /** Every block set in a row beside the label attached to it (or an empty label cell). */
  place: (blocks: BlockSpec[]) => BlockSpec[]
}

export function labelColumn(k: Kit, width: number, labelShare: number, labelStyle: Style = {}): LabelColumn {
  const gutter = k.space.l
  const labelWidth = Math.round(width * labelShare)
  const labels = new WeakMap<Element, Element | null>()
  const row = (label: Element | null, content: Element, style: Style = {}) =>
    h('div', { ...rootStyle(k, width), flexDirection: 'row', gap: gutter, ...style }, [
      h('div', { display: 'flex', flexDirection: 'column', width: labelWidth, flexShrink: 0, ...SHRINKS, ...labelStyle }, label ? [label] : []),
      withStyle(content, SHRINKS),
    ])
  return {
    labelWidth,
    contentWidth: width - labelWidth - gutter,
    label: (content, label) => {
      labels.set(content, label)
      return content
    },
    row,
    place: (blocks) => blocks.map((b) => ({ ...b, element: row(labels.get(b.element) ?? null, b.element) })),
  }
}
