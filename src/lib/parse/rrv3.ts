/**
 * @module
 * Reactive Resume v3 to ResumeData. Two shapes arrive under this name and both are read:
 * - genuine v3 exports: `sections.work`, items dated `{start, end}`, `basics.location` as an
 *   object, `basics.website`, `basics.photo`, `basics.profiles`, skills and languages with a
 *   `level` word and a `levelNum` of 0..10, custom sections keyed by random ids (`type: custom`);
 * - the v4-like variant other tools produce (see samples/rrv3): `basics.headline`,
 *   `sections.experience.items[].company`, `url` as `{href, label}` or a string, `basics.summary`
 *   as a string or `{body, visible}`, top-level `public`.
 * v3 writes Markdown (and some tools HTML): each text field becomes ResumeData's HTML (rich.ts).
 */
import type { ResumeData, ResumeDataInput } from '../schema/index.js'
import { SECTION_IDS } from '../schema/index.js'
import { findTemplate } from '../../templates/catalog.js'
import { complete } from './complete.js'
import { dateRange } from './dates.js'
import { ParseError } from './errors.js'
import { refuseOtherFormat } from './detect.js'
import { isRecord, readJsonObject } from './input.js'
import { withLocale } from './locale.js'
import { richBullets, richText } from './rich.js'
import { Warnings } from './warnings.js'
import { clampLevel, levelFromText } from './levels.js'
import { readSection, type Mapper, type SectionDialect, type Source } from './section.js'
import { safeHref } from './url.js'
import { join, num, pick, record, str, strings } from './text.js'

const FORMAT = 'rrv3'

/** v3 section ids that ResumeData names differently. */
const RENAMED: Record<string, string> = { work: 'experience' }

/** A string URL, or `{href, label}` (v4), with only http(s) kept. */
function url(value: unknown, label = '') {
  if (isRecord(value)) return { label: str(value.label), href: safeHref(pick(value, 'href', 'url')) }
  return { label, href: safeHref(str(value)) }
}

/** Free text (v4) or `{start, end}` (v3). */
const date = (value: unknown) =>
  isRecord(value) ? dateRange(str(value.start), str(value.end)) : str(value)

/** v3's `levelNum` runs 0..10, v4's `level` 0..5; v3's `level` is a word. */
function level(item: Source): number {
  if (typeof item.level === 'number') return clampLevel(item.level)
  const levelNum = num(item.levelNum)
  if (Number.isFinite(levelNum)) return clampLevel(levelNum / 2)
  return levelFromText(str(item.level))
}

/** `summary` as a string, or `{body, visible}`, as ResumeData HTML. */
const body = (value: unknown) => richText(isRecord(value) ? str(value.body) : str(value))

/** A bullet list appended to a summary, for fields ResumeData has no place for. */
const withList = (html: string, list: string[]) => html + richBullets(list)

function locationLine(value: unknown): string {
  if (!isRecord(value)) return str(value)
  const regionAndCode = join([str(value.region), str(value.postalCode)], ' ')
  return join([str(value.address), str(value.city), regionAndCode, pick(value, 'country', 'countryCode')], ', ')
}

const MAPPERS: Record<string, Mapper> = {
  experience: (i) => ({
    company: pick(i, 'company', 'name'),
    position: str(i.position),
    location: str(i.location),
    date: date(i.date),
    summary: body(i.summary),
    url: url(i.url),
  }),
  education: (i) => ({
    institution: str(i.institution),
    studyType: pick(i, 'studyType', 'degree'),
    area: str(i.area),
    score: str(i.score),
    date: date(i.date),
    summary: withList(body(i.summary), strings(i.courses)),
    url: url(i.url),
  }),
  skills: (i) => ({
    name: str(i.name),
    description: pick(i, 'description') || (typeof i.level === 'string' ? str(i.level) : ''),
    level: level(i),
    keywords: strings(i.keywords),
  }),
  languages: (i) => ({
    name: str(i.name),
    description: pick(i, 'description') || (typeof i.level === 'string' ? str(i.level) : ''),
    level: level(i),
  }),
  profiles: (i) => ({
    network: str(i.network),
    username: str(i.username),
    icon: str(i.icon) || str(i.network).toLowerCase().replace(/[^a-z0-9]/g, ''),
    url: url(i.url),
  }),
  projects: (i) => ({
    name: str(i.name),
    description: str(i.description),
    date: date(i.date),
    summary: body(i.summary),
    keywords: strings(i.keywords),
    url: url(i.url),
  }),
  awards: (i) => ({
    title: str(i.title),
    awarder: str(i.awarder),
    date: date(i.date),
    summary: body(i.summary),
    url: url(i.url),
  }),
  certifications: (i) => ({
    name: str(i.name),
    issuer: str(i.issuer),
    date: date(i.date),
    summary: body(i.summary),
    url: url(i.url),
  }),
  publications: (i) => ({
    name: str(i.name),
    publisher: str(i.publisher),
    date: date(i.date),
    summary: body(i.summary),
    url: url(i.url),
  }),
  volunteer: (i) => ({
    organization: str(i.organization),
    position: str(i.position),
    location: str(i.location),
    date: date(i.date),
    summary: body(i.summary),
    url: url(i.url),
  }),
  references: (i) => ({
    name: str(i.name),
    // v3 keeps a reference's relationship and contact apart; ResumeData has one line for them.
    description: pick(i, 'description') || join([str(i.relationship), str(i.email), str(i.phone)], ' · '),
    summary: body(i.summary),
    url: url(i.url),
  }),
  interests: (i) => ({ name: str(i.name), keywords: strings(i.keywords) }),
  custom: (i) => ({
    name: pick(i, 'name', 'title'),
    description: pick(i, 'description', 'subtitle'),
    date: date(i.date),
    location: str(i.location),
    summary: body(i.summary),
    keywords: strings(i.keywords),
    url: url(i.url),
  }),
}

const DIALECT: SectionDialect = { format: FORMAT, title: 'name', hidden: false }

/** A section of this export (section.ts). */
const section = (source: unknown, id: string, path: string, map: Mapper) => readSection(source, id, path, map, DIALECT)

function sections(doc: Source, basics: Source): ResumeDataInput['sections'] {
  const source = record(doc.sections)
  const out: Record<string, unknown> = {}
  for (const id of SECTION_IDS) {
    if (id === 'summary') continue
    const key = id === 'experience' && source.experience === undefined ? 'work' : id
    const built = section(source[key], id, `sections.${key}`, MAPPERS[id]!)
    if (built) out[id] = built
  }
  // v3 keeps profiles in basics.
  if (out.profiles === undefined && Array.isArray(basics.profiles)) {
    out.profiles = section({ items: basics.profiles }, 'profiles', 'basics.profiles', MAPPERS.profiles!)
  }
  const custom: Record<string, NonNullable<ReturnType<typeof section>>> = {}
  const addCustom = (key: string, value: unknown, path: string) => {
    const built = section(value, key, path, MAPPERS.custom!)
    if (built) custom[key] = built
  }
  // v4-like: sections.custom is a record of sections; v3: custom sections sit beside the others.
  for (const [key, value] of Object.entries(record(source.custom))) addCustom(key, value, `sections.custom.${key}`)
  for (const [key, value] of Object.entries(source)) {
    if (isRecord(value) && value.type === 'custom' && !(key in out)) addCustom(key, value, `sections.${key}`)
  }
  const summary = basics.summary
  return {
    ...out,
    summary: {
      content: body(summary),
      visible: !(isRecord(summary) && summary.visible === false),
      ...(isRecord(summary) && str(summary.heading) && { name: str(summary.heading) }),
    },
    custom,
  }
}

const HEX = /^#[0-9a-f]{6}$/i

/** Only settings ResumeData can hold; a v3 template outside the catalogue falls back to the default. */
function metadata(doc: Source, customIds: string[]): ResumeDataInput['metadata'] {
  const meta = record(doc.metadata)
  const theme = record(meta.theme)
  const typography = record(meta.typography)
  const font = record(typography.font)
  const family = record(typography.family)
  const size = record(typography.size)
  const page = record(meta.page)
  const fontSize = num(font.size ?? size.body)
  const margin = num(page.margin)
  const format = str(page.format).toLowerCase()
  const lineHeight = num(typography.lineHeight)
  const sectionId = (id: string) =>
    RENAMED[id] ?? (customIds.includes(id) ? `custom.${id}` : id)
  const layout = Array.isArray(meta.layout)
    ? meta.layout.filter(Array.isArray).map((page) =>
        page.filter(Array.isArray).map((column) =>
          column.map(str).filter((id) => id !== '' && id !== 'basics').map(sectionId),
        ),
      )
    : undefined
  const colours = Object.fromEntries(
    (['background', 'text', 'primary'] as const).flatMap((key) =>
      HEX.test(str(theme[key])) ? [[key, str(theme[key])]] : [],
    ),
  )
  return {
    ...(findTemplate(str(meta.template).toLowerCase()) && { template: str(meta.template).toLowerCase() }),
    ...(layout && layout.length > 0 && { layout }),
    theme: colours,
    page: {
      ...((format === 'a4' || format === 'letter') && { format }),
      ...(margin >= 0 && margin <= 144 && { margin }),
    },
    typography: {
      font: {
        ...((str(font.family) || str(family.body)) && { family: str(font.family) || str(family.body) }),
        ...(fontSize >= 6 && fontSize <= 24 && { size: fontSize }),
      },
      ...(lineHeight >= 1 && lineHeight <= 3 && { lineHeight }),
    },
    contentFormat: 'html',
  }
}

export function parseRrv3(bytes: Uint8Array, warnings = new Warnings()): ResumeData {
  const doc = readJsonObject(bytes, FORMAT, warnings)
  refuseOtherFormat(doc, FORMAT)
  if (doc.basics !== undefined && doc.basics !== null && !isRecord(doc.basics)) {
    throw new ParseError(`${FORMAT}: basics must be an object`)
  }
  const basics = record(doc.basics)
  const photo = record(basics.photo ?? basics.picture)
  const filters = record(photo.filters)
  const built = sections(doc, basics)
  const customIds = Object.keys(built?.custom ?? {})
  const photoSize = num(filters.size ?? photo.size)

  const resume: ResumeDataInput = {
    basics: {
      name: str(basics.name),
      label: pick(basics, 'headline', 'label'),
      email: str(basics.email),
      phone: str(basics.phone),
      location: locationLine(basics.location),
      url: basics.url !== undefined ? url(basics.url) : url(basics.website),
      picture: {
        url: str(photo.url),
        ...(photoSize > 0 && photoSize <= 512 && { size: photoSize }),
        effects: {
          hidden: photo.visible === false,
          border: filters.border === true,
          grayscale: filters.grayscale === true,
        },
      },
    },
    sections: built,
    metadata: metadata(doc, customIds),
  }
  // v3 writes "en" into every export whatever the resume's language: only another tag says something.
  const locale = record(doc.metadata).locale
  return withLocale(complete(resume), locale === 'en' ? undefined : locale, 'metadata.locale', warnings)
}
