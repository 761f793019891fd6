/**
 * @module
 * The writing direction of a resume's layout. `metadata.direction` decides when it says `ltr` or
 * `rtl`; `auto` counts the letters the templates draw: a resume whose letters are mostly in a
 * right-to-left script (Arabic, Hebrew, Syriac, Thaana, N'Ko) is laid out right to left. An
 * Arabic name over an English job history stays left to right.
 */
import type { ResumeData } from '../../schema/index.js'

export type Direction = 'ltr' | 'rtl'

/** A character of a right-to-left script. */
const RTL = String.raw`[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]|[\ud802-\ud803\ud83a-\ud83b][\udc00-\udfff]`
const RTL_LETTER = new RegExp(`(?=${RTL})\\p{L}`, 'gu')
const LETTER = /\p{L}/gu
/** Fields no template draws as words, or that are always Latin (addresses, links, ids). */
const SKIP = new Set(['id', 'href', 'url', 'email', 'phone', 'picture', 'icon', 'level', 'visible', 'columns'])

/** Any right-to-left character, tags included: without one no letter needs counting. */
export const RTL_CHAR = new RegExp(RTL)

function hasRtl(value: unknown): boolean {
  if (typeof value === 'string') return RTL_CHAR.test(value)
  if (Array.isArray(value)) return value.some(hasRtl)
  if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!SKIP.has(k) && hasRtl(v)) return true
  return false
}

function count(value: unknown, into: { rtl: number; all: number }): void {
  if (typeof value === 'string') {
    const text = value.replace(/<[^>]*>/g, ' ')
    into.rtl += text.match(RTL_LETTER)?.length ?? 0
    into.all += text.match(LETTER)?.length ?? 0
  } else if (Array.isArray(value)) for (const v of value) count(v, into)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) if (!SKIP.has(k)) count(v, into)
}

/** The layout direction of a resume: metadata.direction, or its letters' majority when `auto`. */
export function resumeDirection(resume: ResumeData): Direction {
  const wanted = resume.metadata.direction
  if (wanted === 'ltr' || wanted === 'rtl') return wanted
  // Most resumes have no right-to-left letter at all: one scan, no tag stripping or counting.
  if (!hasRtl([resume.basics, resume.sections])) return 'ltr'
  const letters = { rtl: 0, all: 0 }
  count([resume.basics, resume.sections], letters)
  return letters.rtl * 2 > letters.all ? 'rtl' : 'ltr'
}
