/**
 * @module
 * Reactive Resume v5 to ResumeData. v5 (the public schema `src/schema/resume/data.ts` of
 * amruthpillai/reactive-resume) differs from v4 and from ResumeData in shape, not in content:
 * - the picture and the summary sit at the top level, custom sections in a `customSections` list
 *   whose `type` says which item shape they hold;
 * - sections and items say `hidden` instead of `visible`, sections `title` instead of `name`;
 * - links are `website: {url, label}`, dates free text in `period` (or `date`), rich text HTML in
 *   `description`, and items name their fields after the section (`school`, `degree`, `grade`,
 *   `language`, `fluency`, `proficiency`);
 * - the layout is `pages: [{fullWidth, main, sidebar}]` naming custom sections by bare id, colours
 *   are `rgba(r, g, b, a)`, margins `marginX`/`marginY` in points.
 * Fields with no place in ResumeData are kept on the item where they are data (an education's
 * `location`, an icon), and reported as warnings where they are design this service cannot honour
 * (custom CSS, picture rotation and shadow, heading typography).
 */
import type { ResumeData, ResumeDataInput } from '../schema/index.js'
import { SECTION_IDS } from '../schema/index.js'
import { findTemplate } from '../../templates/catalog.js'
import { complete } from './complete.js'
import { refuseOtherFormat } from './detect.js'
import { ParseError } from './errors.js'
import { isRecord, readJsonObject } from './input.js'
import { clampLevel } from './levels.js'
import { join, num, pick, record, str, strings } from './text.js'
import { richText } from './rich.js'
import { readSection, type Mapper, type SectionDialect, type Source } from './section.js'
import { safeHref } from './url.js'
import { Warnings } from './warnings.js'

const FORMAT = 'rrv5'

/** `{url, label}`, only http(s) kept. */
const link = (value: unknown) => {
  const site = record(value)
  return { label: str(site.label), href: safeHref(pick(site, 'url', 'href')) }
}

/** v5 dates an item by `period` (a span) or `date` (a day): both are free text. */
const when = (item: Source) => pick(item, 'period', 'date')

const level = (value: unknown) => clampLevel(num(value))

/** v5 writes rich text as HTML: sanitised as every importer's (only what the templates draw). */
const rich = (value: unknown) => richText(str(value))

/** The sections of v5 as ResumeData items, by section id. */
const MAPPERS: Record<string, Mapper> = {
  profiles: (i) => ({ network: str(i.network), username: str(i.username), icon: str(i.icon), url: link(i.website) }),
  experience: (i) => ({
    company: str(i.company),
    position: str(i.position),
    location: str(i.location),
    date: when(i),
    summary: rich(i.description),
    url: link(i.website),
  }),
  education: (i) => ({
    institution: str(i.school),
    studyType: str(i.degree),
    area: str(i.area),
    score: str(i.grade),
    // ResumeData's education has no location of its own: kept on the item.
    location: str(i.location),
    date: when(i),
    summary: rich(i.description),
    url: link(i.website),
  }),
  projects: (i) => ({ name: str(i.name), date: when(i), summary: rich(i.description), url: link(i.website) }),
  skills: (i) => ({
    name: str(i.name),
    description: str(i.proficiency),
    level: level(i.level),
    keywords: strings(i.keywords),
    icon: str(i.icon),
  }),
  languages: (i) => ({ name: str(i.language), description: str(i.fluency), level: level(i.level) }),
  interests: (i) => ({ name: str(i.name), keywords: strings(i.keywords), icon: str(i.icon) }),
  awards: (i) => ({ title: str(i.title), awarder: str(i.awarder), date: when(i), summary: rich(i.description), url: link(i.website) }),
  certifications: (i) => ({ name: str(i.title), issuer: str(i.issuer), date: when(i), summary: rich(i.description), url: link(i.website) }),
  publications: (i) => ({
    name: str(i.title),
    publisher: str(i.publisher),
    date: when(i),
    summary: rich(i.description),
    url: link(i.website),
  }),
  volunteer: (i) => ({
    organization: str(i.organization),
    location: str(i.location),
    date: when(i),
    summary: rich(i.description),
    url: link(i.website),
  }),
  references: (i) => ({
    name: str(i.name),
    // A reference's position and phone share ResumeData's one line under the name.
    description: join([str(i.position), str(i.phone)], ' · '),
    summary: rich(i.description),
    url: link(i.website),
  }),
}

/**
 * Items of a custom section onto ResumeData's one custom item shape (name, description, date,
 * location, summary, keywords, url). Most types read by the usual field names (`anyCustom`, which
 * also reads types this parser does not know, such as v5 sample data's `cover-letter`); these
 * types need more than a name for their description, or keep their level.
 */
const CUSTOM: Record<string, Mapper> = {
  summary: (i) => ({ summary: rich(i.content) }),
  education: (i) => ({
    name: str(i.school),
    description: join([str(i.degree), str(i.area), str(i.grade)], ', '),
    location: str(i.location),
    date: when(i),
    summary: rich(i.description),
    url: link(i.website),
  }),
  skills: (i) => ({ name: str(i.name), description: str(i.proficiency), keywords: strings(i.keywords), level: level(i.level) }),
  languages: (i) => ({ name: str(i.language), description: str(i.fluency), level: level(i.level) }),
  references: (i) => ({
    name: str(i.name),
    description: join([str(i.position), str(i.phone)], ' · '),
    summary: rich(i.description),
    url: link(i.website),
  }),
}

const anyCustom: Mapper = (i) => ({
  name: pick(i, 'name', 'title', 'company', 'school', 'organization', 'network', 'language'),
  description: pick(i, 'position', 'degree', 'awarder', 'issuer', 'publisher', 'proficiency', 'fluency', 'username'),
  location: str(i.location),
  date: when(i),
  summary: rich(join([str(i.recipient), pick(i, 'description', 'content')], '')),
  keywords: strings(i.keywords),
  url: link(i.website),
})

const DIALECT: SectionDialect = { format: FORMAT, title: 'title', hidden: true }

/** A section of this export (section.ts). */
const section = (source: unknown, id: string, path: string, map: Mapper) => readSection(source, id, path, map, DIALECT)

function sections(doc: Source): { built: ResumeDataInput['sections']; customIds: string[] } {
  const source = record(doc.sections)
  const out: Record<string, unknown> = {}
  for (const id of SECTION_IDS) {
    if (id === 'summary') continue
    const built = section(source[id], id, `sections.${id}`, MAPPERS[id]!)
    if (built) out[id] = built
  }
  const custom: Record<string, NonNullable<ReturnType<typeof section>>> = {}
  const list = doc.customSections ?? []
  if (!Array.isArray(list)) throw new ParseError(`${FORMAT}: customSections must be a list`)
  list.forEach((value, i) => {
    if (value === null) return
    if (!isRecord(value)) throw new ParseError(`${FORMAT}: customSections[${i}] must be an object`)
    const key = str(value.id) || `custom-${i}`
    const built = section(value, key, `customSections[${i}]`, CUSTOM[str(value.type)] ?? anyCustom)
    if (built) custom[key] = built
  })
  const summary = record(doc.summary)
  const columns = num(summary.columns)
  return {
    built: {
      ...out,
      summary: {
        content: rich(summary.content),
        visible: summary.hidden !== true,
        ...(str(summary.title) && { name: str(summary.title) }),
        ...(Number.isInteger(columns) && columns >= 1 && columns <= 5 && { columns }),
      },
      custom,
    },
    customIds: Object.keys(custom),
  }
}

const RGBA = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i
const HEX = /^#[0-9a-f]{6}$/i

/** `rgba(r, g, b, a)` (or `#rrggbb`) as `#rrggbb`; a translucent colour is blended onto `under`. */
function hexColor(value: unknown, under: [number, number, number] = [255, 255, 255]): string | undefined {
  const text = str(value)
  if (HEX.test(text)) return text.toLowerCase()
  const match = RGBA.exec(text)
  if (!match) return undefined
  const alpha = match[4] === undefined ? 1 : Math.min(1, Math.max(0, Number(match[4])))
  return `#${[1, 2, 3]
    .map((n, i) => {
      const channel = Math.min(255, Math.max(0, Number(match[n])))
      return Math.round(channel * alpha + under[i]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0')
    })
    .join('')}`
}

function metadata(doc: Source, customIds: string[], warnings: Warnings): ResumeDataInput['metadata'] {
  const meta = record(doc.metadata)
  const page = record(meta.page)
  const colors = record(record(meta.design).colors)
  const body = record(record(meta.typography).body)
  const template = str(meta.template).toLowerCase()
  if (template !== '' && !findTemplate(template)) {
    warnings.add('metadata.template', `template "${template}" is not one of this service's; the default is used`)
  }
  if (record(meta.css).enabled === true && str(record(meta.css).value) !== '') {
    warnings.add('metadata.css', 'custom CSS is not applied (templates here are drawn without CSS)')
  }
  const sectionId = (id: string) => (customIds.includes(id) ? `custom.${id}` : id)
  const pages = record(meta.layout).pages
  const layout = Array.isArray(pages)
    ? pages.filter(isRecord).map((p) => [strings(p.main).map(sectionId), strings(p.sidebar).map(sectionId)])
    : undefined
  const format = str(page.format).toLowerCase()
  // One margin here: the wider of v5's two keeps content at least as far from every edge.
  const margin = Math.max(num(page.marginX), num(page.marginY))
  const background = hexColor(colors.background)
  const rgb = (hex: string | undefined): [number, number, number] | undefined =>
    hex ? [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number] : undefined
  const theme = {
    ...(background && { background }),
    ...(hexColor(colors.text, rgb(background)) && { text: hexColor(colors.text, rgb(background)) }),
    ...(hexColor(colors.primary, rgb(background)) && { primary: hexColor(colors.primary, rgb(background)) }),
  }
  const fontSize = num(body.fontSize)
  const lineHeight = num(body.lineHeight)
  return {
    ...(findTemplate(template) && { template }),
    ...(layout && layout.length > 0 && { layout }),
    theme,
    page: {
      ...((format === 'a4' || format === 'letter') && { format }),
      ...(margin >= 0 && margin <= 144 && { margin }),
    },
    typography: {
      font: {
        ...(str(body.fontFamily) && { family: str(body.fontFamily) }),
        ...(fontSize >= 6 && fontSize <= 24 && { size: fontSize }),
      },
      ...(lineHeight >= 1 && lineHeight <= 3 && { lineHeight }),
    },
    contentFormat: 'html',
    // Private notes to the author: never drawn, kept so nothing of the export is lost.
    ...(str(meta.notes) && { notes: str(meta.notes) }),
  }
}

function picture(doc: Source, warnings: Warnings) {
  const source = record(doc.picture)
  if (num(source.rotation) % 360 !== 0 && Number.isFinite(num(source.rotation))) {
    warnings.add('picture.rotation', 'the picture is drawn upright (rotation is not supported)')
  }
  if (num(source.shadowWidth) > 0) warnings.add('picture.shadowWidth', 'the picture is drawn without its shadow')
  const size = num(source.size)
  const aspectRatio = num(source.aspectRatio)
  const borderRadius = num(source.borderRadius)
  return {
    url: str(source.url),
    ...(size > 0 && size <= 512 && { size }),
    ...(aspectRatio > 0 && aspectRatio <= 10 && { aspectRatio }),
    ...(borderRadius >= 0 && borderRadius <= 512 && { borderRadius }),
    effects: { hidden: source.hidden === true, border: num(source.borderWidth) > 0, grayscale: false },
  }
}

export function parseRrv5(bytes: Uint8Array, warnings = new Warnings()): ResumeData {
  const doc = readJsonObject(bytes, FORMAT, warnings)
  refuseOtherFormat(doc, FORMAT)
  for (const key of ['basics', 'sections', 'picture', 'summary', 'metadata'] as const) {
    if (doc[key] !== undefined && doc[key] !== null && !isRecord(doc[key])) throw new ParseError(`${FORMAT}: ${key} must be an object`)
  }
  const basics = record(doc.basics)
  const fields = Array.isArray(basics.customFields) ? basics.customFields.filter(isRecord) : []
  const { built, customIds } = sections(doc)
  const resume: ResumeDataInput = {
    basics: {
      name: str(basics.name),
      label: pick(basics, 'headline', 'label'),
      email: str(basics.email),
      phone: str(basics.phone),
      location: str(basics.location),
      url: link(basics.website),
      picture: picture(doc, warnings),
      customFields: fields.map((f, i) => ({
        id: str(f.id) || `field-${i}`,
        icon: str(f.icon),
        name: '',
        value: str(f.text),
        link: safeHref(str(f.link)),
      })),
    },
    sections: built,
    metadata: metadata(doc, customIds, warnings),
  }
  return complete(resume)
}
