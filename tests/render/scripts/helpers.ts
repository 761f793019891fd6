/** Checks shared by the script tests: words found in extracted text, glyph id 0 in content streams. */
import { inflateSync } from 'node:zlib'
import { textsOf } from '../../templates/fixtures.js'
import type { ScriptFixture } from './fixtures.js'

/** Bidi controls poppler adds around right-to-left lines, joiner controls, whitespace: none of them is a letter. */
const squash = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\s\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufe0f]+/g, '')
    .toLowerCase()

/** Punctuation at a word's ends moves around it in right-to-left lines: compare the letters. */
const trim = (word: string) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')

/**
 * Right to left, a mark (shadda, a vowel point) raised over its letter or on a letter drawn as a
 * dotless form plus its dots extracts from poppler before its letter instead of after it (letter
 * and mark are one /ActualText span in logical order, which poppler lays out left to right and then
 * reverses with the line): such words are compared without their marks.
 */
const marks = (text: string, rtl: boolean) => (rtl ? text.replace(/\p{Mn}/gu, '') : text)

/** Every word of the fixture missing from the extracted text (Thai: every space-separated phrase). */
export function missingWords(extracted: string, fixture: ScriptFixture): string[] {
  const text = squash(extracted)
  const words = textsOf(fixture.resume).flatMap((field) => field.split(/[\s\u200c-]+/))
  return [...new Set(words.map(trim).filter(Boolean))].filter(
    (word) => !text.includes(squash(word)) && !marks(text, fixture.rtl).includes(marks(squash(word), fixture.rtl)),
  )
}

/**
 * How many glyphs with id 0 (.notdef, drawn as a box or nothing) the PDF's text-showing arrays
 * hold. Content streams are Flate-compressed; glyph ids are 4 hex digits (Identity-H).
 */
export function notdefGlyphs(pdf: Uint8Array): number {
  const bytes = Buffer.from(pdf)
  let count = 0
  let from = 0
  for (;;) {
    const start = bytes.indexOf('>>\nstream\n', from)
    if (start < 0) break
    const end = bytes.indexOf('\nendstream', start)
    if (end < 0) break
    let content: string
    try {
      content = inflateSync(bytes.subarray(start + 10, end)).toString('latin1')
    } catch {
      // Not Flate (XMP metadata): holds no text-showing operators.
      content = ''
    }
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      for (const [, hex] of array!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let i = 0; i + 4 <= hex!.length; i += 4) if (hex!.slice(i, i + 4) === '0000') count++
      }
    }
    // Past `endstream`, whose own "stream\n" would otherwise be taken for the next stream's start.
    from = end + '\nendstream'.length
  }
  return count
}
