import { parser } from '@lezer/json'
import { describe, expect, it } from 'vitest'
import { pathPosition, pathSegments } from '../../src/web/json-path.js'

const doc = JSON.stringify(
  {
    basics: { name: 'Ada', email: 'not-an-email' },
    sections: { experience: { items: [{ company: 'A' }, { company: 5, url: { href: 'ftp://x' } }] } },
    metadata: { layout: [[['summary', 'experience']]] },
  },
  null,
  2,
)

/** The line (1-based) a validation path sends the editor to. */
function lineOf(path: string) {
  const pos = pathPosition(parser.parse(doc), path, (from, to) => doc.slice(from, to))
  return { line: doc.slice(0, pos).split('\n').length, text: doc.split('\n')[doc.slice(0, pos).split('\n').length - 1]!.trim() }
}

describe('validation paths in the editor', () => {
  it('splits a path into keys and indexes', () => {
    expect(pathSegments('sections.experience.items[1].url.href')).toEqual(['sections', 'experience', 'items', 1, 'url', 'href'])
    expect(pathSegments('metadata.layout[0][0][1]')).toEqual(['metadata', 'layout', 0, 0, 1])
  })

  it.each([
    ['basics.email', '"email": "not-an-email"'],
    ['sections.experience.items[1].company', '"company": 5,'],
    ['sections.experience.items[1].url.href', '"href": "ftp://x"'],
    ['metadata.layout[0][0][1]', '"experience"'],
  ])('finds %s', (path, line) => {
    expect(lineOf(path).text).toBe(line)
  })

  it('points a missing field at the nearest value that exists', () => {
    expect(lineOf('basics.phone').text).toBe('"basics": {')
    expect(lineOf('sections.experience.items[7].company').text).toBe('"items": [')
  })
})
