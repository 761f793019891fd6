/**
 * @module
 * Fonts for the PDF: the subset font each document embeds for the glyphs its pages used.
 * Content streams use the font's ORIGINAL glyph ids as CIDs and a CIDToGIDMap stream maps them to
 * the subset's ids, so drawn text does not depend on the order in which a document happens to meet
 * its glyphs.
 */
import type { Font } from '@pdf-lib/fontkit'
import { PDFString, PDFText, type PDFContext, type PDFObject, type PDFRef } from './pdf-lib.js'
import type { Face, Shaped } from '../shaping.js'
import { deflate, registerDeflated } from './flate.js'

/** Glyphs one document used, per face; embedded as subset fonts when the document is saved. */
export class DocumentFonts {
  /** Shaped runs are cached objects: remembering them is cheaper than walking their glyphs per word. */
  private used = new Map<Face, Set<Shaped>>()
  /**
   * Per face, each glyph used and the characters it stands for: the first non-empty claim in the
   * order the runs were used, '' while none. Kept as runs are used, so a replayed block hands its
   * glyphs over in one map instead of every run it drew being walked again in every document.
   */
  private glyphs = new Map<Face, Map<number, string>>()

  use(face: Face, run: Shaped): void {
    let runs = this.used.get(face)
    if (!runs) this.used.set(face, (runs = new Set()))
    if (runs.has(run)) return
    runs.add(run)
    // Glyphs of a span claim no characters (its /ActualText has them): an Indic vowel sign drawn
    // first would otherwise stand for its whole syllable everywhere.
    const glyphs = this.glyphsOf(face)
    for (let i = 0; i < run.glyphs.length; i++) {
      const gid = run.glyphs[i]!.g
      if (!glyphs.get(gid)) glyphs.set(gid, run.chars[i]!)
    }
  }

  /**
   * Adds the glyphs another set used (a replayed block's), as if its runs were used after these:
   * a glyph's first claim comes from the earliest set that claims it, and within a set from its
   * earliest run, as walking every run in that order would give. Through forEach: iterating the
   * maps with for-of made an entry array per glyph of every replayed block (100 KB per edit).
   */
  merge(other: DocumentFonts): void {
    other.glyphs.forEach((theirs, face) => {
      const glyphs = this.glyphsOf(face)
      theirs.forEach((chars, gid) => {
        if (!glyphs.get(gid)) glyphs.set(gid, chars)
      })
    })
  }

  /** Embeds every used face; returns resource name -> font dictionary reference. */
  embed(context: PDFContext): Map<string, PDFRef> {
    return new Map([...this.glyphs].map(([face, glyphs]) => [`F${face.id}`, embedFace(context, face, glyphs)]))
  }

  private glyphsOf(face: Face): Map<number, string> {
    let glyphs = this.glyphs.get(face)
    if (!glyphs) this.glyphs.set(face, (glyphs = new Map()))
    return glyphs
  }
}

/** The bytes of one subset font, reusable by any document that uses the same glyphs of a face. */
interface EmbeddedFace {
  baseFont: string
  fontFile: Uint8Array
  fontFileLength: number
  cidToGid: Uint8Array
  toUnicode: Uint8Array
  /** The W array as the text pdf-lib writes for it: as pdf-lib's objects, hundreds of numbers per document. */
  widths: PDFText
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
    W: embedded.widths as unknown as PDFObject,
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

/**
 * Widths of used glyphs as a W array: runs of consecutive ids share one list. Written as pdf-lib
 * writes an array (each element followed by a space); widths and ids are whole numbers.
 */
function widths(face: Face, gids: number[]): PDFText {
  let text = '[ '
  let prev = -2
  for (const gid of gids) {
    if (gid !== prev + 1) text += `${prev < 0 ? '' : '] '}${gid} [ `
    text += `${pdfWidth(face, gid)} `
    prev = gid
  }
  return new PDFText(`${text}${prev < 0 ? '' : '] '}]`)
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
