/**
 * @module
 * Which word spaces of a right-to-left line belong to its right-to-left text, for text extraction.
 * poppler reads a line left to right and turns it around by a rule of its own: right-to-left
 * letters are reversed, a run of anything else (digits, Latin words, and the spaces and dashes
 * around them) is kept whole, left to right. A date range `2019 - الآن` came out as ` - 2019الآن`
 * and `باستخدام Go و` as `باستخدام Goو`: the spaces beside the digits or the Latin word went with
 * them. A space given a right-to-left mark (U+200F, invisible, strong right to left) in its text
 * stays with the right-to-left text, which is where the Unicode bidi algorithm puts it in a
 * right-to-left paragraph; spaces between two left-to-right words keep none. poppler takes the
 * space itself for a left-to-right character: it gets a mark on both sides.
 */
import { textOf, type SvgElement } from '../svg.js'

const R_LETTER = /(?=[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff])\p{L}/u
const LETTER = /\p{L}/u

type Strong = 'L' | 'R' | undefined

const strongOf = (text: string): Strong => (R_LETTER.test(text) ? 'R' : LETTER.test(text) ? 'L' : undefined)

/** Whether a space on each side of a text element lies at a right-to-left level of its line. */
export interface RtlSides {
  left: boolean
  right: boolean
}

/**
 * The sides of the texts among `elements` whose spaces need the mark: in lines (texts on one
 * baseline) holding a right-to-left letter, every gap beside a digit, a Latin word or punctuation,
 * except one between two left-to-right words (the nearest letters on both sides Latin, Greek,
 * Cyrillic...). A line end counts as right to left. Lines with no right-to-left letter are left
 * alone (a phone number, a date range of digits). `lineOf` names an element's line (its baseline).
 */
export function rtlSpaces(elements: readonly SvgElement[], lineOf = (el: SvgElement) => Math.round(el.y * 100)): Map<SvgElement, RtlSides> {
  const lines = new Map<number, SvgElement[]>()
  for (const el of elements) {
    if (el.name !== 'text') continue
    const y = lineOf(el)
    let line = lines.get(y)
    if (!line) lines.set(y, (line = []))
    line.push(el)
  }
  const sides = new Map<SvgElement, RtlSides>()
  for (const line of lines.values()) {
    const texts = line.map(textOf)
    if (!texts.some((t) => R_LETTER.test(t))) continue
    const order = line.map((_, i) => i).sort((a, b) => line[a]!.x - line[b]!.x)
    const strong = order.map((i) => strongOf(texts[i]!))
    const blank = order.map((i) => !texts[i]!.trim())
    const rtl = order.map((i) => R_LETTER.test(texts[i]!))
    const leftOf = (k: number): Strong => {
      for (let j = k; j >= 0; j--) if (strong[j]) return strong[j]
      return undefined
    }
    const rightOf = (k: number): Strong => {
      for (let j = k; j < strong.length; j++) if (strong[j]) return strong[j]
      return undefined
    }
    const word = (k: number, step: 1 | -1) => {
      while (k >= 0 && k < blank.length && blank[k]) k += step
      return k
    }
    // A space between the texts a (left) and b (right): marked unless it lies between two
    // left-to-right words, or between two right-to-left ones (poppler keeps those spaces right).
    const marked = (a: number, b: number) => !(leftOf(a) === 'L' && rightOf(b) === 'L') && !(rtl[a] && rtl[b])
    order.forEach((i, k) => {
      const left = word(k - 1, -1)
      const right = word(k + 1, 1)
      sides.set(line[i]!, blank[k] ? { left: marked(left, right), right: marked(left, right) } : { left: marked(left, k), right: marked(k, right) })
    })
  }
  return sides
}
