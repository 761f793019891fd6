/**
 * @module
 * What a parser coerced or dropped on the way to ResumeData. Parse is best-effort: a field of an
 * odd shape is read as well as it can be and reported here, with the JSON path of the source
 * value in the same notation as validation errors (`work[2].highlights`, `basics.summary`).
 */

export interface ParseWarning {
  /** Where in the input document: dot notation, list indices in brackets; `` for the document itself. */
  path: string
  message: string
}

export class Warnings {
  readonly list: ParseWarning[] = []

  add(path: string, message: string): void {
    this.list.push({ path, message })
  }
}

/** `parent.key` or `parent[3]`. */
export const childPath = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent === '' ? key : `${parent}.${key}`

/** At most this many warnings travel in the header; the count header always says how many there were. */
export const HEADER_WARNINGS = 50

/**
 * The warnings as the `X-Parse-Warnings` header value: a JSON array of `{path, message}`, with
 * every non-ASCII character escaped (`\u00e9`) since header values are ASCII, and at most
 * HEADER_WARNINGS entries so the header stays well under common 8 KB proxy limits.
 */
export function warningsHeader(list: readonly ParseWarning[]): string {
  const json = JSON.stringify(list.slice(0, HEADER_WARNINGS))
  return json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
