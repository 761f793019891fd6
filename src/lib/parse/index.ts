/**
 * @module
 * Converts external resume formats into ResumeData. Each parser is a pure function of its input;
 * the result is best-effort ResumeData, returned even where it would not pass validation.
 */
import type { ResumeData } from '../schema/index.js'
import { ParseError } from './errors.js'
import { decodeInput } from './input.js'
import { parseJsonResume } from './json-resume.js'
import { parseLinkedIn } from './linkedin.js'
import { parseNative } from './native.js'
import { MAX_PDF_BYTES, parsePdf } from './pdf.js'
import { parseRrv3 } from './rrv3.js'
import { parseRrv5 } from './rrv5.js'
import { Warnings, type ParseWarning } from './warnings.js'

export { ParseError } from './errors.js'
export { detectFormat, undetectedHint } from './detect.js'
export { warningsHeader, HEADER_WARNINGS, type ParseWarning } from './warnings.js'

export const FORMATS = ['json-resume', 'linkedin', 'linked-in', 'rrv3', 'rrv5', 'native', 'pdf'] as const
export type Format = (typeof FORMATS)[number]

export interface ParseInput {
  format: Format
  /** The document: text, or base64 when `base64` is true (required for `linkedin`). */
  data: string
  base64?: boolean
}

export interface ParseResult {
  resume: ResumeData
  /** What was coerced or dropped on the way, each with the JSON path of the source value. */
  warnings: ParseWarning[]
}

/** Any format, PDF included (read asynchronously with pdf-lib's parser): the entry of the routes and the CLI. */
export async function parseDocument(input: ParseInput): Promise<ParseResult> {
  const { format, data, base64 = false } = input
  if (format !== 'pdf') return parseWithWarnings({ format, data, base64 })
  if (!base64) throw new ParseError('pdf: data must be the base64-encoded PDF with base64: true')
  if (data.length > (MAX_PDF_BYTES / 3) * 4 + 4096) {
    throw new ParseError(`pdf: the file is over ${MAX_PDF_BYTES} bytes, the most that is read`)
  }
  return { resume: await parsePdf(decodeInput(data, base64, format)), warnings: [] }
}

/** The resume and what had to be coerced or dropped to read it. */
export function parseWithWarnings({ format, data, base64 = false }: ParseInput): ParseResult {
  const warnings = new Warnings()
  const resume = parseFormat(format, decodeInput(data, base64, format), base64, warnings)
  return { resume, warnings: warnings.list }
}

/** The resume alone (callers that have nowhere to show warnings). */
export const parseResume = (input: ParseInput): ResumeData => parseWithWarnings(input).resume

function parseFormat(format: Format, bytes: Uint8Array, base64: boolean, warnings: Warnings): ResumeData {
  switch (format) {
    case 'json-resume':
      return parseJsonResume(bytes, warnings)
    case 'linkedin':
    case 'linked-in':
      if (!base64) throw new ParseError('linkedin: data must be a base64-encoded ZIP with base64: true')
      return parseLinkedIn(bytes)
    case 'rrv3':
      return parseRrv3(bytes, warnings)
    case 'rrv5':
      return parseRrv5(bytes, warnings)
    case 'native':
      return parseNative(bytes, warnings)
    case 'pdf':
      // pdf-lib's parser is asynchronous: parseDocument reads PDFs.
      throw new ParseError('pdf: a PDF is read by parseDocument, not parseResume')
  }
}
