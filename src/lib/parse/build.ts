/**
 * @module
 * Pieces every parser assembles ResumeData from.
 */
import { ParseError } from './errors.js'
import { isRecord } from './input.js'
import { safeHref } from './url.js'

/** Items with deterministic ids (`experience-0`) so the same input always parses the same. */
export function items<T, R extends object>(
  section: string,
  list: readonly T[],
  map: (item: T) => R,
): Array<R & { id: string; visible: boolean }> {
  return list.map((item, i) => ({ id: `${section}-${i}`, visible: true, ...map(item) }))
}

/** `{ label, href }` with only http(s) kept. */
export const link = (href: string, label = '') => ({ label, href: safeHref(href) })

/** The summary of an item from HTML parts, skipping empty ones. */
export const html = (...parts: string[]): string => parts.filter((p) => p !== '').join('')

/**
 * The list at `doc[key]`: absent or null is empty; anything but a list of objects is refused with
 * the field's name (`json-resume: work[2] must be an object`). Null entries are skipped.
 */
export function objectList(
  doc: Record<string, unknown>,
  key: string,
  format: string,
  parent = '',
): Record<string, unknown>[] {
  const value = doc[key]
  const path = parent ? `${parent}.${key}` : key
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) throw new ParseError(`${format}: ${path} must be a list`)
  return value.flatMap((entry, i) => {
    if (entry === null) return []
    if (!isRecord(entry)) throw new ParseError(`${format}: ${path}[${i}] must be an object`)
    return [entry]
  })
}
