import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { strToU8, zipSync } from 'fflate'
import { parseResume, ParseError, type Format } from '../../src/lib/parse/index.js'

/** Every key the parsers read, so random documents actually reach their code. */
const KEYS = [
  'basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'certifications', 'publications',
  'skills', 'languages', 'interests', 'references', 'projects', 'profiles', 'experience', 'custom',
  'sections', 'items', 'metadata', 'name', 'label', 'headline', 'email', 'phone', 'url', 'website',
  'href', 'summary', 'body', 'visible', 'location', 'city', 'highlights', 'courses', 'keywords',
  'startDate', 'endDate', 'date', 'start', 'end', 'level', 'levelNum', 'fluency', 'language', 'type',
  'columns', 'photo', 'picture', 'filters', 'size', 'layout', 'theme', 'primary', 'typography', 'font',
  'family', 'page', 'format', 'margin', 'template', 'public', 'roles', 'company', 'id',
]

const { doc } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue({ maxDepth: 1 }),
    fc.array(tie('doc'), { maxLength: 3 }),
    tie('doc'),
  ),
  doc: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 6 }),
}))

/** Text made of JSON's own punctuation, so it is almost JSON rather than plainly not. */
const jsonish = fc
  .array(fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\\', 'u', '1e9', 'null', '"basics"', '\uFEFF', '\ud800', ' ', 'Ł'), { maxLength: 60 })
  .map((parts) => parts.join(''))

/** Either a resume or a ParseError: never anything a route would have to answer with a 500. */
function parsesOrRefuses(run: () => unknown) {
  try {
    const out = run() as Record<string, unknown>
    expect(out).toHaveProperty('basics')
    expect(out).toHaveProperty('sections')
    expect(out).toHaveProperty('metadata')
  } catch (error) {
    if (!(error instanceof ParseError)) throw error
  }
}

describe('parsers on random input', () => {
  it.each(['json-resume', 'rrv3', 'native'] as Format[])('%s parses or refuses random documents', (format) => {
    fc.assert(
      fc.property(doc, (value) => parsesOrRefuses(() => parseResume({ format, data: JSON.stringify(value) }))),
      { numRuns: 200 },
    )
  })

  it.each(['json-resume', 'rrv3', 'native'] as Format[])('%s parses or refuses random text', (format) => {
    fc.assert(
      fc.property(jsonish, (data) => parsesOrRefuses(() => parseResume({ format, data }))),
      { numRuns: 200 },
    )
  })

  it('linkedin parses or refuses random bytes and random CSV text in a ZIP', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) =>
        parsesOrRefuses(() =>
          parseResume({ format: 'linkedin', data: Buffer.from([0x50, 0x4b, 3, 4, ...bytes]).toString('base64'), base64: true }),
        ),
      ),
      { numRuns: 200 },
    )
    const csv = fc.array(fc.constantFrom('a', 'Name', 'Title', ',', '"', '\n', '\r\n', 'Started On', 'Ł', ' '), { maxLength: 60 })
    fc.assert(
      fc.property(fc.constantFrom('Profile.csv', 'Positions.csv', 'Education.csv', 'Skills.csv', 'Languages.csv'), csv, (file, parts) =>
        parsesOrRefuses(() =>
          parseResume({ format: 'linkedin', data: Buffer.from(zipSync({ [file]: strToU8(parts.join('')) })).toString('base64'), base64: true }),
        ),
      ),
      { numRuns: 200 },
    )
  })
})
