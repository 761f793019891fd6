/**
 * @module
 * Fonts for the PDF: which face draws each character (Satori's fallback, redone), the kerned glyph
 * run of each word, and the subset font each document embeds.
 *
 * Process-wide (parsed once, shared by every document): the fontkit font of each face and the
 * shaped runs of words. Per document: which glyphs each face used, embedded at the end as a
 * subset Type0/CIDFontType2 font. Content streams use the font's ORIGINAL glyph ids as CIDs and a
 * CIDToGIDMap stream maps them to the subset's ids, so drawn text does not depend on the order in
 * which a document happens to meet its glyphs.
 */
import fontkit from '@pdf-lib/fontkit'
import type { Font, Glyph } from '@pdf-lib/fontkit'
import { PDFString, type PDFContext, type PDFRef } from './pdf-lib.js'
import type { FontFace } from '../fonts/index.js'
import { deflate, registerDeflated } from './flate.js'

/** A parsed face with a process-wide number used as its resource name (`/F<id>`). */
export interface Face {
  id: number
  face: FontFace
  font: Font
  /** Glyph advances in PDF text space (1/1000 em), as the W array writes them. */
  widths: Map<number, number>
}

/** A shaped run: original glyph ids, pen advances and offsets in font units, and their text. */
export interface Shaped {
  gids: number[]
  advances: number[]
  xOffsets: number[]
  /** What each glyph stands for, for the ToUnicode map (a ligature stands for several chars). */
  chars: string[]
}

const parsed = new WeakMap<Uint8Array, Face>()
let faceCount = 0

/** The parsed face for font data; the same data object is parsed only once per process. */
export function faceOf(face: FontFace): Face {
  let entry = parsed.get(face.data)
  if (!entry) {
    const data = face.data
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    entry = { id: faceCount++, face, font: fontkit.create(buffer), widths: new Map() }
    parsed.set(face.data, entry)
  }
  return entry
}

/**
 * Contextual alternates are left out: in Inter they are the bulk of the GSUB lookups (first
 * layout of a face 2-5x slower, a cold-start cost) and change nothing in resume text; kerning,
 * ligatures and mark placement stay as HarfBuzz (Satori) applies them.
 */
const FEATURES = { calt: false, clig: false, rclt: false }

const shapedRuns = new WeakMap<Face, Map<string, Shaped>>()
const SHAPED_CAP = 20_000

/**
 * fontkit's shaping, or one glyph per character at its plain advance when shaping throws (its
 * Indic and Universal shapers need a `regeneratorRuntime` global that is not there).
 */
function layoutOf(font: Font, text: string): Array<{ glyph: Glyph; xAdvance: number; xOffset: number }> {
  try {
    const layout = font.layout(text, FEATURES)
    return layout.glyphs.map((glyph, i) => ({ glyph, xAdvance: layout.positions[i]!.xAdvance, xOffset: layout.positions[i]!.xOffset }))
  } catch {
    return font.glyphsForString(text).map((glyph) => ({ glyph, xAdvance: glyph.advanceWidth, xOffset: 0 }))
  }
}

/** The kerned glyph run of `text` in a face, shaped by fontkit (cached per face and text). */
export function shape(face: Face, text: string): Shaped {
  let runs = shapedRuns.get(face)
  if (!runs) shapedRuns.set(face, (runs = new Map()))
  let run = runs.get(text)
  if (!run) {
    run = { gids: [], advances: [], xOffsets: [], chars: [] }
    const glyphs = layoutOf(face.font, text)
    // fontkit caches one Glyph per id with the code points of its first use, and its subsetter
    // creates component glyphs of accented letters without any ("ή" leaves "η" with none), so a
    // glyph's own codePoints can be empty. One glyph per character is the rule: take the text.
    // With ligatures, a glyph takes as many characters as it has code points, at least one.
    const chars = [...text]
    const oneToOne = glyphs.length === chars.length
    let next = 0
    glyphs.forEach(({ glyph, xAdvance, xOffset }) => {
      const take = oneToOne ? 1 : Math.max(1, glyph.codePoints.length)
      run!.gids.push(glyph.id)
      run!.advances.push(xAdvance)
      run!.xOffsets.push(xOffset)
      run!.chars.push(chars.slice(next, next + take).join(''))
      next += take
    })
    if (runs.size >= SHAPED_CAP) runs.clear()
    runs.set(text, run)
  }
  return run
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
  private chains = new Map<string, Face[]>()

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
    const key = `${fontFamily}|${weight}|${style}`
    let chain = this.chains.get(key)
    if (!chain) {
      const wanted = fontFamily
        .split(',')
        .map((name) => name.trim().replace(/^["']|["']$/g, '').toLowerCase())
      const w = weightOf(weight)
      const s = style === 'italic' || style === 'oblique' ? 'italic' : 'normal'
      const requested = wanted.flatMap((name) => this.families.filter((f) => f.name === name))
      const others = this.families.filter((f) => !requested.includes(f))
      chain = [...requested, ...others].map((family) => pick(family.faces, w, s))
      this.chains.set(key, chain)
    }
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

/** Splits text into runs that one face draws, choosing per character as Satori does. */
export function fallbackRuns(chain: Face[], text: string): Array<{ face: Face; text: string }> {
  const runs: Array<{ face: Face; text: string }> = []
  for (const char of text) {
    const cp = char.codePointAt(0)!
    const face = chain.find((f) => f.font.hasGlyphForCodePoint(cp)) ?? chain[chain.length - 1]!
    const last = runs[runs.length - 1]
    if (last && last.face === face) last.text += char
    else runs.push({ face, text: char })
  }
  return runs
}

/** Glyphs one document used, per face; embedded as subset fonts when the document is saved. */
export class DocumentFonts {
  /** Shaped runs are cached objects: remembering them is cheaper than walking their glyphs per word. */
  private used = new Map<Face, Set<Shaped>>()

  use(face: Face, run: Shaped): void {
    let runs = this.used.get(face)
    if (!runs) this.used.set(face, (runs = new Set()))
    runs.add(run)
  }

  /** Embeds every used face; returns resource name -> font dictionary reference. */
  embed(context: PDFContext): Map<string, PDFRef> {
    return new Map(
      [...this.used].map(([face, runs]) => {
        const glyphs = new Map<number, string>()
        for (const run of runs) {
          for (let i = 0; i < run.gids.length; i++) {
            if (!glyphs.get(run.gids[i]!)) glyphs.set(run.gids[i]!, run.chars[i]!)
          }
        }
        return [`F${face.id}`, embedFace(context, face, glyphs)]
      }),
    )
  }
}

/** The bytes of one subset font, reusable by any document that uses the same glyphs of a face. */
interface EmbeddedFace {
  baseFont: string
  fontFile: Uint8Array
  fontFileLength: number
  cidToGid: Uint8Array
  toUnicode: Uint8Array
  widths: Array<number | number[]>
}

/**
 * Subset fonts by face and glyph set: a resume re-rendered after an edit mostly uses the same
 * letters, and encoding plus deflating a subset is the costliest part of a small document.
 */
const embeddedFaces = new Map<string, EmbeddedFace>()
const EMBEDDED_CAP = 256

function embeddedFace(face: Face, glyphs: Map<number, string>): EmbeddedFace {
  const gids = [...glyphs.keys()].sort((a, b) => a - b)
  const key = `${face.id}:${gids.join(',')}:${gids.map((gid) => glyphs.get(gid)).join('\u0000')}`
  let embedded = embeddedFaces.get(key)
  if (embedded) return embedded
  const { font } = face
  const subset = font.createSubset()
  const maxGid = gids[gids.length - 1] ?? 0
  const cidToGid = new Uint8Array(2 * (maxGid + 1))
  for (const gid of gids) {
    const subsetId = subset.includeGlyph(gid)
    cidToGid[2 * gid] = subsetId >> 8
    cidToGid[2 * gid + 1] = subsetId & 0xff
  }
  const fontFile = serialize(font, subset)
  embedded = {
    baseFont: `${tag(face.id)}+${(font.postscriptName ?? 'Font').replace(/[^A-Za-z0-9-]/g, '')}`,
    fontFile: deflate(fontFile),
    fontFileLength: fontFile.length,
    cidToGid: deflate(cidToGid),
    toUnicode: deflate(toUnicode(gids, glyphs)),
    widths: widths(face, gids),
  }
  if (embeddedFaces.size >= EMBEDDED_CAP) embeddedFaces.delete(embeddedFaces.keys().next().value!)
  embeddedFaces.set(key, embedded)
  return embedded
}

function embedFace(context: PDFContext, face: Face, glyphs: Map<number, string>): PDFRef {
  const { font } = face
  const embedded = embeddedFace(face, glyphs)
  const scale = 1000 / font.unitsPerEm
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: embedded.baseFont,
    Flags: flags(font),
    FontBBox: [font.bbox.minX * scale, font.bbox.minY * scale, font.bbox.maxX * scale, font.bbox.maxY * scale],
    ItalicAngle: font.italicAngle,
    Ascent: font.ascent * scale,
    Descent: font.descent * scale,
    CapHeight: (font.capHeight || font.ascent) * scale,
    XHeight: (font.xHeight || 0) * scale,
    StemV: 0,
    FontFile2: registerDeflated(context, embedded.fontFile, { Length1: embedded.fontFileLength }),
  })
  const cidFont = context.obj({
    Type: 'Font',
    Subtype: 'CIDFontType2',
    BaseFont: embedded.baseFont,
    CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
    FontDescriptor: context.register(descriptor),
    CIDToGIDMap: registerDeflated(context, embedded.cidToGid),
    W: embedded.widths,
  })
  const type0 = context.obj({
    Type: 'Font',
    Subtype: 'Type0',
    BaseFont: embedded.baseFont,
    Encoding: 'Identity-H',
    DescendantFonts: [context.register(cidFont)],
    ToUnicode: registerDeflated(context, embedded.toUnicode),
  })
  return context.register(type0)
}

interface Encoder {
  push(chunk: Uint8Array | null): boolean
  end(): void
}
type Encodable = ReturnType<Font['createSubset']> & { encode(stream: Encoder): void }
let Encoder: (new () => Encoder) | undefined

/**
 * The subset's TrueType bytes, encoded synchronously. fontkit's `encodeStream()` hands chunks
 * over through a browser stream polyfill whose nextTick is a setTimeout: a dozen timer turns per
 * font, which was most of a document's time under load. Its encoder class is reused with `push`
 * collecting the chunks directly.
 */
function serialize(font: Font, subset: ReturnType<Font['createSubset']>): Uint8Array {
  Encoder ??= (font.createSubset().encodeStream() as unknown as Encoder).constructor as new () => Encoder
  const stream = new Encoder()
  const parts: Uint8Array[] = []
  stream.push = (chunk) => {
    if (chunk) parts.push(chunk)
    return true
  }
  ;(subset as Encodable).encode(stream)
  stream.end()
  return Buffer.concat(parts)
}

/** Widths of used glyphs as a W array: runs of consecutive ids share one list. */
function widths(face: Face, gids: number[]): Array<number | number[]> {
  const out: Array<number | number[]> = []
  let list: number[] = []
  let prev = -2
  for (const gid of gids) {
    if (gid !== prev + 1) {
      if (list.length) out.push(list)
      out.push(gid)
      list = []
    }
    list.push(pdfWidth(face, gid))
    prev = gid
  }
  if (list.length) out.push(list)
  return out
}

/** Advance of a glyph in text space (thousandths of the font size), as the W array says it. */
export function pdfWidth(face: Face, gid: number): number {
  let width = face.widths.get(gid)
  if (width === undefined) {
    width = Math.round(face.font.getGlyph(gid).advanceWidth * (1000 / face.font.unitsPerEm))
    face.widths.set(gid, width)
  }
  return width
}

function toUnicode(gids: number[], glyphs: Map<number, string>): string {
  const hex4 = (v: number) => v.toString(16).padStart(4, '0')
  const utf16 = (s: string) => {
    let out = ''
    for (let i = 0; i < s.length; i++) out += hex4(s.charCodeAt(i))
    return out
  }
  const entries = gids.filter((gid) => glyphs.get(gid)).map((gid) => `<${hex4(gid)}> <${utf16(glyphs.get(gid)!)}>`)
  const chunks: string[] = []
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100)
    chunks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`)
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...chunks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/** A six-letter subset tag, distinct per face (PDF 32000 9.6.4). */
function tag(id: number): string {
  let out = ''
  let v = id
  for (let i = 0; i < 6; i++) {
    out = String.fromCharCode(65 + (v % 26)) + out
    v = Math.floor(v / 26)
  }
  return out
}

/** Font descriptor flags: serif and italic from the font's tables, always symbolic (Identity-H). */
function flags(font: Font): number {
  const familyClass = (font['OS/2']?.sFamilyClass ?? 0) >> 8
  let value = 4
  if (font.post?.isFixedPitch) value |= 1
  if (familyClass >= 1 && familyClass <= 7) value |= 2
  if (font.head?.macStyle?.italic || font.italicAngle !== 0) value |= 64
  return value
}

