/**
 * @module
 * JSON Resume (v1.0.0 and later, https://jsonresume.org/schema) to ResumeData. Every non-empty
 * string of the source lands somewhere visible: fields without a ResumeData twin (highlights,
 * courses, a project's roles) go into the item's summary.
 */
import type { ResumeData, ResumeDataInput } from '../schema/index.js'
import { html, items, link, objectList } from './build.js'
import { complete } from './complete.js'
import { dateRange, formatDate } from './dates.js'
import { ParseError } from './errors.js'
import { bullets, labelled, paragraphs } from './html.js'
import { isRecord, readJsonObject } from './input.js'
import { Warnings } from './warnings.js'
import { levelFromText } from './levels.js'
import { join, pick, record, str, strings } from './text.js'

const FORMAT = 'json-resume'

type Source = Record<string, unknown>

/** "2712 Broadway St, San Francisco, California CA 94115, US". */
function locationLine(value: unknown): string {
  if (!isRecord(value)) return str(value)
  const regionAndCode = join([str(value.region), str(value.postalCode)], ' ')
  return join([str(value.address), str(value.city), regionAndCode, pick(value, 'countryCode', 'country')], ', ')
}

const range = (item: Source) => dateRange(str(item.startDate), str(item.endDate))

const list = (doc: Source, key: string, parent = '') => objectList(doc, key, FORMAT, parent)

export function parseJsonResume(bytes: Uint8Array, warnings = new Warnings()): ResumeData {
  const doc = readJsonObject(bytes, FORMAT, warnings)
  if (doc.basics !== undefined && doc.basics !== null && !isRecord(doc.basics)) {
    throw new ParseError(`${FORMAT}: basics must be an object`)
  }
  const basics = record(doc.basics)

  const resume: ResumeDataInput = {
    basics: {
      name: str(basics.name),
      label: str(basics.label),
      email: str(basics.email),
      phone: str(basics.phone),
      location: locationLine(basics.location),
      url: link(str(basics.url) || str(basics.website)),
      picture: { url: str(basics.image) || str(basics.picture) },
    },
    sections: {
      summary: { content: paragraphs(str(basics.summary)) },
      profiles: {
        items: items('profiles', list(basics, 'profiles', 'basics'), (p) => ({
          network: str(p.network),
          username: str(p.username),
          icon: str(p.network).toLowerCase().replace(/[^a-z0-9]/g, ''),
          url: link(str(p.url)),
        })),
      },
      experience: {
        items: items('experience', list(doc, 'work'), (w) => ({
          // `company` is the pre-1.0 spelling of `name`.
          company: pick(w, 'name', 'company'),
          position: str(w.position),
          location: str(w.location),
          date: range(w),
          url: link(str(w.url) || str(w.website)),
          summary: html(paragraphs(str(w.description)), paragraphs(str(w.summary)), bullets(strings(w.highlights))),
        })),
      },
      volunteer: {
        items: items('volunteer', list(doc, 'volunteer'), (v) => ({
          organization: str(v.organization),
          position: str(v.position),
          location: str(v.location),
          date: range(v),
          url: link(str(v.url) || str(v.website)),
          summary: html(paragraphs(str(v.summary)), bullets(strings(v.highlights))),
        })),
      },
      education: {
        items: items('education', list(doc, 'education'), (e) => ({
          institution: str(e.institution),
          studyType: str(e.studyType),
          area: str(e.area),
          score: pick(e, 'score', 'gpa'),
          date: range(e),
          url: link(str(e.url)),
          summary: html(paragraphs(str(e.summary)), bullets(strings(e.courses))),
        })),
      },
      awards: {
        items: items('awards', list(doc, 'awards'), (a) => ({
          title: str(a.title),
          awarder: str(a.awarder),
          date: formatDate(str(a.date)),
          url: link(str(a.url)),
          summary: paragraphs(str(a.summary)),
        })),
      },
      certifications: {
        items: items('certifications', list(doc, 'certificates'), (c) => ({
          name: str(c.name),
          issuer: str(c.issuer),
          date: formatDate(str(c.date)),
          url: link(str(c.url)),
          summary: paragraphs(str(c.summary)),
        })),
      },
      publications: {
        items: items('publications', list(doc, 'publications'), (p) => ({
          name: str(p.name),
          publisher: str(p.publisher),
          date: formatDate(str(p.releaseDate) || str(p.date)),
          url: link(str(p.url) || str(p.website)),
          summary: paragraphs(str(p.summary)),
        })),
      },
      skills: {
        items: items('skills', list(doc, 'skills'), (s) => ({
          name: str(s.name),
          description: str(s.level),
          level: levelFromText(str(s.level)),
          keywords: strings(s.keywords),
        })),
      },
      languages: {
        items: items('languages', list(doc, 'languages'), (l) => ({
          name: pick(l, 'language', 'name'),
          description: str(l.fluency),
          level: levelFromText(str(l.fluency)),
        })),
      },
      interests: {
        items: items('interests', list(doc, 'interests'), (i) => ({
          name: str(i.name),
          keywords: strings(i.keywords),
        })),
      },
      references: {
        items: items('references', list(doc, 'references'), (r) => ({
          name: str(r.name),
          summary: paragraphs(str(r.reference)),
        })),
      },
      projects: {
        items: items('projects', list(doc, 'projects'), (p) => ({
          name: str(p.name),
          description: str(p.description),
          date: range(p),
          url: link(str(p.url)),
          keywords: strings(p.keywords),
          summary: html(
            paragraphs(str(p.summary)),
            bullets(strings(p.highlights)),
            labelled('Roles', strings(p.roles).join(', ')),
            labelled('Entity', str(p.entity)),
            labelled('Type', str(p.type)),
          ),
        })),
      },
    },
  }
  return complete(resume)
}
