/**
 * @module
 * Line-break opportunities for scripts written without spaces between words (Thai, Lao, Khmer,
 * Myanmar). Satori breaks lines at spaces and between CJK characters only, so a Thai paragraph
 * would run past its column. A zero-width space (U+200B, a break opportunity in UAX 14) goes
 * between the words `Intl.Segmenter` finds (dictionary-based in ICU, present on Node and Workers);
 * lines then break at word boundaries and never inside a word. The exporters draw nothing for it
 * and leave it out of the text layer (`dropBreaks`).
 */
import type { Child, Element } from '../../../templates/element.js'

const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u19e0-\u19ff\uaa60-\uaa7f\ua9e0-\ua9ff]/
/** The break opportunity withWordBreaks puts between words. */
export const BREAK = '\u200b'

let segmenter: Intl.Segmenter | undefined

/** Whether `text` has characters of a script written without spaces (then layout uses withWordBreaks). */
export const hasUnspaced = (text: string): boolean => UNSPACED.test(text)

/** `text` with a zero-width space between every two words of an unspaced script. */
export function breakUnspaced(text: string): string {
  if (!UNSPACED.test(text)) return text
  segmenter ??= new Intl.Segmenter('th', { granularity: 'word' })
  let out = ''
  let previousWord = false
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    const word = !!isWordLike && UNSPACED.test(segment)
    if (word && previousWord && !out.endsWith(BREAK)) out += BREAK
    out += segment
    previousWord = word
  }
  return out
}

/** The element tree with breakUnspaced applied to every text; the same objects when nothing changes. */
export function withWordBreaks(element: Element): Element {
  const children = element.props.children
  if (children === undefined) return element
  const list = Array.isArray(children) ? children : [children]
  let changed = false
  const next = list.map((child: Child) => {
    const updated = typeof child === 'string' ? breakUnspaced(child) : withWordBreaks(child)
    if (updated !== child) changed = true
    return updated
  })
  if (!changed) return element
  return { ...element, props: { ...element.props, children: Array.isArray(children) ? next : next[0]! } }
}

/** Text as drawn: the break opportunities removed (they have no glyph and no meaning of their own). */
export const dropBreaks = (text: string): string => (text.includes(BREAK) ? text.replaceAll(BREAK, '') : text)
