/**
 * @module
 * pdf-lib from its single-file build. Same version and code as the `pdf-lib` entry, but one file
 * instead of about 400 CommonJS modules: loading it costs about 48 instead of 187 ms of CPU, a
 * quarter of this writer's cold start. Everything in the PDF writer takes pdf-lib from here, so all
 * its objects come from one copy (pdf-lib checks objects with instanceof).
 */
import pdfLib from 'pdf-lib/dist/pdf-lib.min.js'
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
    bytes = this.encode ? deflate(this.getUnencodedContents()) : this.getUnencodedContents()
    flateContents.set(this, bytes)
  }
  return bytes
}
flateStream.getContentsSize = function (this: FlateStream) {
  return this.getContents().length
}
