/**
 * @module
 * pdf-lib from its single-file build. Same version and code as the `pdf-lib` entry, but one file
 * instead of about 400 CommonJS modules: loading it costs about 48 instead of 187 ms of CPU, a
 * quarter of this writer's cold start. Everything in the PDF writer takes pdf-lib from here, so all
 * its objects come from one copy (pdf-lib checks objects with instanceof).
 */
import pdfLib from 'pdf-lib/dist/pdf-lib.min.js'

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
