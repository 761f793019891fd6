/**
 * @module
 * A resume's language: which one it is (metadata.locale, else detected from its text), and what
 * templates print in it: section headings the resume left at their English defaults, dates with
 * the locale's month names and order, and "Present". The words live in locales.ts.
 */
import type { ResumeData, SectionId } from '../schema/resume.js'
import { detectLanguage } from './detect.js'
import { LOCALES, type LocaleData } from './locales.js'

export { detectLanguage } from './detect.js'
export { LOCALES, type LocaleData } from './locales.js'

const TRADITIONAL = /^zh[-_](hant|tw|hk|mo)\b/i

/** The LOCALES key for a language tag (`pt-BR` -> `pt`, `zh-TW` -> `zh-Hant`), or undefined. */
export function resolveLocale(tag: string): string | undefined {
  const clean = tag.trim()
  if (clean === '') return undefined
  if (TRADITIONAL.test(clean)) return 'zh-Hant'
  if (LOCALES[clean]) return clean
  const base = clean.split(/[-_]/)[0]!.toLowerCase()
  return LOCALES[base] ? base : undefined
}

const TAGS = /<[^>]*>/g

const NOT_WORDS = new Set(['id', 'href', 'icon', 'url', 'email', 'username', 'network'])

function leaves(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value.replace(TAGS, ' '))
  else if (Array.isArray(value)) for (const v of value) leaves(v, out)
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!NOT_WORDS.has(key)) leaves(v, out)
  }
}

/**
 * The words of a resume a reader sees: the headline, the summary and every item, but not section
 * names (English defaults would outvote the text), the person's name, ids or links.
 */
export function resumeText(resume: ResumeData): string {
  const out: string[] = [resume.basics.label]
  const { custom, summary, ...rest } = resume.sections
  out.push(summary.content.replace(TAGS, ' '))
  for (const section of [...Object.values(rest), ...Object.values(custom)]) {
    if (section && typeof section === 'object' && Array.isArray((section as { items?: unknown }).items)) {
      leaves((section as { items: unknown[] }).items, out)
    }
  }
  return out.join('\n')
}

/**
 * The locale a resume is drawn in: `metadata.locale` when it names a language of LOCALES, else
 * the language of its text; `en` when neither says.
 */
export function resumeLocale(resume: ResumeData): string {
  const declared = (resume.metadata as { locale?: unknown }).locale
  if (typeof declared === 'string' && declared.trim() !== '') return resolveLocale(declared) ?? 'en'
  return detectLanguage(resumeText(resume)) ?? 'en'
}

const data = (locale: string): LocaleData => LOCALES[locale] ?? LOCALES.en!

export const localeDirection = (locale: string): 'ltr' | 'rtl' => data(locale).direction ?? 'ltr'

/** The section's heading in the locale, when the resume kept the English default. */
export function localHeading(locale: string, id: string, name: string): string {
  const english = LOCALES.en!.headings[id as SectionId]
  if (english === undefined || name !== english) return name
  return data(locale).headings[id as SectionId]
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const PART = /^(?:(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) )?(\d{4})$/
const formatters = new Map<string, { month: Intl.DateTimeFormat; year: Intl.DateTimeFormat }>()

function formatter(locale: string) {
  let f = formatters.get(locale)
  if (!f) {
    const tag = data(locale).intl ?? locale
    f = {
      month: new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', timeZone: 'UTC' }),
      year: new Intl.DateTimeFormat(tag, { year: 'numeric', timeZone: 'UTC' }),
    }
    formatters.set(locale, f)
  }
  return f
}

function localPart(part: string, locale: string): string | undefined {
  if (part === 'Present') return data(locale).present
  const match = PART.exec(part)
  if (!match) return undefined
  const date = new Date(Date.UTC(Number(match[2]), match[1] ? MONTHS.indexOf(match[1]) : 0, 15))
  return match[1] ? formatter(locale).month.format(date) : formatter(locale).year.format(date)
}

/**
 * A date as parse writes it ("Mar 2019", "2019", "Mar 2019 - Present") in the locale's words;
 * any other text is the resume's own and is kept as written.
 */
export function localDate(text: string, locale: string): string {
  if (locale === 'en' || text === '') return text
  const parts = text.split(' - ')
  if (parts.length > 2) return text
  const local = parts.map((p) => localPart(p.trim(), locale))
  return local.every((p) => p !== undefined) ? local.join(' - ') : text
}

/** Every way of writing "until now" that parse reads as Present, in every language. */
export const ONGOING_WORDS: readonly string[] = Object.values(LOCALES).flatMap((l) => [l.present, ...(l.ongoing ?? [])])
