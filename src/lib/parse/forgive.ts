/**
 * @module
 * Forgiving reads of hand-written documents, each deviation reported with its JSON path. People
 * publish strings where objects belong (`"interests": ["Chess"]`), one object where a list belongs
 * (`"education": {...}`), lists of paragraphs where text belongs, and plural names (`works`).
 * What can be read is read; what cannot is dropped, and both are said.
 */
import { isRecord } from './input.js'
import { str } from './text.js'
import { childPath, type Warnings } from './warnings.js'

type Source = Record<string, unknown>

const kind = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : `a ${typeof value}`

export class Reader {
  constructor(readonly warnings: Warnings) {}

  /**
   * The objects of the list at `path`: a string entry becomes `{ [primary]: string }`, one object
   * is a list of one, nulls are skipped, anything else is dropped with a warning.
   */
  list(value: unknown, path: string, primary: string): Source[] {
    if (value === undefined || value === null) return []
    if (isRecord(value)) {
      if (Object.keys(value).length === 0) return []
      this.warnings.add(path, 'an object where a list was expected: read as a list of one')
      return [value]
    }
    if (typeof value === 'string' || typeof value === 'number') {
      if (str(value) === '') return []
      this.warnings.add(path, `text where a list was expected: read as one item's ${primary}`)
      return [{ [primary]: value }]
    }
    if (!Array.isArray(value)) {
      this.warnings.add(path, `${kind(value)} where a list was expected: dropped`)
      return []
    }
    return value.flatMap((entry, i): Source[] => {
      if (entry === null || entry === undefined) return []
      if (isRecord(entry)) return [entry]
      const at = childPath(path, i)
      if ((typeof entry === 'string' || typeof entry === 'number') && str(entry) !== '') {
        this.warnings.add(at, `text where an object was expected: read as its ${primary}`)
        return [{ [primary]: entry }]
      }
      if (str(entry) === '' && typeof entry === 'string') return []
      this.warnings.add(at, `${kind(entry)} where an object was expected: dropped`)
      return []
    })
  }

  /**
   * Text at `source[key]`: a string, number or boolean as such; a list of strings as paragraphs
   * (blank-line separated) or, when `separator` is given, joined by it; anything else dropped.
   */
  text(source: Source, key: string, path: string, separator = '\n\n'): string {
    const value = source[key]
    if (value === undefined || value === null) return ''
    const at = childPath(path, key)
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return str(value)
    if (Array.isArray(value) && value.every((v) => v === null || typeof v === 'string' || typeof v === 'number')) {
      const parts = value.map(str).filter((p) => p !== '')
      if (parts.length > 0) {
        this.warnings.add(at, separator === '\n\n' ? 'a list where text was expected: read as paragraphs' : 'a list where text was expected: joined')
      }
      return parts.join(separator)
    }
    this.warnings.add(at, `${kind(value)} where text was expected: dropped`)
    return ''
  }

  /** The non-empty strings of a list; one string is a list of one; objects and lists are dropped. */
  strings(source: Source, key: string, path: string): string[] {
    const value = source[key]
    if (value === undefined || value === null) return []
    const at = childPath(path, key)
    const list = Array.isArray(value) ? value : [value]
    return list.flatMap((v, i) => {
      if (v === null || v === undefined) return []
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
        const s = str(v)
        return s === '' ? [] : [s]
      }
      this.warnings.add(Array.isArray(value) ? childPath(at, i) : at, `${kind(v)} where text was expected: dropped`)
      return []
    })
  }

  /** The object at `path`; a non-object is dropped with a warning (null and absent say nothing). */
  record(value: unknown, path: string): Source {
    if (isRecord(value)) return value
    if (value !== undefined && value !== null) this.warnings.add(path, `${kind(value)} where an object was expected: dropped`)
    return {}
  }

  /**
   * `doc[key]`, or the first of `aliases` that is present (`works` for `work`), saying so.
   * Returns the value and the key it was found under, for paths.
   */
  aliased(doc: Source, key: string, aliases: readonly string[]): { value: unknown; key: string } {
    if (doc[key] !== undefined && doc[key] !== null) return { value: doc[key], key }
    for (const alias of aliases) {
      if (doc[alias] !== undefined && doc[alias] !== null) {
        this.warnings.add(alias, `read as "${key}", JSON Resume's name for this list`)
        return { value: doc[alias], key: alias }
      }
    }
    return { value: undefined, key }
  }
}
