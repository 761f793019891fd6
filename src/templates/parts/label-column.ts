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
  const gutter = k.across.l
  const labelWidth = Math.round(width * labelShare)
  const labels = new WeakMap<Element, Element | null>()
  const row = (label: Element | null, content: Element, style: Style = {}) =>
    h('div', rootStyle(k, width, { flexDirection: 'row', gap: gutter, ...style }), [
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

/**
 * Ems per character of bold text, generous for every bundled family (tests/templates/
 * label-column.test.ts measures the section names of every locale and script fixture against
 * it): marks over or under a letter take no room, ideographs and Tamil letters a full em, Latin,
 * Greek and Cyrillic by the shape of the letter, other scripts by their widest words.
 */
const EMS: Array<[RegExp, number]> = [
  [/[\p{Mn}\p{Me}\p{Cf}]/u, 0],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Tamil}\uff00-\uffef]/u, 1],
  [/[fijlrtI.,:;'!|()\-]/, 0.36],
  // m w M W æ œ Æ Œ Ж Ш Щ Ю ж ш щ ю ы, escaped: the Node bundle stays ASCII (scripts/build-node.ts).
  [/[mwMW\u00e6\u0153\u00c6\u0152\u0416\u0428\u0429\u042e\u0436\u0448\u0449\u044e\u044b]/, 0.95],
  [/[\p{Script=Cyrillic}\p{Script=Greek}]/u, 0.8],
  [/\p{Lu}/u, 0.78],
  [/[\p{Script=Armenian}\p{Script=Georgian}]/u, 0.75],
  [/[\p{Script=Latin}\p{N}]/u, 0.66],
  [/\p{Script=Devanagari}/u, 0.83],
  [/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Bengali}\p{Script=Thai}]/u, 0.7],
]
const em = (char: string) => EMS.find(([re]) => re.test(char))?.[1] ?? 0.9

/**
 * A generous guess of the width of the widest word of `text` set bold at `size` points, with
 * `letterSpacing` after every character: a column at least this wide holds every word whole.
 */
export function widestWord(text: string, size: number, letterSpacing = 0): number {
  const word = (w: string) => [...w].reduce((sum, c) => sum + (em(c) > 0 ? em(c) * size + letterSpacing : 0), 0)
  // A fifth of an em for the side bearings of the first and last letters.
  return Math.max(0, ...text.split(/\s+/).map(word)) + size * 0.2
}
