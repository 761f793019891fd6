/**
 * The peer benchmark's resume: tests/fixtures/senior-engineer.resume.json (JSON Resume, about
 * 1 000 words) parsed as the service parses it, with the run number written into every piece of
 * text, so no paragraph, line or block is the same as in another run; and the same content as
 * plain text for the peers, which draw it in their own markup. The words around the run number
 * stay, and the service keeps what it measured and shaped per word across renders (as a browser
 * keeps shaped words): `freshWordsResume` makes every word new as well.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../../scripts/build-node.js'
import { parseResume } from '../../src/lib/parse/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'

const fixture = parseResume({
  format: 'json-resume',
  data: readFileSync(join(root, 'tests/fixtures/senior-engineer.resume.json'), 'utf8'),
})

/** Fields that are not printed as prose (identifiers, links, dates) keep their value. */
const KEEP = new Set(['id', 'href', 'url', 'email', 'phone', 'date'])

/** Every printed string gets ` <run>` after its first sentence or paragraph. */
function vary<T>(value: T, run: number, key = ''): T {
  if (typeof value === 'string') {
    if (value === '' || KEEP.has(key)) return value
    return (value.includes('</') ? value.replace(/<\/(p|li)>/, ` ${run}</$1>`) : `${value} ${run}`) as T
  }
  if (Array.isArray(value)) return value.map((v) => vary(v, run, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, vary(v, run, k)])) as T
  }
  return value
}

/** The fixture with run `run`'s text (metadata untouched), in a two-column template (sidebar left). */
export function peerResume(run: number): ResumeData {
  return {
    ...fixture,
    basics: vary(fixture.basics, run),
    sections: vary(fixture.sections, run),
    metadata: { ...fixture.metadata, template: 'azurill' },
  }
}

/** A word's letters, outside markup and entities: what freshWordsResume makes new. */
const WORD = /(<[^>]*>|&[a-z]+;)|[A-Za-z]{3,}/g

/** Every printed word of three letters or more with the run number appended (in base 36): no word cache can answer for it. */
function freshWords<T>(value: T, run: number, key = ''): T {
  if (typeof value === 'string') {
    if (KEEP.has(key)) return value
    const suffix = run.toString(36)
    return value.replace(WORD, (word, markup?: string) => markup ?? `${word}${suffix}`) as T
  }
  if (Array.isArray(value)) return value.map((v) => freshWords(v, run, key)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freshWords(v, run, k)])) as T
  }
  return value
}

/** The peer resume with every word new to a renderer that has drawn the runs before it (about a third more text: 3 pages). */
export function freshWordsResume(run: number): ResumeData {
  const resume = peerResume(run)
  return { ...resume, basics: freshWords(resume.basics, run), sections: freshWords(resume.sections, run) }
}

/** `resume` with one bullet of its second job reworded: the "one bullet edited" re-render. */
export function editBullet(resume: ResumeData, edit: number): ResumeData {
  const items = resume.sections.experience.items.map((item, i) =>
    i === 1 ? { ...item, summary: item.summary.replace('</li>', ` (edit ${edit})</li>`) } : item,
  )
  return { ...resume, sections: { ...resume.sections, experience: { ...resume.sections.experience, items } } }
}

/** A printed entry: a title line, a subtitle with a date, prose and bullets. */
export interface Entry {
  title: string
  subtitle: string
  date: string
  text: string[]
  bullets: string[]
}

/** The resume as plain text, in the order the two-column designs print it. */
export interface PeerView {
  name: string
  label: string
  contact: string[]
  main: Array<{ heading: string; entries: Entry[] }>
  side: Array<{ heading: string; entries: Entry[] }>
}

const paragraphs = (html: string) => [...html.matchAll(/<p>(.*?)<\/p>/g)].filter((m) => !/<li>\s*$/.test(html.slice(0, m.index))).map((m) => strip(m[1]!))
const bullets = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => strip(m[1]!))
const strip = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')
const entry = (title: string, subtitle: string, date = '', html = ''): Entry => ({ title, subtitle, date, text: paragraphs(html), bullets: bullets(html) })

export function peerView(resume: ResumeData): PeerView {
  const { basics, sections: s } = resume
  return {
    name: basics.name,
    label: basics.label,
    contact: [basics.email, basics.phone, basics.location, basics.url.href].filter(Boolean),
    main: [
      { heading: s.summary.name, entries: [entry('', '', '', s.summary.content)] },
      { heading: s.experience.name, entries: s.experience.items.map((i) => entry(i.position, i.company, i.date, i.summary)) },
      { heading: s.education.name, entries: s.education.items.map((i) => entry(i.institution, [i.studyType, i.area, i.score].filter(Boolean).join(', '), i.date, i.summary)) },
      { heading: s.projects.name, entries: s.projects.items.map((i) => entry(i.name, i.description, i.date, i.summary)) },
    ],
    side: [
      { heading: s.profiles.name, entries: s.profiles.items.map((i) => entry(i.network, i.username)) },
      { heading: s.skills.name, entries: s.skills.items.map((i) => entry(i.name, i.keywords.join(', '))) },
      { heading: s.certifications.name, entries: s.certifications.items.map((i) => entry(i.name, i.issuer, i.date)) },
      { heading: s.languages.name, entries: s.languages.items.map((i) => entry(i.name, i.description)) },
    ],
  }
}

/** The font files the service draws IBM Plex Sans with (regular, italic, bold), from node_modules. */
export const FONT_FILES = ['400Regular', '400Regular_Italic', '700Bold'].map((v) =>
  join(root, `node_modules/@expo-google-fonts/ibm-plex-sans/${v}/IBMPlexSans_${v}.ttf`),
)
