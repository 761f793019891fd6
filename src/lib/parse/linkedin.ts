/**
 * @module
 * LinkedIn "Get a copy of your data" export (a ZIP of CSV files) to ResumeData. Files are found at
 * any folder depth and by case-insensitive name; every file but one resume-bearing CSV is optional.
 * Column names are matched case-insensitively, with both spellings LinkedIn has used for
 * Education (`Started On`/`Finished On` and `Start Date`/`End Date`).
 */
import type { ResumeData, ResumeDataInput } from '../schema/index.js'
import { DEFAULT_LAYOUT } from '../schema/index.js'
import { html, items, link } from './build.js'
import { complete } from './complete.js'
import { readCsv, type CsvRow } from './csv.js'
import { dateRange, formatDate } from './dates.js'
import { ParseError } from './errors.js'
import { labelled } from './html.js'
import { withLocale } from './locale.js'
import { richText } from './rich.js'
import { Warnings } from './warnings.js'
import { levelFromText } from './levels.js'
import { readZip } from './zip.js'
import { join, pick } from './text.js'

const FORMAT = 'linkedin'

/** Lower-cased file names read, with the spellings exports have used. */
const FILES = {
  profile: ['profile.csv'],
  emails: ['email addresses.csv'],
  phones: ['phonenumbers.csv', 'phone numbers.csv'],
  positions: ['positions.csv'],
  education: ['education.csv'],
  skills: ['skills.csv'],
  languages: ['languages.csv'],
  certifications: ['certifications.csv'],
  projects: ['projects.csv'],
  honors: ['honors.csv'],
  volunteering: ['volunteering.csv', 'volunteer experiences.csv'],
  publications: ['publications.csv'],
  courses: ['courses.csv'],
} as const
type FileKey = keyof typeof FILES

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).toLowerCase()
const KNOWN = new Set<string>(Object.values(FILES).flat())
const wanted = (path: string) => !path.startsWith('__MACOSX/') && KNOWN.has(baseName(path))

/** One row's value for the first matching column, trimmed. */
const col = (row: CsvRow, ...names: string[]) => pick(row, ...names)

interface Website {
  label: string
  href: string
}

/**
 * Real exports write `[PORTFOLIO:https://a.example,COMPANY:https://b.example]`; older ones and
 * hand-edited files put one URL per line.
 */
function websites(text: string): Website[] {
  return text
    .trim()
    .replace(/^\[|\]$/g, '')
    .split(/[\n,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const typed = /^([A-Z_]+):(?!\/\/)\s*(.+)$/i.exec(part)
      if (!typed) return { label: '', href: part }
      const type = typed[1]!
      return { label: type.charAt(0).toUpperCase() + type.slice(1).toLowerCase(), href: typed[2]! }
    })
}

const hostname = (href: string) => /^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(href)?.[1] ?? 'Website'

const handles = (text: string) =>
  text
    .replace(/^\[|\]$/g, '')
    .split(/[,\n]/)
    .map((h) => h.trim().replace(/^@/, ''))
    .filter((h) => h !== '')

/** Rows of every CSV, keyed by which file it is; absent files are empty. */
function readFiles(zip: Record<string, Uint8Array>): Record<FileKey, CsvRow[]> {
  const byName = new Map<string, [string, Uint8Array]>()
  // Shallowest path first, so a stray copy deeper down never wins over the export's own file.
  const paths = Object.keys(zip).sort((a, b) => a.split('/').length - b.split('/').length)
  for (const path of paths) if (!byName.has(baseName(path))) byName.set(baseName(path), [path, zip[path]!])
  const out = {} as Record<FileKey, CsvRow[]>
  for (const key of Object.keys(FILES) as FileKey[]) {
    const found = FILES[key].map((name) => byName.get(name)).find((entry) => entry !== undefined)
    out[key] = found ? readCsv(found[1], found[0], FORMAT) : []
  }
  return out
}

export function parseLinkedIn(bytes: Uint8Array): ResumeData {
  const zip = readZip(bytes, wanted, FORMAT)
  if (Object.keys(zip).length === 0) {
    throw new ParseError(
      `${FORMAT}: the ZIP holds none of the expected CSV files (Profile.csv, Positions.csv, Education.csv, Skills.csv, ...)`,
    )
  }
  const csv = readFiles(zip)
  const profile = csv.profile[0] ?? {}
  const email =
    csv.emails.find((row) => /^yes$/i.test(col(row, 'primary'))) ?? csv.emails[0] ?? ({} as CsvRow)
  const phone = csv.phones[0] ?? ({} as CsvRow)
  const sites = websites(col(profile, 'websites'))
  const [homepage, ...otherSites] = sites

  const resume: ResumeDataInput = {
    basics: {
      name: join([col(profile, 'first name'), col(profile, 'last name')], ' '),
      label: col(profile, 'headline'),
      email: col(email, 'email address'),
      phone: join([col(phone, 'number'), col(phone, 'extension') && `ext. ${col(phone, 'extension')}`], ' '),
      location: col(profile, 'geo location', 'address'),
      url: link(homepage?.href ?? '', homepage?.label),
    },
    sections: {
      summary: { content: richText(col(profile, 'summary')) },
      profiles: {
        items: items('profiles', [
          ...otherSites.map((site) => ({ network: site.label || hostname(site.href), url: link(site.href) })),
          ...handles(col(profile, 'twitter handles')).map((handle) => ({
            network: 'Twitter',
            username: handle,
            icon: 'twitter',
            url: link(`https://twitter.com/${handle}`),
          })),
        ], (p) => p),
      },
      experience: {
        items: items('experience', csv.positions, (row) => ({
          company: col(row, 'company name'),
          position: col(row, 'title'),
          location: col(row, 'location'),
          date: dateRange(col(row, 'started on'), col(row, 'finished on')),
          summary: richText(col(row, 'description')),
        })),
      },
      education: {
        items: items('education', csv.education, (row) => ({
          institution: col(row, 'school name'),
          studyType: col(row, 'degree name'),
          area: col(row, 'field of study'),
          date: dateRange(col(row, 'started on', 'start date'), col(row, 'finished on', 'end date')),
          summary: html(richText(col(row, 'notes')), labelled('Activities', col(row, 'activities'))),
        })),
      },
      skills: { items: items('skills', csv.skills, (row) => ({ name: col(row, 'name') })) },
      languages: {
        items: items('languages', csv.languages, (row) => ({
          name: col(row, 'name'),
          description: col(row, 'proficiency'),
          level: levelFromText(col(row, 'proficiency')),
        })),
      },
      certifications: {
        items: items('certifications', csv.certifications, (row) => ({
          name: col(row, 'name'),
          issuer: col(row, 'authority'),
          date: dateRange(col(row, 'started on'), col(row, 'finished on'), { open: false }),
          url: link(col(row, 'url')),
          summary: labelled('License', col(row, 'license number')),
        })),
      },
      projects: {
        items: items('projects', csv.projects, (row) => ({
          name: col(row, 'title'),
          date: dateRange(col(row, 'started on'), col(row, 'finished on')),
          url: link(col(row, 'url')),
          summary: richText(col(row, 'description')),
        })),
      },
      awards: {
        items: items('awards', csv.honors, (row) => ({
          title: col(row, 'title'),
          date: formatDate(col(row, 'issued on')),
          summary: richText(col(row, 'description')),
        })),
      },
      volunteer: {
        items: items('volunteer', csv.volunteering, (row) => ({
          organization: col(row, 'company name', 'organization'),
          position: col(row, 'role'),
          date: dateRange(col(row, 'started on'), col(row, 'finished on')),
          summary: html(labelled('Cause', col(row, 'cause')), richText(col(row, 'description'))),
        })),
      },
      publications: {
        items: items('publications', csv.publications, (row) => ({
          name: col(row, 'name'),
          publisher: col(row, 'publisher'),
          date: formatDate(col(row, 'published on')),
          url: link(col(row, 'url')),
          summary: richText(col(row, 'description')),
        })),
      },
      custom:
        csv.courses.length === 0
          ? {}
          : {
              courses: {
                id: 'courses',
                name: 'Courses',
                items: items('courses', csv.courses, (row) => ({
                  name: col(row, 'name'),
                  description: col(row, 'number'),
                })),
              },
            },
    },
    metadata:
      csv.courses.length === 0
        ? {}
        : { layout: DEFAULT_LAYOUT.map((page, i) => page.map((column, j) => (i === 0 && j === 0 ? [...column, 'custom.courses'] : column))) },
  }
  return withLocale(complete(resume), undefined, '', new Warnings())
}
