import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseResume } from '../../src/lib/parse/index.js'
import { ResumeData, validateResume } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'

const text = fc.string({ maxLength: 30 })
const optional = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(shape, { requiredKeys: [] })

const url = optional({ label: text, href: fc.oneof(fc.constant(''), fc.webUrl()) })
const level = fc.integer({ min: 0, max: 5 })
const keywords = fc.array(text, { maxLength: 3 })
const base = { id: text, visible: fc.boolean() }

const section = <T>(item: fc.Arbitrary<T>) =>
  optional({
    name: text,
    visible: fc.boolean(),
    columns: fc.integer({ min: 1, max: 5 }),
    items: fc.array(item, { maxLength: 3 }),
  })

const dated = { date: text, summary: text, url }
const color = fc.stringMatching(/^#[0-9a-f]{6}$/)

/** Anything ResumeData accepts: every field optional, within its limits. */
const resumeInput = optional({
  basics: optional({
    name: text,
    label: text,
    email: fc.oneof(fc.constant(''), fc.emailAddress()),
    phone: text,
    location: text,
    url,
    picture: optional({
      url: text,
      size: fc.integer({ min: 0, max: 512 }),
      aspectRatio: fc.double({ min: 0.1, max: 10, noNaN: true }),
      borderRadius: fc.integer({ min: 0, max: 512 }),
      effects: optional({ hidden: fc.boolean(), border: fc.boolean(), grayscale: fc.boolean() }),
    }),
    customFields: fc.array(optional({ id: text, icon: text, name: text, value: text }), { maxLength: 2 }),
  }),
  sections: optional({
    summary: optional({ name: text, visible: fc.boolean(), content: text }),
    experience: section(optional({ ...base, company: text, position: text, location: text, ...dated })),
    education: section(optional({ ...base, institution: text, studyType: text, area: text, score: text, ...dated })),
    skills: section(optional({ ...base, name: text, description: text, level, keywords })),
    languages: section(optional({ ...base, name: text, description: text, level })),
    profiles: section(optional({ ...base, network: text, username: text, icon: text, url })),
    projects: section(optional({ ...base, name: text, description: text, keywords, ...dated })),
    awards: section(optional({ ...base, title: text, awarder: text, ...dated })),
    certifications: section(optional({ ...base, name: text, issuer: text, ...dated })),
    publications: section(optional({ ...base, name: text, publisher: text, ...dated })),
    volunteer: section(optional({ ...base, organization: text, position: text, location: text, ...dated })),
    references: section(optional({ ...base, name: text, description: text, summary: text, url })),
    interests: section(optional({ ...base, name: text, keywords })),
    custom: fc.dictionary(
      fc.stringMatching(/^[a-z0-9]{1,8}$/),
      optional({ name: text, items: fc.array(optional({ ...base, name: text, description: text, location: text, keywords, ...dated }), { maxLength: 2 }) }),
      { maxKeys: 2 },
    ),
  }),
  metadata: optional({
    template: fc.constantFrom(...TEMPLATES.map((t) => t.id)),
    layout: fc.array(fc.array(fc.array(text, { maxLength: 3 }), { maxLength: 2 }), { maxLength: 2 }),
    page: optional({ format: fc.constantFrom('a4' as const, 'letter' as const), margin: fc.integer({ min: 0, max: 144 }) }),
    theme: optional({ background: color, text: color, primary: color }),
    typography: optional({
      font: optional({ family: text, size: fc.integer({ min: 6, max: 24 }) }),
      lineHeight: fc.double({ min: 1, max: 3, noNaN: true }),
    }),
    contentFormat: fc.constantFrom('html' as const, 'markdown' as const),
  }),
})

describe('parse native -> validate', () => {
  it('returns any document the schema accepts unchanged, and valid', () => {
    fc.assert(
      fc.property(resumeInput, (input) => {
        const doc = ResumeData.parse(input)
        const parsed = parseResume({ format: 'native', data: JSON.stringify(doc) })
        expect(parsed).toEqual(doc)
        expect(validateResume(parsed)).toEqual({ valid: true, resume: doc })
      }),
      { numRuns: 200 },
    )
  })

  it('completes a partial document exactly as the schema does', () => {
    fc.assert(
      fc.property(resumeInput, (input) => {
        expect(parseResume({ format: 'native', data: JSON.stringify(input) })).toEqual(ResumeData.parse(input))
      }),
      { numRuns: 200 },
    )
  })
})
