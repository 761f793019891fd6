/**
 * fast-check resumes for the content tests: words in Latin Extended, Greek and Cyrillic, from
 * one page to about six, every item and paragraph tagged with a unique token so duplication at
 * a page break shows in the extracted text.
 */
import fc from 'fast-check'
import type { ResumeDataInput } from '../../../src/lib/schema/index.js'

const WORDS = [
  'Łódź', 'żółw', 'Dvořák', 'Şişli', 'Bjørn', 'Kraków', 'Göteborg', 'façade', 'Núñez', 'Ångström', 'Příliš', 'Őrség', 'Țară', 'Ærø',
  'Αθήνα', 'λόγος', 'Ελλάδα', 'φιλοσοφία', 'Θεσσαλονίκη', 'ψυχή', 'Ωραίο',
  'Москва', 'Київ', 'Србија', 'щука', 'Жизнь', 'Ёлка', 'Беларусь',
  'project', 'design', 'engineer', 'lead', 'team', 'system', 'delivery', 'quality', 'budget', 'customers', 'platform', 'growth',
]

const word = fc.constantFrom(...WORDS)
const words = (min: number, max: number) => fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '))

/** A token no other text contains: letters only (pdftotext keeps them whole), unique per call. */
export function tokens() {
  let n = 0
  const letters = 'bcdfghjkmnpqrstvwxz'
  return () => {
    n += 1
    let s = ''
    for (let v = n; v > 0; v = Math.floor(v / letters.length)) s += letters[v % letters.length]
    return `Tok${s}q`
  }
}

/**
 * What a generated resume's text fields record: `tagged` prefixes a unique token (to be found
 * exactly once), `plain` keeps the text as it is; both add it to the words that must be drawn.
 */
export function recorder() {
  const token = tokens()
  const unique: string[] = []
  const texts: string[] = []
  const tagged = (text: string) => {
    const t = token()
    unique.push(t)
    texts.push(text)
    return `${t} ${text}`
  }
  const plain = (text: string) => (texts.push(text), text)
  return { unique, texts, tagged, plain }
}

export interface Generated {
  resume: ResumeDataInput
  /** Tokens that must appear exactly once in the PDF text. */
  unique: string[]
  /** Every word of every text field drawn. */
  texts: string[]
}

const itemShape = fc.record({
  title: words(1, 3),
  subtitle: words(0, 3),
  date: fc.constantFrom('2019 - Present', '2015 - 2019', '', 'März 2020'),
  location: words(0, 2),
  paragraphs: fc.array(words(5, 70), { minLength: 0, maxLength: 4 }),
  bullets: fc.array(words(3, 20), { minLength: 0, maxLength: 5 }),
  keywords: fc.array(word, { maxLength: 4 }),
})

const shape = fc.record({
  name: words(2, 3),
  label: words(1, 4),
  location: words(1, 2),
  summary: fc.array(words(10, 80), { minLength: 0, maxLength: 3 }),
  // Short and long resumes alike: dense templates need a score of jobs to reach four pages.
  experience: fc.oneof(fc.array(itemShape, { minLength: 1, maxLength: 4 }), fc.array(itemShape, { minLength: 14, maxLength: 28, size: 'medium' })),
  education: fc.array(itemShape, { maxLength: 3 }),
  skills: fc.array(fc.record({ name: words(1, 2), description: words(0, 2), level: fc.integer({ min: 0, max: 5 }), keywords: fc.array(word, { maxLength: 3 }) }), { maxLength: 8 }),
  languages: fc.array(fc.record({ name: words(1, 1), description: words(0, 1), level: fc.integer({ min: 0, max: 5 }) }), { maxLength: 4 }),
  markdown: fc.boolean(),
  family: fc.constantFrom('IBM Plex Sans', 'Inter', 'Lato', 'Lora', 'Roboto', 'Noto Serif', 'IBM Plex Serif', 'Noto Sans'),
  letter: fc.boolean(),
})

export const generatedResume: fc.Arbitrary<Generated> = shape.map((s) => {
  const { unique, texts, tagged, plain } = recorder()
  const rich = (paragraphs: string[], bullets: string[], markdown: boolean) => {
    const ps = paragraphs.map((p) => tagged(p))
    const bs = bullets.map((b) => tagged(b))
    if (markdown) return [...ps.map((p) => p.replace(/^(\S+ \S+)/, '**$1**')), bs.map((b) => `- ${b}`).join('\n')].filter(Boolean).join('\n\n')
    return [...ps.map((p) => `<p>${p.replace(/^(\S+)/, '<em>$1</em>')}</p>`), bs.length ? `<ul>${bs.map((b) => `<li>${b}</li>`).join('')}</ul>` : ''].join('')
  }
  const item = (i: (typeof s.experience)[number], id: string, titleKey: string, subtitleKey: string, withLocation: boolean) => ({
    id,
    [titleKey]: tagged(i.title),
    [subtitleKey]: plain(i.subtitle),
    date: plain(i.date),
    ...(withLocation ? { location: plain(i.location) } : {}),
    keywords: i.keywords.map(plain),
    summary: rich(i.paragraphs, i.bullets, s.markdown),
  })
  const section = <T>(name: string, items: T[]) => {
    if (items.length > 0) texts.push(name)
    return { items }
  }
  const summary = rich(s.summary, [], s.markdown)
  if (summary !== '') texts.push('Summary')
  const resume: ResumeDataInput = {
    basics: { name: plain(s.name), label: plain(s.label), location: plain(s.location), email: plain('jana@example.com'), url: { label: '', href: 'https://example.com/jana' } },
    sections: {
      summary: { content: summary },
      experience: section('Experience', s.experience.map((i, n) => item(i, `e${n}`, 'company', 'position', true))),
      education: section('Education', s.education.map((i, n) => item(i, `d${n}`, 'institution', 'area', false))),
      skills: section('Skills', s.skills.map((k, n) => ({ id: `s${n}`, name: tagged(k.name), description: plain(k.description), level: k.level, keywords: k.keywords.map(plain) }))),
      languages: section('Languages', s.languages.map((l, n) => ({ id: `l${n}`, name: tagged(l.name), description: plain(l.description), level: l.level }))),
    },
    metadata: {
      contentFormat: s.markdown ? 'markdown' : 'html',
      typography: { font: { family: s.family } },
      page: { format: s.letter ? 'letter' : 'a4' },
    },
  }
  return { resume, unique, texts }
})
