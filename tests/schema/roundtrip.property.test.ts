import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseResume } from '../../src/lib/parse/index.js'
import { ResumeData, validateResume } from '../../src/lib/schema/index.js'

const text = fc.string({ unit: 'grapheme', maxLength: 40 })
const href = fc.oneof(fc.constant(''), fc.webUrl({ validSchemes: ['http', 'https'] }))
const url = fc.record({ label: text, href }, { requiredKeys: [] })
const level = fc.integer({ min: 0, max: 5 })
const color = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`)
const email = fc.oneof(fc.constant(''), fc.emailAddress())

const item = {
  id: text,
  visible: fc.boolean(),
}
const items = <T>(arb: fc.Arbitrary<T>) => fc.record({ items: fc.array(arb, { maxLength: 3 }), visible: fc.boolean(), name: text })

/** Partial documents a client might send; the schema completes them. */
const input = fc.record(
  {
    basics: fc.record(
      { name: text, label: text, email, phone: text, location: text, url },
      { requiredKeys: [] },
    ),
    sections: fc.record(
      {
        summary: fc.record({ content: text, visible: fc.boolean() }, { requiredKeys: [] }),
        experience: items(
          fc.record({ ...item, company: text, position: text, location: text, date: text, summary: text, url }, { requiredKeys: [] }),
        ),
        education: items(fc.record({ ...item, institution: text, studyType: text, area: text, score: text }, { requiredKeys: [] })),
        skills: items(fc.record({ ...item, name: text, level, keywords: fc.array(text, { maxLength: 4 }) }, { requiredKeys: [] })),
        languages: items(fc.record({ ...item, name: text, level }, { requiredKeys: [] })),
        profiles: items(fc.record({ ...item, network: text, username: text, url }, { requiredKeys: [] })),
        custom: fc.dictionary(
          fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== '__proto__'),
          fc.record({ name: text, items: fc.array(fc.record({ name: text, summary: text }, { requiredKeys: [] }), { maxLength: 2 }) }),
          { maxKeys: 2 },
        ),
      },
      { requiredKeys: [] },
    ),
    metadata: fc.record(
      {
        template: fc.constantFrom('rhyhorn', 'azurill', 'leafish', 'onyx'),
        page: fc.record({ format: fc.constantFrom('a4', 'letter'), margin: fc.integer({ min: 0, max: 72 }) }, { requiredKeys: [] }),
        theme: fc.record({ background: color, text: color, primary: color }, { requiredKeys: [] }),
        typography: fc.record({ lineHeight: fc.double({ min: 1, max: 3, noNaN: true }) }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
)

describe('ResumeData round trip', () => {
  it('any document the schema accepts survives parse native -> validate unchanged and valid', () => {
    fc.assert(
      fc.property(input, (partial) => {
        const accepted = ResumeData.parse(partial)
        const parsed = parseResume({ format: 'native', data: JSON.stringify(accepted) })
        expect(parsed).toEqual(accepted)
        const result = validateResume(parsed)
        expect(result.valid).toBe(true)
        if (result.valid) expect(result.resume).toEqual(accepted)
      }),
      { numRuns: 300 },
    )
  })
})
