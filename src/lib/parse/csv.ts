import Papa from 'papaparse'
import { ParseError } from './errors.js'

export type CsvRow = Record<string, string>

/** Malformed quoting garbles every field after it; a short or long row is still readable. */
const FATAL = new Set(['MissingQuotes', 'InvalidQuotes'])

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/**
 * Rows of a CSV file keyed by lower-cased header. UTF-8 with or without BOM, CRLF or LF, quoted
 * commas and line breaks. Errors name the file and the line.
 */
export function readCsv(bytes: Uint8Array, file: string, format: string): CsvRow[] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw new ParseError(`${format}: ${file} is not valid UTF-8`)
  }
  const result = Papa.parse<CsvRow>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  })
  const error = result.errors.find((e) => FATAL.has(e.code))
  if (error) {
    const where = typeof error.index === 'number' ? `line ${lineAt(text, error.index)}` : `row ${(error.row ?? 0) + 1}`
    throw new ParseError(`${format}: ${file} ${where}: ${error.message}`)
  }
  return result.data
}
