/**
 * @module
 * `format: "pdf"`: the ResumeData a PDF from this service carries as its `resume.json` associated
 * file (see src/lib/render/pdf/source.ts). No text is guessed back from the pages: a PDF without
 * that file is refused.
 *
 * Threat: a PDF is attacker-controlled input to a parser. Defences, each a 400 `{error}`:
 * - size: more than MAX_PDF_BYTES is refused before parsing;
 * - object count: pdf-lib's parser (maintained, not ours) parses the whole file up front, about
 *   16 us per object, so 100 000 objects would take over a second: every object it stores or
 *   unpacks from an object stream is counted, and parsing stops past MAX_PDF_OBJECTS;
 * - time: past PARSE_BUDGET_MS, checked as the parser steps through bytes, parsing stops;
 * - decompression bombs: the streams the parser inflates itself (object and cross-reference
 *   streams) and the attachment are inflated with a cap on the output first;
 * - encryption: refused (the attachment could not be read anyway);
 * - anything the parser throws on (truncated, random bytes) is reported, never rethrown.
 */
import { Unzlib } from 'fflate'
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFString,
  type PDFContext,
  type PDFObject,
} from '../render/pdf/pdf-lib.js'
import { SOURCE_FILE } from '../render/pdf/source.js'
import type { ResumeData } from '../schema/index.js'
import { complete } from './complete.js'
import { ParseError } from './errors.js'
import { readJsonObject } from './input.js'

/** A rendered resume is tens of KB, a few MB with a large photo. */
export const MAX_PDF_BYTES = 8 * 2 ** 20
/** A 2-page resume has a few hundred objects; a ten-page one a few thousand. */
export const MAX_PDF_OBJECTS = 10_000
/**
 * Parsing time: a resume rendered here parses in tens of milliseconds, while junk between objects
 * makes pdf-lib's parser try every byte as an object header (15 s for 4 MB of random bytes).
 */
export const PARSE_BUDGET_MS = 600
/** Inflated size of any one stream the reader decompresses. */
const MAX_STREAM_BYTES = 8 * 2 ** 20

const ENCRYPTED = 'pdf: the PDF is encrypted; export it again without a password'

const NO_SOURCE = `pdf: this PDF carries no resume data from this service (it has no ${SOURCE_FILE} attachment); only PDFs rendered here with the source embedded can be imported`

/** The resume embedded in a PDF rendered by this service. */
export async function parsePdf(bytes: Uint8Array): Promise<ResumeData> {
  if (bytes.length > MAX_PDF_BYTES) {
    throw new ParseError(`pdf: the file is ${bytes.length} bytes; at most ${MAX_PDF_BYTES} are read`)
  }
  if (!startsLikePdf(bytes)) throw new ParseError('pdf: data is not a PDF (no %PDF- header)')
  const context = await parseGuarded(bytes)
  if (context.trailerInfo.Encrypt) throw new ParseError(ENCRYPTED)
  const json = sourceOf(context)
  if (!json) throw new ParseError(NO_SOURCE)
  return complete(readJsonObject(json, 'pdf'))
}

/** The header may follow a little junk (PDF 32000 7.5.2 tolerance in readers). */
function startsLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  return head.includes('%PDF-')
}

/** pdf-lib's parser with a count of the objects it creates and a cap on what it inflates. */
async function parseGuarded(bytes: Uint8Array): Promise<PDFContext> {
  // Infinity: never yield to the event loop mid-parse (the caps bound the work instead).
  const parser = PDFParser.forBytesWithOptions(bytes, Infinity, true, false)
  // pdf-lib keeps these protected; the guards below wrap them on this one parser.
  const inner = parser as unknown as { context: PDFContext; matchKeyword(keyword: number[]): boolean }
  const context = inner.context
  let objects = 0
  // pdf-lib catches what a guard throws mid-object and throws its own error: remember the reason.
  let refused: string | undefined
  const refuse = (reason: string): never => {
    refused ??= reason
    throw new Error(reason)
  }
  const count = (n: number) => {
    objects += n
    if (objects > MAX_PDF_OBJECTS) refuse(`pdf: the PDF has more than ${MAX_PDF_OBJECTS} objects`)
  }
  const deadline = performance.now() + PARSE_BUDGET_MS
  let steps = 0
  const matchKeyword = inner.matchKeyword.bind(parser)
  inner.matchKeyword = (keyword) => {
    if ((++steps & 1023) === 0 && performance.now() > deadline) refuse('pdf: the PDF took too long to read; it is damaged or not from this service')
    return matchKeyword(keyword)
  }
  const assign = context.assign.bind(context)
  context.assign = (ref, object) => {
    count(1)
    assign(ref, object)
  }
  const parseObject = parser.parseObject.bind(parser)
  parser.parseObject = () => {
    const object = parseObject()
    if (object instanceof PDFRawStream) {
      const type = object.dict.get(PDFName.of('Type'))
      if (type === PDFName.of('ObjStm') || type === PDFName.of('XRef')) {
        const n = object.dict.get(PDFName.of('N'))
        if (n instanceof PDFNumber) count(n.asNumber())
        if (inflated(object) === undefined) {
          refuse(declaresEncryption(bytes) ? ENCRYPTED : 'pdf: an object stream is damaged, too large or compressed in a way this reader refuses')
        }
      }
    }
    return object
  }
  try {
    return await parser.parseDocument()
  } catch (error) {
    if (refused) throw new ParseError(refused)
    if (declaresEncryption(bytes)) throw new ParseError(ENCRYPTED)
    throw new ParseError(`pdf: the PDF cannot be read (${firstLine(error)})`)
  }
}

/**
 * Whether the file names an encryption dictionary. Its object streams are encrypted too and fail
 * to inflate before the parser reaches the cross-reference stream that says so.
 */
const declaresEncryption = (bytes: Uint8Array) => /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(new TextDecoder('latin1').decode(bytes))

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0]!.slice(0, 200)

/** The `resume.json` Source attachment's bytes, from `/Names /EmbeddedFiles` or the catalog's `/AF`. */
function sourceOf(context: PDFContext): Uint8Array | undefined {
  const catalog = context.lookup(context.trailerInfo.Root)
  if (!(catalog instanceof PDFDict)) return undefined
  const names = lookupDict(context, catalog.get(PDFName.of('Names')))
  const tree = names && lookupDict(context, names.get(PDFName.of('EmbeddedFiles')))
  const specs: PDFObject[] = []
  if (tree) collectNameTree(context, tree, specs, 0)
  const af = context.lookup(catalog.get(PDFName.of('AF')))
  if (af instanceof PDFArray) specs.push(...af.asArray())
  for (const spec of specs) {
    const dict = lookupDict(context, spec)
    if (!dict || !isSourceSpec(dict)) continue
    const ef = lookupDict(context, dict.get(PDFName.of('EF')))
    const stream = ef && context.lookup(ef.get(PDFName.of('F')) ?? ef.get(PDFName.of('UF')))
    if (stream instanceof PDFRawStream) return inflated(stream)
  }
  return undefined
}

const lookupDict = (context: PDFContext, value: PDFObject | undefined) => {
  const object = value && context.lookup(value)
  return object instanceof PDFDict ? object : undefined
}

/** A name tree's values (PDF 32000 7.9.6); a few levels deep at most. */
function collectNameTree(context: PDFContext, node: PDFDict, out: PDFObject[], depth: number): void {
  if (depth > 8) return
  const names = context.lookup(node.get(PDFName.of('Names')))
  if (names instanceof PDFArray) {
    for (let i = 1; i < names.size(); i += 2) out.push(names.get(i))
  }
  const kids = context.lookup(node.get(PDFName.of('Kids')))
  if (kids instanceof PDFArray) {
    for (const kid of kids.asArray()) {
      const dict = lookupDict(context, kid)
      if (dict) collectNameTree(context, dict, out, depth + 1)
    }
  }
}

function isSourceSpec(spec: PDFDict): boolean {
  const name = spec.get(PDFName.of('UF')) ?? spec.get(PDFName.of('F'))
  const text = name instanceof PDFString || name instanceof PDFHexString ? name.decodeText() : undefined
  return text === SOURCE_FILE && spec.get(PDFName.of('AFRelationship')) === PDFName.of('Source')
}

/** A stream's data, inflated with a cap; undefined for filters other than Flate or past the cap. */
function inflated(stream: PDFRawStream): Uint8Array | undefined {
  const filter = stream.dict.get(PDFName.of('Filter'))
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : []
  if (filters.length === 0) return stream.contents
  if (filters.length > 1 || filters[0] !== PDFName.of('FlateDecode')) return undefined
  return inflateCapped(stream.contents, MAX_STREAM_BYTES)
}

/** zlib data inflated in small steps, stopping as soon as the output passes `cap`. */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array | undefined {
  const chunks: Uint8Array[] = []
  let size = 0
  const inflater = new Unzlib((chunk) => {
    size += chunk.length
    if (size <= cap) chunks.push(chunk)
  })
  const STEP = 4096
  try {
    for (let at = 0; at < data.length && size <= cap; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length)
    }
  } catch {
    return undefined
  }
  if (size > cap) return undefined
  const out = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    out.set(chunk, at)
    at += chunk.length
  }
  return out
}
