/**
 * @module
 * Forgiving reads of foreign documents: exports from other tools put numbers where strings belong,
 * nulls where objects belong, and one string where a list belongs. None of that is worth refusing.
 */
import { isRecord } from './input.js'

/** A trimmed string from a string, number or boolean; anything else is empty. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return ''
}

/** A number, or a numeric string (v3 stores some settings as text); NaN for anything else. */
export function num(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value)
  return Number.NaN
}

/** The non-empty strings of a list (one string counts as a list of one). */
export function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.map(str).filter((s) => s !== '')
}

/** The object itself, or an empty one for null, a primitive or an array. */
export const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {})

/** The first non-empty string among `keys` of `source`. */
export function pick(source: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) {
    const value = str(source[key])
    if (value !== '') return value
  }
  return ''
}

/** Joins the non-empty parts. */
export const join = (parts: string[], separator: string): string =>
  parts.filter((p) => p !== '').join(separator)
