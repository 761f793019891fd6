/**
 * @module
 * The resume a PDF was rendered from, carried inside it as a PDF/A-3 associated file: `resume.json`
 * (`application/json`, `/AFRelationship /Source`), listed in the catalog's `/AF` and in
 * `/Names /EmbeddedFiles`, so any PDF reader shows it as an attachment and `src/lib/parse/pdf.ts`
 * reads it back. The template id travels in the file's description and the document information.
 */
import { PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument, type PDFRef } from './pdf-lib.js'
import { deflateOffThread, registerDeflated } from './flate.js'

/** The attachment's name: the importer looks for exactly this file. */
export const SOURCE_FILE = 'resume.json'
/** Document information key holding the template id. */
export const TEMPLATE_KEY = 'ResumeTemplate'

export interface EmbeddedSource {
  /** The validated ResumeData, serialised. */
  json: string
  template: string
}

/** The attachment's contents: its size in bytes (UTF-8) and the bytes deflated. */
export interface SourceFile {
  size: number
  deflated: Uint8Array
}

/** The source as the attachment's contents, deflated off the main thread (flate.ts). */
export async function sourceFile(source: EmbeddedSource): Promise<SourceFile> {
  const bytes = new TextEncoder().encode(source.json)
  return { size: bytes.length, deflated: await deflateOffThread(bytes) }
}

/** Attaches the source (its contents from sourceFile) and returns its file specification (for `/AF`). */
export function embedSource(doc: PDFDocument, source: EmbeddedSource, contents: SourceFile, date: Date): PDFRef {
  const context = doc.context
  const modDate = PDFString.fromDate(date)
  const file = registerDeflated(context, contents.deflated, {
    Type: 'EmbeddedFile',
    Subtype: 'application/json',
    Params: { Size: contents.size, ModDate: modDate },
  })
  const spec = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(SOURCE_FILE),
      UF: PDFString.of(SOURCE_FILE),
      EF: { F: file, UF: file },
      Desc: textString(`ResumeData this PDF was rendered from, template ${source.template}`),
      AFRelationship: 'Source',
    }),
  )
  const catalog = doc.catalog
  catalog.set(PDFName.of('AF'), context.obj([spec]))
  catalog.set(PDFName.of('Names'), context.obj({ EmbeddedFiles: { Names: [PDFString.of(SOURCE_FILE), spec] } }))
  // pdf-lib made the information dictionary when the title was set.
  const info = context.lookup(context.trailerInfo.Info, PDFDict)
  info.set(PDFName.of(TEMPLATE_KEY), textString(source.template))
  return spec
}

/** A text string: literal when printable ASCII (a quarter of the bytes of UTF-16 hex), else UTF-16. */
const textString = (text: string) => (/^[\x20-\x27\x2a-\x5b\x5d-\x7e]*$/.test(text) ? PDFString.of(text) : PDFHexString.fromText(text))
