/**
 * @module
 * One section of a Reactive Resume export (v3 and v5 alike): its own settings and its items,
 * with deterministic ids where the source has none. The versions differ only in how they name a
 * section's title and whether they say `visible` or `hidden`.
 */
import { ParseError } from './errors.js'
import { isRecord } from './input.js'
import { num, str } from './text.js'

export type Source = Record<string, unknown>
export type Mapper = (item: Source) => Record<string, unknown>

export interface SectionDialect {
  format: string
  /** The key of a section's title. */
  title: 'name' | 'title'
  /** v5 says `hidden: true`; v3 and v4 say `visible: false`. */
  hidden: boolean
}

/** The section at `path`, or undefined when there is none; a section of the wrong shape is a ParseError. */
export function readSection(source: unknown, id: string, path: string, map: Mapper, dialect: SectionDialect) {
  if (source === undefined || source === null) return undefined
  const shown = (value: Source) => (dialect.hidden ? value.hidden !== true : value.visible !== false)
  if (!isRecord(source)) throw new ParseError(`${dialect.format}: ${path} must be an object`)
  const list = source.items ?? []
  if (!Array.isArray(list)) throw new ParseError(`${dialect.format}: ${path}.items must be a list`)
  const items = list.flatMap((item, i) => {
    if (item === null) return []
    if (!isRecord(item)) throw new ParseError(`${dialect.format}: ${path}.items[${i}] must be an object`)
    return [{ id: str(item.id) || `${id}-${i}`, visible: shown(item), ...map(item) }]
  })
  const columns = num(source.columns)
  return {
    id,
    ...(str(source[dialect.title]) && { name: str(source[dialect.title]) }),
    visible: shown(source),
    ...(Number.isInteger(columns) && columns >= 1 && columns <= 5 && { columns }),
    items,
  }
}
