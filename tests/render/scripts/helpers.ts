/** Checks shared by the script tests: words found in extracted text, glyph id 0 in content streams. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** Every word of the fixture missing from the extracted text (Thai: every space-separated phrase). */
export function missingWords(extracted: string, fixture: ScriptFixture): string[] {
  return missingLetters(extracted, textsOf(fixture.resume))
}

/**
 * Every word of `fields` whose letters the extracted text lacks, whitespace removed from both;
 * marks (shadda, vowel points) compared too, after their letters.
 */
export function missingLetters(extracted: string, fields: string[]): string[] {
  const text = squash(extracted)
  const words = fields.flatMap((field) => field.split(/[\s\u200c-]+/))
  return [...new Set(words.map(trim).filter(Boolean))].filter((word) => !text.includes(squash(word)))
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

/**
 * Right to left, what poppler's text needs before phrases compare: no bidi or joiner controls
 * (poppler adds the first and moves the second), every run of whitespace one space.
 */
const phraseText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufe0f]/gu, '')
    .replace(/\s+/g, ' ')

/**
 * Every multi-word phrase of a right-to-left fixture (a field of letters only: a name, a title, a
 * heading, a skill, an institution) the extracted text lacks as written: its words in logical
 * order with a space between them. Words run together or read in visual order fail.
 */
export function missingPhrases(extracted: string, fixture: ScriptFixture): string[] {
  // Lower case: headings are upper-cased.
  const text = phraseText(extracted).toLowerCase()
  const phrases = textsOf(fixture.resume)
    .map((field) => phraseText(field).trim())
    .filter((field) => /^[\p{L}\p{M}]+( [\p{L}\p{M}]+)+$/u.test(field))
    .map((field) => field.toLowerCase())
  return [...new Set(phrases)].filter((phrase) => !text.includes(phrase))
}

/**
 * Every date range of the fixture the extracted text does not read right: two years as their own
 * numbers with the dash and its spaces between them (either order: poppler leaves a line of
 * numbers alone in visual order), a year and a word (`2019 - الآن`) as written, in logical order.
 */
export function brokenDates(extracted: string, fixture: ScriptFixture): string[] {
  const text = phraseText(extracted)
  const dates = textsOf(fixture.resume).filter((field) => /^\s*\p{Nd}+\s+-\s+\S+\s*$/u.test(field))
  const alone = (year: string) => new RegExp(`(?<!\\p{Nd})${year}(?!\\p{Nd})`, 'u')
  return [...new Set(dates)].filter((date) => {
    const [from, to] = date.trim().split(/\s+-\s+/) as [string, string]
    if (!/^\p{Nd}+$/u.test(to)) return !alone(from).test(text) || !text.includes(`${from} - ${to}`)
    return !text.includes(`${from} - ${to}`) && !text.includes(`${to} - ${from}`)
  })
}

/** Bidi controls poppler adds around lines and joiner controls it moves: not part of any word. */
const CONTROLS = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufe0f]/gu

export interface PopplerWord {
  text: string
  page: number
  xMin: number
  yMin: number
  xMax: number
  yMax: number
}

/**
 * The words `pdftotext -bbox` finds, each with its box in points from the page's top-left. A word
 * is what poppler joined before laying out lines: its characters in visual order (left to right).
 */
export function popplerWords(pdf: Uint8Array): PopplerWord[] {
  const dir = mkdtempSync(join(tmpdir(), 'bbox-'))
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf)
    const html = execFileSync('pdftotext', ['-enc', 'UTF-8', '-bbox', join(dir, 'doc.pdf'), '-'], { encoding: 'utf8', maxBuffer: 1 << 26 })
    const words: PopplerWord[] = []
    let page = -1
    for (const line of html.split('\n')) {
      if (line.includes('<page ')) page++
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line)
      if (m) words.push({ page, xMin: +m[1]!, yMin: +m[2]!, xMax: +m[3]!, yMax: +m[4]!, text: unescapeXml(m[5]!) })
    }
    return words
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const unescapeXml = (text: string) => text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!)

/** The section headings of a fixture (templates draw them upper-cased, some letter-spaced). */
export const headingsOf = (fixture: ScriptFixture): string[] =>
  Object.values(fixture.resume.sections ?? {}).flatMap((section) => (section as { name?: string }).name ?? [])

/**
 * Every word of `headings` the extracted text has only with whitespace inside it (a letter-spaced
 * heading extracted letter by letter), lines joined first: a word the layout wraps passes.
 */
export function spacedHeadings(extracted: string, headings: string[]): string[] {
  const clean = (text: string) => text.normalize('NFC').replace(CONTROLS, '').toLowerCase()
  const joined = clean(extracted).replace(/\n/g, '')
  const tokens = new Set(clean(extracted).split(/\s+/).map(trim))
  const words = headings.flatMap((heading) => clean(heading).split(/\s+/)).map(trim).filter(Boolean)
  return [...new Set(words)].filter((word) => !tokens.has(word) && !joined.includes(word))
}
