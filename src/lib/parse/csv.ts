import Papa from 'papaparse'
import { ParseError } from './errors.js'

export type CsvRow = Record<string, string>

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/**
 * Rows of a CSV file keyed by lower-cased header (the first of duplicate headers wins). UTF-8
 * with or without BOM, CRLF or LF, quoted commas and line breaks; short and long rows are read as
 * far as they go. Malformed quoting garbles every field after it, so it is an error naming the
 * file and the line. Headers are mapped here rather than by papaparse, whose header mode writes
 * to the console on duplicate names.
 */
export function readCsv(bytes: Uint8Array, file: string, format: string): CsvRow[] {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw new ParseError(`${format}: ${file} is not valid UTF-8`)
  }
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: 'greedy' })
  const error = result.errors[0]
  if (error) {
    const where = typeof error.index === 'number' ? `line ${lineAt(text, error.index)}` : `row ${(error.row ?? 0) + 1}`
    throw new ParseError(`${format}: ${file} ${where}: ${error.message}`)
  }
  const [header = [], ...rows] = result.data
  const keys = header.map((name) => name.trim().toLowerCase())
  return rows.map((row) =>
    Object.fromEntries(
      keys
        .map((key, i) => [key, row[i] ?? ''] as const)
        .filter(([key], i) => keys.indexOf(key) === i),
    ),
  )
}
