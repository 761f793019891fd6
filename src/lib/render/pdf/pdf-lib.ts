/**
 * @module
 * pdf-lib from its single-file build. Same version and code as the `pdf-lib` entry, but one file
 * instead of about 400 CommonJS modules: loading it costs about 48 instead of 187 ms of CPU, a
 * quarter of this writer's cold start. Everything in the PDF writer takes pdf-lib from here, so all
 * its objects come from one copy (pdf-lib checks objects with instanceof).
 */
import { createHash } from 'node:crypto'
import pdfLib from 'pdf-lib/dist/pdf-lib.min.js'
import { Lru } from '../layout/lru.js'
import { deflate } from './flate.js'

export const {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFString,
  JpegEmbedder,
  PngEmbedder,
  numberToString,
} = pdfLib
export type { PDFContext, PDFObject, PDFRef } from 'pdf-lib'
export type PDFDocument = import('pdf-lib').PDFDocument
export type PDFDict = import('pdf-lib').PDFDict
export type PDFRawStream = import('pdf-lib').PDFRawStream

/** What pdf-lib's own flate streams (object streams, the cross-reference stream) expose inside. */
interface FlateStream {
  encode: boolean
  getUnencodedContents(): Uint8Array
  getContents(): Uint8Array
  getContentsSize(): number
}

/**
 * pdf-lib deflates its own streams with pako in JavaScript: the runtime's zlib does it in a
 * fraction of the time, which is what makes object streams cheap enough to be on. The streams
 * cache their bytes through a closure their constructor sets, so the override is on the accessors
 * every writer calls (the size first, then the bytes: computed once).
 */
const flateContents = new WeakMap<FlateStream, Uint8Array>()
const flateStream = pdfLib.PDFFlateStream.prototype as unknown as FlateStream
flateStream.getContents = function (this: FlateStream) {
  let bytes = flateContents.get(this)
  if (!bytes) {
    bytes = this.encode ? deflateObjects(this.getUnencodedContents()) : this.getUnencodedContents()
    flateContents.set(this, bytes)
  }
  return bytes
}

/**
 * Object streams deflated, by the digest of their bytes: a resume's structure elements fill the
 * same object streams render after render (they hold no text, and an edit rarely changes their
 * shape: 4 of the dense resume's 5 come back byte for byte, also across resumes), and digesting a
 * stream costs a tenth of deflating it. 256 KB holds the streams of a few dozen documents.
 */
const deflatedObjects = new Lru<string, Uint8Array>(256 * 1024, (bytes) => bytes.length)
function deflateObjects(bytes: Uint8Array): Uint8Array {
  const key = createHash('sha1').update(bytes).digest('base64')
  let deflated = deflatedObjects.get(key)
  if (!deflated) deflatedObjects.set(key, (deflated = deflate(bytes)))
  return deflated
}
flateStream.getContentsSize = function (this: FlateStream) {
  return this.getContents().length
}

/** What a cross-reference stream (PDF 1.5) holds: a row of three fields per object. */
interface CrossRefStream {
  entryTuplesCache: { access(): Array<[number, number, number]> }
  maxByteWidthsCache: { access(): [number, number, number] }
  getUnencodedContentsSize(): number
}

/**
 * The cross-reference stream's rows, each field big-endian in its column's width, as pdf-lib
 * writes them: it turns every field into a byte array of its own (through a binary string) and
 * reverses it, three arrays per object of the document.
 */
const crossRefStream = pdfLib.PDFCrossRefStream.prototype as unknown as CrossRefStream & { getUnencodedContents(): Uint8Array }
crossRefStream.getUnencodedContents = function (this: CrossRefStream) {
  const rows = this.entryTuplesCache.access()
  const widths = this.maxByteWidthsCache.access()
  const out = new Uint8Array(this.getUnencodedContentsSize())
  let at = 0
  for (const row of rows) {
    for (let field = 0; field < 3; field++) {
      const value = row[field]!
      for (let byte = widths[field]! - 1; byte >= 0; byte--) out[at++] = Math.floor(value / 2 ** (8 * byte)) & 0xff
    }
  }
  return out
}

/** The parts of a dictionary its writers use: its entries and how each writes itself. */
interface Writable {
  sizeInBytes(): number
  copyBytesInto(buffer: Uint8Array, offset: number): number
}
interface Dict {
  dict: Map<Writable, Writable>
}

/**
 * A stream is written as pdf-lib writes it, but its bytes copied in one call: pdf-lib copies them
 * one by one, and a resume's fonts and pages are about 50 KB of them.
 */
interface Stream extends Writable {
  dict: Writable
  updateDict(): void
  getContents(): Uint8Array
}
const STREAM = Uint8Array.from('\nstream\n', (c) => c.charCodeAt(0))
const ENDSTREAM = Uint8Array.from('\nendstream', (c) => c.charCodeAt(0))
const stream = pdfLib.PDFStream.prototype as unknown as Stream
stream.copyBytesInto = function (this: Stream, buffer: Uint8Array, offset: number) {
  this.updateDict()
  let at = offset + this.dict.copyBytesInto(buffer, offset)
  buffer.set(STREAM, at)
  at += STREAM.length
  const contents = this.getContents()
  buffer.set(contents, at)
  at += contents.length
  buffer.set(ENDSTREAM, at)
  return at + ENDSTREAM.length - offset
}

/**
 * A dictionary is written twice (its size, then its bytes; inside an object stream twice more), and
 * pdf-lib copies its entries into a new array of pairs each time: a tagged resume has hundreds of
 * dictionaries, and the copies were a third of saving one. The same output, read from the map.
 */
const CR = { lt: 0x3c, gt: 0x3e, space: 0x20, newline: 0x0a }
const dict = pdfLib.PDFDict.prototype as unknown as Dict & Writable
dict.sizeInBytes = function (this: Dict) {
  let size = 5
  this.dict.forEach((value, key) => {
    size += key.sizeInBytes() + value.sizeInBytes() + 2
  })
  return size
}
dict.copyBytesInto = function (this: Dict, buffer: Uint8Array, offset: number) {
  let at = offset
  buffer[at++] = CR.lt
  buffer[at++] = CR.lt
  buffer[at++] = CR.newline
  this.dict.forEach((value, key) => {
    at += key.copyBytesInto(buffer, at)
    buffer[at++] = CR.space
    at += value.copyBytesInto(buffer, at)
    buffer[at++] = CR.newline
  })
  buffer[at++] = CR.gt
  buffer[at++] = CR.gt
  return at - offset
}

/**
 * An object written ahead as the text pdf-lib would write for it (ASCII), for objects a document
 * has hundreds of (structure elements): building pdf-lib's dictionaries, arrays, names and numbers
 * for each, then walking them to size and write them, cost more than the text itself.
 */
export class PDFText extends (pdfLib.PDFObject as unknown as new () => object) {
  constructor(readonly text: string) {
    super()
  }

  clone(): PDFText {
    return this
  }

  override toString(): string {
    return this.text
  }

  sizeInBytes(): number {
    return this.text.length
  }

  copyBytesInto(buffer: Uint8Array, offset: number): number {
    const { text } = this
    for (let i = 0; i < text.length; i++) buffer[offset + i] = text.charCodeAt(i)
    return text.length
  }
}
