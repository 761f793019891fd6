import { describe, expect, it } from 'vitest'
import { parseResume, ParseError } from '../../src/lib/parse/index.js'
import { validateResume } from '../../src/lib/schema/index.js'
import { readSample, sampleFiles, stringLeaves } from './samples.js'

const parse = (doc: unknown) =>
  parseResume({ format: 'json-resume', data: typeof doc === 'string' ? doc : JSON.stringify(doc) })

/** Dates are reformatted ("2013-12-01" -> "Dec 2013"), so they are checked apart. */
const DATE_FIELD = /(^|\.)(startDate|endDate|date|releaseDate)$/
/** `$schema` and `meta` describe the file, not the person: they have no place on a resume. */
const DOCUMENT_FIELD = /^(\$schema|meta\.)/

const decodeEntities = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

describe.each(sampleFiles('json-resume'))('json-resume sample %s', (file) => {
  const source = JSON.parse(readSample('json-resume', file))
  const resume = parse(readSample('json-resume', file))
  const output = stringLeaves(resume).map(([, text]) => decodeEntities(text))

  it('keeps every non-empty string of the source somewhere in the output', () => {
    const leaves = stringLeaves(source).filter(
      ([path, text]) => text.trim() !== '' && !DATE_FIELD.test(path) && !DOCUMENT_FIELD.test(path),
    )
    expect(leaves.length).toBeGreaterThan(20)
    const missing = leaves.filter(([, text]) => !output.some((out) => out.includes(text.trim())))
    expect(missing).toEqual([])
  })

  it('passes validation', () => {
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })

  it('never prints "undefined" or "null"', () => {
    expect(JSON.stringify(resume)).not.toMatch(/undefined|null/)
  })
})

describe('json-resume mapping', () => {
  const resume = parse(readSample('json-resume', 'jsonresume-sample.resume.json'))

  it('maps basics, the location object to one line and profiles to a section', () => {
    expect(resume.basics).toMatchObject({
      name: 'Richard Hendriks',
      label: 'Programmer',
      email: 'richard.hendriks@mail.com',
      location: '2712 Broadway St, San Francisco, California CA 94115, US',
      url: { href: 'http://richardhendricks.example.com' },
    })
    expect(resume.sections.profiles.items.map((p) => [p.network, p.username, p.url.href])).toEqual([
      ['Twitter', 'neutralthoughts', 'https://www.twitter.com'],
      ['SoundCloud', 'dandymusicnl', 'https://soundcloud.example.com/dandymusicnl'],
    ])
    expect(resume.sections.summary.content).toMatch(/^<p>Richard hails from Tulsa\./)
  })

  it('maps work to experience with deterministic ids, a date range and highlights as a list', () => {
    const [job] = resume.sections.experience.items
    expect(job).toMatchObject({
      id: 'experience-0',
      company: 'Pied Piper',
      position: 'CEO/President',
      location: 'Palo Alto, CA',
      date: 'Dec 2013 - Dec 2014',
    })
    expect(job!.summary).toContain('<li><p>Successfully won Techcrunch Disrupt</p></li>')
  })

  it('puts education courses in the summary and maps the other sections', () => {
    const [school] = resume.sections.education.items
    expect(school).toMatchObject({ institution: 'University of Oklahoma', studyType: 'Bachelor', score: '4.0', date: 'Jun 2011 - Jan 2014' })
    expect(school!.summary).toContain('<li><p>DB1101 - Basic SQL</p></li>')
    expect(resume.sections.publications.items[0]).toMatchObject({ publisher: 'Hooli', date: 'Oct 2014' })
    expect(resume.sections.awards.items[0]).toMatchObject({ title: 'Digital Compression Pioneer Award', date: 'Nov 2014' })
    expect(resume.sections.skills.items[0]).toMatchObject({ name: 'Web Development', description: 'Master', level: 5 })
    expect(resume.sections.languages.items[0]).toMatchObject({ name: 'English', description: 'Native speaker', level: 5 })
    expect(resume.sections.references.items[0]!.summary).toMatch(/^<p>It is my pleasure/)
    expect(resume.sections.projects.items[0]).toMatchObject({ name: 'Miss Direction', date: 'Aug 2016' })
  })

  it('maps certificates to certifications', () => {
    const out = parse({ certificates: [{ name: 'CKA', date: '2021-11', issuer: 'CNCF', url: 'https://cncf.io' }] })
    expect(out.sections.certifications.items).toEqual([
      expect.objectContaining({ id: 'certifications-0', name: 'CKA', issuer: 'CNCF', date: 'Nov 2021', url: { label: '', href: 'https://cncf.io' } }),
    ])
  })
})

describe('json-resume edge cases', () => {
  it('tolerates partial and open dates and never prints "undefined"', () => {
    const out = parse({
      work: [
        { name: 'A', startDate: '2019' },
        { name: 'B', startDate: '2019-03', endDate: 'present' },
        { name: 'C' },
        { name: 'D', endDate: '2020-02-29' },
        { name: 'E', startDate: 'Summer 2018', endDate: '2019-01-15T00:00:00Z' },
      ],
    })
    expect(out.sections.experience.items.map((i) => i.date)).toEqual([
      '2019 - Present',
      'Mar 2019 - Present',
      '',
      'Feb 2020',
      'Summer 2018 - Jan 2019',
    ])
  })

  it('empties URLs that are not http(s) and keeps bare domains as https', () => {
    const out = parse({
      basics: { url: 'javascript:alert(1)', profiles: [{ network: 'X', url: 'file:///etc/passwd' }] },
      work: [{ name: 'A', url: 'example.com/about' }],
    })
    expect(out.basics.url.href).toBe('')
    expect(out.sections.profiles.items[0]!.url.href).toBe('')
    expect(out.sections.experience.items[0]!.url.href).toBe('https://example.com/about')
    expect(validateResume(out).valid).toBe(true)
  })

  it('escapes plain text that becomes HTML, and drops scripts from HTML', () => {
    const plain = parse({ basics: { summary: 'Vec<T> & <templates> more\n\nSecond' } })
    expect(plain.sections.summary.content).toBe('<p>Vec&lt;T&gt; &amp; &lt;templates&gt; more</p><p>Second</p>')
    const out = parse({ basics: { summary: '<script>alert(1)</script> & more\n\nSecond' } })
    expect(out.sections.summary.content).toBe('<p>&amp; more</p><p>Second</p>')
  })

  it('keeps non-ASCII names', () => {
    for (const name of ['Łukasz Żółć', 'Ελένη Παπαδοπούλου', 'Юлия Иванова', '李小龍']) {
      expect(parse({ basics: { name } }).basics.name).toBe(name)
    }
  })

  it('reads empty sections as an empty, valid resume', () => {
    const out = parse({ basics: {}, work: [], education: null, skills: [] })
    expect(out.sections.experience.items).toEqual([])
    expect(out.sections.education.items).toEqual([])
    expect(validateResume(out).valid).toBe(true)
  })

  it('coerces numbers where strings belong', () => {
    const out = parse({ education: [{ institution: 'MIT', score: 3.9 }], skills: [{ name: 'Go', keywords: ['x', 7] }] })
    expect(out.sections.education.items[0]!.score).toBe('3.9')
    expect(out.sections.skills.items[0]!.keywords).toEqual(['x', '7'])
  })

  it('keeps an invalid email for validate to report', () => {
    const out = parse({ basics: { email: 'not-an-email', name: 'A' } })
    expect(out.basics.email).toBe('not-an-email')
    expect(out.metadata.template).toBe('rhyhorn')
    expect(validateResume(out)).toEqual({ valid: false, errors: ['basics.email: Invalid email address'] })
  })

  it.each([
    ['{not json', /json-resume: data is not valid JSON/],
    ['[1,2]', /json-resume: expected a JSON object/],
    ['"text"', /json-resume: expected a JSON object/],
    ['{"basics":{"__proto__":{"polluted":true}}}', /__proto__: key not allowed/],
    ['['.repeat(1000) + ']'.repeat(1000), /nesting deeper than 32/],
  ])('refuses malformed input %#', (data, message) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(message)
  })
})
