/**
 * @module
 * Reads a resume's sections into one shape every template draws: visible sections with their
 * visible items, each item reduced to title, subtitle, date, location, level, keywords, link and
 * summary. Which column a section goes to comes from `metadata.layout`; sections with content
 * that the layout does not mention are appended to the main column, so no text is ever dropped.
 * Headings left at their English defaults and dates are given in the resume's language
 * (src/lib/i18n), so no template needs to know about languages.
 */
import { localDate, localHeading, resumeLocale } from '../../lib/i18n/index.js'
import type { ResumeData } from '../../lib/schema/index.js'
import { filtered } from '../element.js'

export interface Entry {
  id: string
  title: string
  subtitle: string
  date: string
  location: string
  /** 0 = none; 1..5 drawn as a level meter. */
  level: number
  keywords: string[]
  link: { label: string; href: string }
  summary: string
}

export interface Section {
  /** `experience`, or `custom.<id>` for user-named sections. */
  id: string
  name: string
  columns: number
  /** Set for the `summary` section, which has rich content instead of items. */
  content?: string
  entries: Entry[]
}

type Url = { label: string; href: string }
type AnyItem = Record<string, unknown> & { id: string; visible: boolean }

const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const join = (...parts: string[]) => parts.filter((p) => p.trim() !== '').join(', ')
const urlOf = (v: unknown): Url => {
  const u = (v ?? {}) as Partial<Url>
  return { label: str(u.label), href: str(u.href) }
}

function entry(kind: string, item: AnyItem, locale: string): Entry {
  const base: Entry = {
    id: item.id,
    title: '',
    subtitle: '',
    date: localDate(str(item.date), locale),
    location: str(item.location),
    level: typeof item.level === 'number' ? item.level : 0,
    keywords: filtered(Array.isArray(item.keywords) ? item.keywords : [], (k): k is string => typeof k === 'string'),
    link: urlOf(item.url),
    summary: str(item.summary),
  }
  switch (kind) {
    case 'experience':
      return { ...base, title: str(item.company), subtitle: str(item.position) }
    case 'education':
      return { ...base, title: str(item.institution), subtitle: join(str(item.studyType), str(item.area), str(item.score)) }
    case 'volunteer':
      return { ...base, title: str(item.organization), subtitle: str(item.position) }
    case 'awards':
      return { ...base, title: str(item.title), subtitle: str(item.awarder) }
    case 'certifications':
      return { ...base, title: str(item.name), subtitle: str(item.issuer) }
    case 'publications':
      return { ...base, title: str(item.name), subtitle: str(item.publisher) }
    case 'profiles':
      return { ...base, title: str(item.network), subtitle: str(item.username) }
    default:
      return { ...base, title: str(item.name), subtitle: str(item.description) }
  }
}

const hasContent = (s: Section) =>
  (s.content !== undefined && s.content.trim() !== '') || s.entries.length > 0

/** Every section of the resume by id (`custom.<id>` for custom ones), hidden ones left out. */
export function readSections(resume: ResumeData): Map<string, Section> {
  const out = new Map<string, Section>()
  const locale = resumeLocale(resume)
  const { custom, summary, ...rest } = resume.sections
  if (summary.visible) {
    out.set('summary', { id: 'summary', name: localHeading(locale, 'summary', summary.name), columns: 1, content: summary.content, entries: [] })
  }
  const add = (id: string, kind: string, s: { name: string; visible: boolean; columns: number; items: unknown[] }) => {
    if (!s.visible) return
    const entries = (s.items as AnyItem[]).filter((i) => i.visible).map((i) => entry(kind, i, locale))
    out.set(id, { id, name: kind === 'custom' ? s.name : localHeading(locale, kind, s.name), columns: s.columns, entries })
  }
  for (const [id, s] of Object.entries(rest)) {
    if (s && typeof s === 'object' && Array.isArray((s as { items?: unknown }).items)) add(id, id, s as never)
  }
  for (const [id, s] of Object.entries(custom)) add(`custom.${id}`, 'custom', s)
  for (const [id, s] of out) if (!hasContent(s)) out.delete(id)
  return out
}

/**
 * Sections per column, in layout order: [main, sidebar]. Layout pages are read one after another;
 * a section named twice is drawn once; unplaced sections with content go to the end of main.
 */
export function assignColumns(resume: ResumeData, sections: Map<string, Section>): [Section[], Section[]] {
  const main: Section[] = []
  const sidebar: Section[] = []
  const placed = new Set<string>()
  for (const page of resume.metadata.layout) {
    page.forEach((column, index) => {
      for (const id of column) {
        const section = sections.get(id)
        if (!section || placed.has(id)) continue
        placed.add(id)
        ;(index === 0 ? main : sidebar).push(section)
      }
    })
  }
  for (const [id, section] of sections) if (!placed.has(id)) main.push(section)
  return [main, sidebar]
}
