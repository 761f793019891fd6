import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseResume, ParseError } from '../../src/lib/parse/index.js'
import { validateResume } from '../../src/lib/schema/index.js'
import { readSample, sampleFiles } from './samples.js'

const parse = (doc: unknown) => parseResume({ format: 'rrv3', data: typeof doc === 'string' ? doc : JSON.stringify(doc) })

describe.each(sampleFiles('rrv3'))('rrv3 sample %s (v4-like variant)', (file) => {
  const source = JSON.parse(readSample('rrv3', file))
  const resume = parse(readSample('rrv3', file))

  it('reads the headline as label and keeps every experience item', () => {
    expect(resume.basics.name).toBe(source.basics.name)
    expect(resume.basics.label).toBe(source.basics.headline)
    expect(resume.sections.experience.items.map((i) => i.company)).toEqual(
      source.sections.experience.items.map((i: { company: string }) => i.company),
    )
  })

  it('passes validation', () => {
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })
})

describe('rrv3 v4-like mapping', () => {
  it('reads url objects, {body, visible} summaries, photo and layout (complete sample)', () => {
    const resume = parse(readSample('rrv3', 'rustume-complete.json'))
    expect(resume.basics).toMatchObject({
      url: { label: 'Portfolio', href: 'https://alicejohnson.dev' },
      location: 'Seattle, WA',
      picture: { url: 'https://example.com/alice.jpg' },
    })
    expect(resume.sections.summary).toMatchObject({ content: expect.stringMatching(/^<p>Passionate full-stack/), visible: true })
    expect(resume.sections.experience.items[0]).toMatchObject({
      id: 'exp-1',
      date: '2021 - Present',
      url: { label: 'Company Website', href: 'https://cloudsolutions.com' },
    })
    expect(resume.sections.references.visible).toBe(false)
    expect(resume.sections.skills).toMatchObject({ columns: 3 })
    expect(resume.sections.skills.items[0]).toMatchObject({ name: 'TypeScript', level: 5, keywords: ['React', 'Node.js', 'Next.js'] })
    expect(resume.metadata).toMatchObject({
      template: 'rhyhorn',
      layout: [[['experience', 'education']], [['skills', 'languages']]],
      page: { format: 'letter', margin: 18 },
      theme: { primary: '#3b82f6', text: '#1f2937' },
      typography: { font: { family: 'Inter', size: 14 } },
      contentFormat: 'html',
    })
  })

  it('reads string urls and string summaries (string_formats sample)', () => {
    const resume = parse(readSample('rrv3', 'rustume-string_formats.json'))
    expect(resume.basics.url.href).toBe('https://caroldavis.io')
    expect(resume.sections.summary.content).toBe('<p>Experienced engineer with a focus on backend systems.</p>')
    expect(resume.sections.experience.items[0]!.url.href).toBe('https://backendsystems.co')
    expect(resume.sections.profiles.items[0]!.url.href).toBe('https://github.com/caroldavis')
    expect(resume.metadata.template).toBe('gengar')
  })
})

describe('rrv3 genuine v3 export', () => {
  const source = readFileSync(new URL('./fixtures/rrv3-genuine.json', import.meta.url), 'utf8')
  const resume = parse(source)

  it('reads basics: location object, website, photo and profiles', () => {
    expect(resume.basics).toMatchObject({
      name: 'Ελένη Παπαδοπούλου',
      label: 'Backend Engineer',
      location: 'Ermou 1, Athens, Attica 105 63, Greece',
      url: { href: 'https://eleni.example' },
      picture: { url: 'https://example.com/eleni.jpg', size: 128, effects: { hidden: true, border: true } },
    })
    expect(resume.sections.profiles.items.map((p) => [p.network, p.url.href])).toEqual([
      ['GitHub', 'https://github.com/eleni'],
      ['Evil', ''],
    ])
    expect(resume.sections.summary.content).toBe('<p>Builds <strong>reliable</strong> services.</p><ul><li><p>Postgres</p></li><li><p>Go</p></li></ul>')
  })

  it('reads sections.work as experience with {start, end} dates, skipping null items', () => {
    expect(resume.sections.experience.columns).toBe(2)
    expect(resume.sections.experience.name).toBe('Work Experience')
    expect(resume.sections.experience.items.map((i) => [i.id, i.company, i.date, i.summary])).toEqual([
      ['w1', 'Acme Cloud', 'Mar 2021 - Present', '<p>Led the storage team.</p>'],
      ['w2', 'Widgets & Co', 'Sep 2017 - Feb 2021', ''],
    ])
  })

  it('maps levelNum 0..10 to levels 0..5 and keeps the level word', () => {
    expect(resume.sections.skills.items.map((s) => [s.name, s.level, s.description, s.keywords])).toEqual([
      ['Go', 5, 'Expert', ['gRPC', 'pprof']],
      ['Rust', 3, 'Intermediate', []],
    ])
    expect(resume.sections.languages.items.map((l) => [l.name, l.level])).toEqual([['Greek', 5], ['English', 4]])
  })

  it('maps degree and courses, references, custom sections and the other sections', () => {
    expect(resume.sections.education.items[0]).toMatchObject({
      studyType: 'Diploma',
      area: 'Electrical and Computer Engineering',
      date: 'Oct 2011 - Jul 2017',
      summary: '<ul><li><p>Databases</p></li><li><p>Distributed Systems</p></li></ul>',
    })
    expect(resume.sections.references).toMatchObject({ visible: false })
    expect(resume.sections.references.items[0]!.description).toBe('Former manager · nikos@example.com')
    expect(resume.sections.volunteer.items[0]!.date).toBe('2018 - Present')
    expect(resume.sections.projects.items[0]).toMatchObject({ date: 'Jan 2020 - Present', keywords: ['Go'] })
    expect(resume.sections.custom['8f2b1c']).toMatchObject({
      name: 'Talks',
      items: [expect.objectContaining({ name: 'Scaling Postgres', description: 'PGConf EU', date: 'Oct 2023 - Present' })],
    })
  })

  it('maps metadata: layout ids, template case, valid colours only, body font', () => {
    expect(resume.metadata).toMatchObject({
      template: 'glalie',
      layout: [[['experience', 'education', 'custom.8f2b1c'], ['skills', 'languages']]],
      theme: { text: '#444444', primary: '#65a30d' },
      typography: { font: { family: 'Open Sans', size: 14 } },
      contentFormat: 'html',
    })
  })

  it('passes validation', () => {
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })
})

describe('rrv3 edge cases', () => {
  it('falls back to the default template for one outside the catalogue', () => {
    expect(parse({ basics: {}, metadata: { template: 'castform' } }).metadata.template).toBe('rhyhorn')
  })

  it('says html when the content is HTML', () => {
    const out = parse({ basics: { summary: '<p>Hi</p>' }, sections: {} })
    expect(out.metadata.contentFormat).toBe('html')
  })

  it('reads empty sections and an empty document', () => {
    const out = parse({ basics: { name: 'Юлия' }, sections: { work: { items: [] }, skills: {} } })
    expect(out.basics.name).toBe('Юлия')
    expect(out.sections.experience.items).toEqual([])
    expect(validateResume(parse({})).valid).toBe(true)
  })

  it.each([
    ['{"basics":', /rrv3: data is not valid JSON/],
    ['[]', /rrv3: expected a JSON object/],
    [JSON.stringify({ sections: { work: [] } }), /rrv3: sections\.work must be an object/],
    [JSON.stringify({ sections: { work: { items: {} } } }), /rrv3: sections\.work\.items must be a list/],
    [JSON.stringify({ sections: { skills: { items: [3] } } }), /rrv3: sections\.skills\.items\[0\] must be an object/],
    [JSON.stringify({ basics: [] }), /rrv3: basics must be an object/],
  ])('refuses malformed input %#', (data, message) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(message)
  })
})
