/**
 * @module
 * JSON Resume (v1.0.0 and later, https://jsonresume.org/schema, and the v0.x spellings
 * `company`/`website`) to ResumeData. Every non-empty string of the source lands somewhere
 * visible: fields without a ResumeData twin (highlights, courses, a project's roles) go into the
 * item's summary. Odd shapes are read as well as they can be and reported (forgive.ts).
 */
import type { ResumeData, ResumeDataInput } from '../schema/index.js'
import { html, items, link } from './build.js'
import { complete } from './complete.js'
import { dateRange, formatDate } from './dates.js'
import { JSON_RESUME_LISTS, lookOf, refuseOtherFormat, type JsonResumeList } from './detect.js'
import { ParseError } from './errors.js'
import { Reader } from './forgive.js'
import { labelled } from './html.js'
import { isRecord, readJsonObject } from './input.js'
import { levelFromText } from './levels.js'
import { withLocale } from './locale.js'
import { richBullets, richText } from './rich.js'
import { join, str } from './text.js'
import { childPath, Warnings } from './warnings.js'

const FORMAT = 'json-resume'

type Source = Record<string, unknown>

export function parseJsonResume(bytes: Uint8Array, warnings = new Warnings()): ResumeData {
  const doc = readJsonObject(bytes, FORMAT, warnings)
  refuseOtherFormats(doc)
  const r = new Reader(warnings)

  /** Short text: a list is joined with commas. */
  const short = (item: Source, key: string, path: string) => r.text(item, key, path, ', ')
  /** Long text (plain, HTML or Markdown) as ResumeData HTML. */
  const long = (item: Source, key: string, path: string) => richText(r.text(item, key, path))
  const first = (item: Source, path: string, ...keys: string[]) => {
    for (const key of keys) {
      const value = short(item, key, path)
      if (value !== '') return value
    }
    return ''
  }
  const bulletsOf = (item: Source, key: string, path: string) => richBullets(r.strings(item, key, path))
  const range = (item: Source, path: string) => dateRange(short(item, 'startDate', path), short(item, 'endDate', path))
  const href = (item: Source, path: string, ...keys: string[]) => link(first(item, path, ...keys))

  /** Each object of a top-level list with its JSON path. */
  const each = <R extends object>(name: JsonResumeList, section: string, map: (item: Source, path: string) => R) => {
    const { value, key } = r.aliased(doc, name, JSON_RESUME_LISTS[name].aliases)
    const entries = r.list(value, key, JSON_RESUME_LISTS[name].primary).map((item, i) => [item, `${key}[${i}]`] as const)
    return items(section, entries, ([item, path]) => map(item, path))
  }

  const basics = readBasics(doc, r)
  const location = (value: unknown, path: string) => (isRecord(value) ? locationLine(value, path, short) : r.text({ value }, 'value', path, ', '))

  const resume: ResumeDataInput = {
    basics: {
      name: short(basics, 'name', 'basics'),
      label: first(basics, 'basics', 'label', 'headline'),
      email: short(basics, 'email', 'basics'),
      phone: short(basics, 'phone', 'basics'),
      location: location(basics.location, 'basics.location'),
      url: href(basics, 'basics', 'url', 'website'),
      picture: { url: first(basics, 'basics', 'image', 'picture') },
    },
    sections: {
      summary: { content: long(basics, 'summary', 'basics') },
      profiles: {
        items: items(
          'profiles',
          r.list(r.aliased(basics, 'profiles', ['profile']).value, 'basics.profiles', 'url').map((p, i) => [p, `basics.profiles[${i}]`] as const),
          ([p, path]) => ({
            network: short(p, 'network', path),
            username: short(p, 'username', path),
            icon: short(p, 'network', path).toLowerCase().replace(/[^a-z0-9]/g, ''),
            url: href(p, path, 'url'),
          }),
        ),
      },
      experience: {
        items: each('work', 'experience', (w, path) => ({
          // `company` is the pre-1.0 spelling of `name`, `website` of `url`.
          company: first(w, path, 'name', 'company'),
          position: short(w, 'position', path),
          location: location(w.location, childPath(path, 'location')),
          date: range(w, path),
          url: href(w, path, 'url', 'website'),
          summary: html(long(w, 'description', path), long(w, 'summary', path), bulletsOf(w, 'highlights', path)),
        })),
      },
      volunteer: {
        items: each('volunteer', 'volunteer', (v, path) => ({
          organization: short(v, 'organization', path),
          position: short(v, 'position', path),
          location: location(v.location, childPath(path, 'location')),
          date: range(v, path),
          url: href(v, path, 'url', 'website'),
          summary: html(long(v, 'summary', path), bulletsOf(v, 'highlights', path)),
        })),
      },
      education: {
        items: each('education', 'education', (e, path) => ({
          institution: short(e, 'institution', path),
          studyType: short(e, 'studyType', path),
          area: short(e, 'area', path),
          score: first(e, path, 'score', 'gpa'),
          date: range(e, path),
          url: href(e, path, 'url', 'website'),
          summary: html(long(e, 'summary', path), bulletsOf(e, 'courses', path)),
        })),
      },
      awards: {
        items: each('awards', 'awards', (a, path) => ({
          title: short(a, 'title', path),
          awarder: short(a, 'awarder', path),
          date: formatDate(short(a, 'date', path)),
          url: href(a, path, 'url'),
          summary: long(a, 'summary', path),
        })),
      },
      certifications: {
        items: each('certificates', 'certifications', (c, path) => ({
          name: short(c, 'name', path),
          issuer: short(c, 'issuer', path),
          date: formatDate(short(c, 'date', path)),
          url: href(c, path, 'url'),
          summary: long(c, 'summary', path),
        })),
      },
      publications: {
        items: each('publications', 'publications', (p, path) => ({
          name: short(p, 'name', path),
          publisher: short(p, 'publisher', path),
          date: formatDate(first(p, path, 'releaseDate', 'date')),
          url: href(p, path, 'url', 'website'),
          summary: long(p, 'summary', path),
        })),
      },
      skills: {
        items: each('skills', 'skills', (s, path) => ({
          name: short(s, 'name', path),
          description: short(s, 'level', path),
          level: levelFromText(short(s, 'level', path)),
          keywords: r.strings(s, 'keywords', path),
        })),
      },
      languages: {
        items: each('languages', 'languages', (l, path) => ({
          name: first(l, path, 'language', 'name'),
          description: short(l, 'fluency', path),
          level: levelFromText(short(l, 'fluency', path)),
        })),
      },
      interests: {
        items: each('interests', 'interests', (i, path) => ({
          name: short(i, 'name', path),
          keywords: r.strings(i, 'keywords', path),
        })),
      },
      references: {
        items: each('references', 'references', (ref, path) => ({
          name: short(ref, 'name', path),
          summary: long(ref, 'reference', path),
        })),
      },
      projects: {
        items: each('projects', 'projects', (p, path) => ({
          name: short(p, 'name', path),
          description: short(p, 'description', path),
          date: range(p, path),
          url: href(p, path, 'url'),
          keywords: r.strings(p, 'keywords', path),
          summary: html(
            long(p, 'summary', path),
            bulletsOf(p, 'highlights', path),
            labelled('Roles', r.strings(p, 'roles', path).join(', ')),
            labelled('Entity', short(p, 'entity', path)),
            labelled('Type', short(p, 'type', path)),
          ),
        })),
      },
    },
  }
  const meta = r.record(doc.meta, 'meta')
  const language = meta.language ?? meta.locale ?? meta.lang
  const key = meta.language !== undefined ? 'language' : meta.locale !== undefined ? 'locale' : 'lang'
  return withLocale(complete(resume), language, `meta.${key}`, warnings)
}

/**
 * A 400 for a document with nothing of JSON Resume in it, naming the format it looks like where
 * it looks like one: a Reactive Resume export keeps its name and contact details in `basics`, so
 * `basics` alone is not enough when `sections` says otherwise.
 */
function refuseOtherFormats(doc: Source): void {
  if (Object.keys(doc).length === 0) throw new ParseError(`${FORMAT}: the document is empty ({})`)
  refuseOtherFormat(doc, FORMAT)
  if (lookOf(doc)?.format === FORMAT) return
  throw new ParseError(
    `${FORMAT}: nothing in the document is JSON Resume (no basics, work, education, skills, projects, ...; see https://jsonresume.org/schema)`,
  )
}

/** `basics`; a bare string is taken as the name. */
function readBasics(doc: Source, r: Reader): Source {
  if (typeof doc.basics === 'string' && doc.basics.trim() !== '') {
    r.warnings.add('basics', 'text where an object was expected: read as the name')
    return { name: doc.basics }
  }
  return r.record(doc.basics, 'basics')
}

/** "2712 Broadway St, San Francisco, California CA 94115, US". */
function locationLine(value: Source, path: string, short: (item: Source, key: string, path: string) => string): string {
  const regionAndCode = join([short(value, 'region', path), short(value, 'postalCode', path)], ' ')
  const country = short(value, 'countryCode', path) || short(value, 'country', path)
  return join([short(value, 'address', path), short(value, 'city', path), regionAndCode, country], ', ')
}
