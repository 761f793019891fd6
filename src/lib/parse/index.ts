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
import { parsePdf } from './pdf.js'
import { parseRrv3 } from './rrv3.js'

export { ParseError } from './errors.js'
export { detectFormat } from './detect.js'

export const FORMATS = ['json-resume', 'linkedin', 'linked-in', 'rrv3', 'native', 'pdf'] as const
export type Format = (typeof FORMATS)[number]
/** The formats read synchronously; a PDF is read asynchronously (pdf-lib's parser), by parseDocument. */
export type TextFormat = Exclude<Format, 'pdf'>

export interface ParseInput<F extends Format = TextFormat> {
  format: F
  /** The document: text, or base64 when `base64` is true (required for `linkedin`). */
  data: string
  base64?: boolean
}

/** Any format, PDF included: the entry of the routes and the CLI. */
export async function parseDocument(input: ParseInput<Format>): Promise<ResumeData> {
  const { format, data, base64 = false } = input
  if (format !== 'pdf') return parseResume({ format, data, base64 })
  if (!base64) throw new ParseError('pdf: data must be the base64-encoded PDF with base64: true')
  return parsePdf(decodeInput(data, base64, format))
}

export function parseResume({ format, data, base64 = false }: ParseInput): ResumeData {
  const bytes = decodeInput(data, base64, format)
  switch (format) {
    case 'json-resume':
      return parseJsonResume(bytes)
    case 'linkedin':
    case 'linked-in':
      if (!base64) throw new ParseError('linkedin: data must be a base64-encoded ZIP with base64: true')
      return parseLinkedIn(bytes)
    case 'rrv3':
      return parseRrv3(bytes)
    case 'native':
      return parseNative(bytes)
  }
}
