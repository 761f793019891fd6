/**
 * @module
 * Which bundled face draws each character and where its glyphs go, shared by both exporters so the
 * PNG and the PDF of a page set the same glyphs at the same places: Satori's per-character face
 * fallback redone (its SVG names the requested family, not the face it used), and each word shaped
 * with HarfBuzz, the shaper Satori measured them with.
 *
 * Process-wide and parsed once: the fontkit font of each face (its cmap for the fallback, its
 * outlines and tables for the exporters), its HarfBuzz font, and the shaped runs of words.
 * Shaping needs loadHarfBuzz() to have finished: both exporters await it first.
 */
import fontkit from '@pdf-lib/fontkit'
import type { Font } from '@pdf-lib/fontkit'
import { fontFaces, type FontFace } from './fonts/index.js'
import { harfBuzz, harfBuzzLoaded, shapeText, type HbFont, type HbGlyph } from './harfbuzz.js'
import { Generations } from './layout/generations.js'

/** A parsed face with a process-wide number used as its resource name (`/F<id>`). */
export interface Face {
  id: number
  face: FontFace
  font: Font
  /** Glyph advances in PDF text space (1/1000 em), as the W array writes them. */
  widths: Map<number, number>
}

/**
 * A shaped run: its glyphs as HarfBuzz placed them (original glyph ids, pen advances and offsets
 * in font units, a vertical offset up for marks stacked over or under their base and the dots of
 * a dotless letter), and their text.
 */
export interface Shaped {
  glyphs: HbGlyph[]
  /**
   * What each glyph stands for, for the ToUnicode map (a ligature stands for several chars);
   * empty for the glyphs of a span, whose text is the span's.
   */
  chars: string[]
  /**
   * Runs of several glyphs that together stand for some characters and cannot map one by one:
   * an Indic syllable whose vowel sign is drawn before its consonant, a reph, an Arabic letter
   * drawn as a dotless form plus its dots (a form several letters share). The PDF gives each its
   * text with /ActualText. Glyph indexes [start, end); empty for Latin, Greek, Cyrillic, CJK.
   */
  spans: Array<{ start: number; end: number; text: string }>
}

const parsed = new WeakMap<Uint8Array, Face>()
/** The same faces by the ArrayBuffer Satori is given (layout/measure.ts) and hands back when it shapes. */
const byBuffer = new WeakMap<ArrayBuffer, Face>()
let faceCount = 0

/** The parsed face for font data; the same data object is parsed only once per process. */
export function faceOf(face: FontFace): Face {
  let entry = parsed.get(face.data)
  if (!entry) {
    // fontkit copies a Uint8Array into a Buffer of its own but views an ArrayBuffer: a bundled face's is shared.
    const { data } = face
    const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength
    entry = { id: faceCount++, face, font: fontkit.create(whole ? (data.buffer as unknown as Uint8Array) : data), widths: new Map() }
    parsed.set(face.data, entry)
    if (whole) byBuffer.set(data.buffer as ArrayBuffer, entry)
  }
  return entry
}

const hbFonts = new WeakMap<Face, HbFont>()

function hbFont(face: Face): HbFont {
  let font = hbFonts.get(face)
  if (!font) {
    const hb = harfBuzz()
    font = hb.createFont(hb.createFace(hb.createBlob(face.face.data), 0))
    hbFonts.set(face, font)
  }
  return font
}

/**
 * Entries per generation of the caches keyed by text runs, per face or chain. A dense two-page
 * resume fills about 700 of them (Latin or Chinese alike), so a resume's runs fit in one generation
 * and survive into the next render, while a server fed ever-new text holds at most twice this many.
 */
export const RUNS_PER_GENERATION = 2048
/**
 * Documents per generation of the same caches: runs unused for 32 to 64 renders go even when the
 * generation is not full. Text changed by one word per render added a run or two per cache per
 * render, so without it these caches grew for the first 1500-3000 renders, about 5 MB of heap per
 * 1000 renders; with it they hold the recent documents' runs from the 64th render on.
 */
export const DOCUMENTS_PER_GENERATION = 32

/** A word's glyphs as HarfBuzz shaped them, and what the exporters derive from them once asked. */
interface Run {
  glyphs: HbGlyph[]
  shaped: Shaped | undefined
}

const runsByFace = new WeakMap<Face, Generations<string, Run>>()

function runOf(face: Face, text: string): Run {
  let runs = runsByFace.get(face)
  if (!runs) runsByFace.set(face, (runs = new Generations(RUNS_PER_GENERATION, DOCUMENTS_PER_GENERATION)))
  let run = runs.get(text)
  if (!run) {
    // Right to left, marks (harakat, points) keep clusters of their own: text extraction reads
    // such lines backwards and would put a mark that shares its letter's span before the letter.
    // Digits alone (Persian and Arabic-Indic ones included) read left to right, as bidi runs them.
    const rtl = RTL.test(text)
    const { glyphs, lastCuttable } = shapeText(hbFont(face), text, rtl ? 'rtl-monotone' : 'ltr')
    run = { glyphs, shaped: undefined }
    runs.set(text, run)
    // Satori measures a word with the space after it and then without: that word is this run less
    // its space, where HarfBuzz says nothing reaches across the cut (with every word new to the
    // server, four in ten of its words were shaped twice).
    const last = text.length - 1
    const cut = !rtl && lastCuttable && last > 0 && glyphs.length > 1 && text.charCodeAt(last) === 0x20 && text.charCodeAt(last - 1) !== 0x20
    if (cut && glyphs.at(-1)!.cl === last && glyphs.at(-2)!.cl < last) {
      const word = text.slice(0, last)
      if (!runs.get(word)) runs.set(word, { glyphs: glyphs.slice(0, -1), shaped: undefined })
    }
  }
  return run
}

/**
 * The glyph run of `text` in a face as HarfBuzz shapes it with its default features, as Satori
 * does (cached per face and text). A glyph stands for the characters of its cluster; the other
 * glyphs of a cluster (marks, split ligature parts) stand for none.
 */
export function shape(face: Face, text: string): Shaped {
  const run = runOf(face, text)
  return (run.shaped ??= derive(face, run.glyphs, text))
}

function derive(face: Face, glyphs: HbGlyph[], text: string): Shaped {
  const shaped: Shaped = { glyphs, chars: [], spans: [] }
  // Clusters rising glyph by glyph: one glyph per cluster, each standing for its own characters
  // (a ligature for several), the groups glyphGroups would find, with no marks for withMarksOnSpans.
  let rising = !RTL.test(text)
  for (let i = 0; i < glyphs.length; i++) {
    const glyph = glyphs[i]!
    // A mark's own advance (hmtx) is not where the pen goes: a PDF width of 0 keeps text
    // extraction from seeing the next glyph step back and cutting the word there.
    if (glyph.ax === 0) face.widths.set(glyph.g, 0)
    if (i > 0 && glyph.cl <= glyphs[i - 1]!.cl) rising = false
  }
  if (rising) {
    for (let i = 0; i < glyphs.length; i++) shaped.chars.push(charsOf(text.slice(glyphs[i]!.cl, glyphs[i + 1]?.cl ?? text.length)))
    return shaped
  }
  for (const group of withMarksOnSpans(glyphGroups(glyphs, text), glyphs)) {
    if (group.end - group.start === 1) shaped.chars.push(charsOf(text.slice(group.from, group.to)))
    else {
      for (let i = group.start; i < group.end; i++) shaped.chars.push('')
      shaped.spans.push({ start: group.start, end: group.end, text: text.slice(group.from, group.to) })
    }
  }
  return shaped
}

/**
 * Satori's shaping of a word, served from the same runs as the exporters' (measure.ts hands it to
 * the patched Satori): each new word is shaped once, not once to measure and again to draw.
 * Satori asks with HarfBuzz's guessed direction and our runs set left to right, so only text no
 * right-to-left script can claim is served (undefined: Satori shapes it itself); the glyphs are
 * the same either way, from the same HarfBuzz build and font bytes.
 */
export function shapeForSatori(font: ArrayBuffer, text: string): HbGlyph[] | undefined {
  const face = byBuffer.get(font)
  if (!face || !harfBuzzLoaded() || MAYBE_RTL.test(text)) return undefined
  return runOf(face, text).glyphs
}

/** Any character of a script HarfBuzz sets right to left, in the BMP or beyond (by its high surrogate). */
const MAYBE_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff\ud802\ud803\ud83a\ud83b]/

const JOINERS = /^[\u200c\u200d]+$/

/**
 * What a glyph standing alone for `chars` maps to in the ToUnicode map. A joiner control alone
 * stands for nothing readers need: mapped, it would cut a Persian word (تحلیل‌گر) in two for text
 * extraction, which then orders the halves backwards.
 */
const charsOf = (chars: string) => (JOINERS.test(chars) ? '' : chars)

/** A letter of a right-to-left script (digits and punctuation of those blocks are not). */
const RTL = /(?=[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff])\p{L}/u

/**
 * The glyphs cut into the smallest consecutive groups that stand for a whole range of characters
 * [from, to): one glyph per cluster in the usual case, several when HarfBuzz reordered glyphs or
 * drew one cluster with several glyphs. Glyphs come in visual order: clusters ascend left to
 * right, or descend in right-to-left text, so a group is whole once it holds every cluster from
 * the next one in that order up to the furthest one it reached.
 */
function glyphGroups(glyphs: HbGlyph[], text: string) {
  const starts = [...new Set(glyphs.map((g) => g.cl))].sort((a, b) => a - b)
  const index = new Map(starts.map((cl, i) => [cl, i]))
  const rtl = RTL.test(text)
  const groups: Array<{ start: number; end: number; from: number; to: number }> = []
  let next = rtl ? starts.length - 1 : 0
  let start = 0
  let far = next
  const seen = new Set<number>()
  glyphs.forEach((glyph, i) => {
    const k = index.get(glyph.cl)!
    seen.add(k)
    far = rtl ? Math.min(far, k) : Math.max(far, k)
    if (seen.size !== Math.abs(far - next) + 1 || !seen.has(next)) return
    const [low, high] = rtl ? [far, next] : [next, far]
    // The next glyph may still belong to these clusters (a vowel sign or a mark after its base).
    const following = glyphs[i + 1] && index.get(glyphs[i + 1]!.cl)!
    if (following !== undefined && following >= low && following <= high) return
    groups.push({ start, end: i + 1, from: starts[low]!, to: starts[high + 1] ?? text.length })
    start = i + 1
    next = rtl ? far - 1 : far + 1
    far = next
    seen.clear()
  })
  return groups
}

/**
 * A right-to-left mark drawn just before a letter that is itself a span (a dotless form and its
 * dots), or raised above it, joins the letter's span, so they reach text extraction together:
 * on its own, a raised mark reads as a line of its own.
 */
function withMarksOnSpans(groups: ReturnType<typeof glyphGroups>, glyphs: HbGlyph[]) {
  const out: typeof groups = []
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!
    const next = groups[i + 1]
    const mark = glyphs[group.start]!
    const joins = !!next && (next.end - next.start > 1 || mark.dy !== 0)
    if (next && group.end - group.start === 1 && mark.ax === 0 && joins && next.to === group.from) {
      out.push({ start: group.start, end: next.end, from: next.from, to: group.to })
      i++
    } else out.push(group)
  }
  return out
}

type Weight = number
interface Family {
  name: string
  faces: Face[]
}

/**
 * The faces of a document in the order Satori was given them, grouped by family (lowercase name),
 * with Satori 0.63's selection rules: the requested family first, then every other family in the
 * order they were registered; per character the first face with a glyph wins, else the last one.
 */
export class FaceSet {
  private families: Family[] = []
  private chains = new Map<string, Array<{ weight: string | undefined; style: string | undefined; chain: Face[] }>>()

  constructor(faces: readonly FontFace[]) {
    for (const face of faces) {
      const name = face.name.toLowerCase()
      let family = this.families.find((f) => f.name === name)
      if (!family) this.families.push((family = { name, faces: [] }))
      family.faces.push(faceOf(face))
    }
  }

  get size(): number {
    return this.families.length
  }

  /** Faces in fallback order for a `<text>`'s font-family, font-weight and font-style. */
  chain(fontFamily: string, weight: string | undefined, style: string | undefined): Face[] {
    // Asked per word: a lookup by family, then by comparison, builds no key string.
    let chains = this.chains.get(fontFamily)
    if (!chains) this.chains.set(fontFamily, (chains = []))
    for (const known of chains) if (known.weight === weight && known.style === style) return known.chain
    const wanted = fontFamily
      .split(',')
      .map((name) => name.trim().replace(/^["']|["']$/g, '').toLowerCase())
    const w = weightOf(weight)
    const s = style === 'italic' || style === 'oblique' ? 'italic' : 'normal'
    const requested = wanted.flatMap((name) => this.families.filter((f) => f.name === name))
    const others = this.families.filter((f) => !requested.includes(f))
    const chain = [...requested, ...others].map((family) => pick(family.faces, w, s))
    chains.push({ weight, style, chain })
    return chain
  }
}

function weightOf(value: string | undefined): Weight {
  if (value === undefined || value === 'normal') return 400
  if (value === 'bold') return 700
  const n = Number.parseInt(value, 10)
  return Number.isFinite(n) ? n : 400
}

/** Satori's face choice within a family (CSS font matching on weight, then style). */
function pick(faces: Face[], want: Weight, style: string): Face {
  let best = faces[0]!
  for (const candidate of faces.slice(1)) {
    if (better(want, style, best.face, candidate.face) > 0) best = candidate
  }
  return best
}

function better(want: Weight, style: string, cur: FontFace, cand: FontFace): number {
  const [I, B]: number[] = [cur.weight, cand.weight]
  if (I !== B) {
    if (I === undefined || !I) return 1
    if (B === undefined || !B || I === want) return -1
    if (B === want) return 1
    if ((want === 400 && I === 500) || (want === 500 && I === 400)) return -1
    if ((want === 400 && B === 500) || (want === 500 && B === 400)) return 1
    if (want < 400) {
      if (I < want && B < want) return B - I
      if (I < want) return -1
      if (B < want) return 1
      return I - B
    }
    if (want < I && want < B) return I - B
    if (want < I) return -1
    if (want < B) return 1
    return B - I
  }
  if (cur.style !== cand.style) {
    if (cur.style === style) return -1
    if (cand.style === style) return 1
  }
  return -1
}

const faceSets = new Map<string, FaceSet>()

/** The face set for a list of faces, shared by every document with the same list (its caches too). */
export function faceSetOf(faces: readonly FontFace[]): FaceSet {
  const key = faces.map((face) => faceOf(face).id).join(',')
  let set = faceSets.get(key)
  if (!set) faceSets.set(key, (set = new FaceSet(faces)))
  return set
}

/**
 * Per family, the characters beyond ASCII found in all its faces so far: bounded by the family's
 * own glyphs, where remembering what it lacks would grow with whatever text is sent.
 */
const covered = new Map<string, Set<string>>()
const BEYOND_ASCII = /[^\0-\x7e]/gu

/**
 * Whether one of `family`'s own faces has no glyph for some character of `text`: only then can the
 * family's Noto fallback (fonts/index.ts fontFamilies) draw any of it. ASCII is left out: every
 * bundled family has all of it that is drawn (tests/render/fonts.test.ts), and Satori draws no
 * control character.
 */
export function lacksGlyphs(family: string, text: string): boolean {
  let known = covered.get(family)
  if (!known) covered.set(family, (known = new Set()))
  BEYOND_ASCII.lastIndex = 0
  for (let match; (match = BEYOND_ASCII.exec(text)); ) {
    const char = match[0]
    if (known.has(char)) continue
    const cp = char.codePointAt(0)!
    if (fontFaces(family, [], false).some((face) => !faceOf(face).font.hasGlyphForCodePoint(cp))) return true
    known.add(char)
  }
  return false
}

/** Per chain, the face each character is drawn in: bounded by the characters there are, not the words. */
const charFaces = new WeakMap<Face[], Map<number, Face>>()

/**
 * Splits text into runs that one face draws, choosing per character as Satori does, in the order
 * they are drawn from the left: a right-to-left word's runs go from its end (its first letters are
 * on the right). A joiner (ZWNJ, ZWJ) stays in the run of the letter before it, where HarfBuzz
 * needs it to join or not, even when an earlier face has a glyph for it.
 */
export function fallbackRuns(chain: Face[], text: string): Array<{ face: Face; text: string }> {
  let faces = charFaces.get(chain)
  if (!faces) charFaces.set(chain, (faces = new Map()))
  const runs: Array<{ face: Face; text: string }> = []
  let face: Face | undefined
  let start = 0
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!
    let next = face && (cp === 0x200c || cp === 0x200d) ? face : faces.get(cp)
    if (!next) faces.set(cp, (next = chain.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? chain[chain.length - 1]!))
    if (next !== face) {
      if (face) runs.push({ face, text: text.slice(start, i) })
      face = next
      start = i
    }
    i += cp > 0xffff ? 2 : 1
  }
  if (face) runs.push({ face, text: text.slice(start) })
  return runs.length > 1 && RTL.test(text) ? runs.reverse() : runs
}

/** The bundled faces for a list of family names, each face once, in fallback order. */
export function defaultFaces(families: readonly string[]): FontFace[] {
  return [...new Set(families.flatMap((family) => fontFaces(family)))]
}

/** One glyph of a run of text: its face, its original glyph id, its pen x from the run's start and its rise above the baseline, in points. */
export interface PlacedGlyph {
  face: Face
  gid: number
  x: number
  rise: number
}

const placedRuns = new WeakMap<Face[], Generations<string, PlacedGlyph[]>>()

/**
 * Where each glyph of `text` goes when set at `size` points with `letterSpacing` after every
 * glyph that advances (marks stay on their base): the same pen arithmetic as the PDF's TJ arrays,
 * so the PNG puts glyphs where the PDF does.
 */
export function placeGlyphs(chain: Face[], text: string, size: number, letterSpacing = 0): PlacedGlyph[] {
  let byText = placedRuns.get(chain)
  if (!byText) placedRuns.set(chain, (byText = new Generations(RUNS_PER_GENERATION, DOCUMENTS_PER_GENERATION)))
  const key = `${size}|${letterSpacing}|${text}`
  let placed = byText.get(key)
  if (!placed) {
    placed = []
    let pen = 0
    for (const run of fallbackRuns(chain, text)) {
      const unit = size / run.face.font.unitsPerEm
      for (const glyph of runOf(run.face, run.text).glyphs) {
        placed.push({ face: run.face, gid: glyph.g, x: pen + glyph.dx * unit, rise: glyph.dy * unit })
        pen += glyph.ax * unit + (glyph.ax ? letterSpacing : 0)
      }
    }
    byText.set(key, placed)
  }
  return placed
}
