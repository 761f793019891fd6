import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { runCli } from '../cli/run.js'
import { postJson, testApp } from '../helpers/app.js'
import { detectFormat, parseWithWarnings, ParseError, type Format } from '../../src/lib/parse/index.js'

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')
const parse = (data: string, format: Format = 'json-resume') => parseWithWarnings({ format, data })

describe('json-resume refuses what is not JSON Resume, naming what it looks like', () => {
  it.each([
    ['{}', 'json-resume: the document is empty ({})'],
    [fixture('rrv4-export.json'), 'json-resume: this looks like a Reactive Resume v4 export: use format native'],
    [fixture('language-nested.json'), 'json-resume: this looks like one resume per language (en, zh): send one language at a time, e.g. the document under "en"'],
    [
      fixture('json-ld-person.json'),
      'json-resume: this looks like a schema.org JSON-LD Person: this service does not read JSON-LD: convert it to JSON Resume (basics, work, education, ...) first',
    ],
    [
      fixture('home-grown.json'),
      'json-resume: nothing in the document is JSON Resume (no basics, work, education, skills, projects, ...; see https://jsonresume.org/schema)',
    ],
    [JSON.stringify({ basics: { name: 'Sam' }, sections: { work: { items: [] } }, public: true }), 'json-resume: this looks like a Reactive Resume v3 export: use format rrv3'],
    [
      JSON.stringify({ basics: { name: 'Sam' }, picture: { url: '' }, summary: { content: '' }, sections: {}, customSections: [], metadata: { design: {} } }),
      'json-resume: this looks like a Reactive Resume v5 export: use format rrv5',
    ],
  ])('%#', (data, message) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(message)
  })

  it('names JSON Resume to native and rrv3 callers, and other formats to each other', () => {
    const jsonResume = fixture('v0-website-company.json')
    expect(() => parse(jsonResume, 'native')).toThrow('native: this looks like a JSON Resume document: use format json-resume')
    expect(() => parse(jsonResume, 'rrv3')).toThrow('rrv3: this looks like a JSON Resume document: use format json-resume')
    expect(() => parse(fixture('json-ld-person.json'), 'native')).toThrow('native: this looks like a schema.org JSON-LD Person')
    expect(() => parse(fixture('language-nested.json'), 'native')).toThrow('native: this looks like one resume per language (en, zh)')
  })

  it('still reads the export with the format the hint names', () => {
    const { resume } = parse(fixture('rrv4-export.json'), 'native')
    expect(resume.basics.label).toBe('Product designer')
    expect(resume.sections.experience.items[0]!.company).toBe('Clinicware')
  })
})

describe('a JSON Resume v0.x document (website, company) is read', () => {
  const { resume, warnings } = parse(fixture('v0-website-company.json'))

  it('maps website to url and company to the employer', () => {
    expect(warnings).toEqual([])
    expect(resume.basics).toMatchObject({ name: 'Tomasz Brenner', url: { href: 'https://brenner-maps.example.net' }, location: 'Lviv, UA' })
    expect(resume.sections.experience.items).toEqual([
      {
        id: 'experience-0',
        visible: true,
        company: 'Carpathian Survey Office',
        position: 'Field cartographer',
        location: '',
        date: 'Apr 2016 - Sep 2021',
        url: { label: '', href: 'https://carpathian-survey.example.org' },
        summary: '<p>Mapped mountain trails for the regional park service.</p><ul><li><p>Surveyed 1 200 km of trails</p></li></ul>',
      },
    ])
    expect(resume.sections.publications.items.map((p) => [p.name, p.date, p.url.href])).toEqual([
      ['Trails of the Eastern Ridge', 'May 2020', 'https://ridge-press.example.org/trails'],
    ])
  })
})

describe('detection shares the same knowledge', () => {
  const bytes = (name: string) => new TextEncoder().encode(fixture(name))

  it('names the parser for each kind, nothing for kinds without one', () => {
    expect(detectFormat(bytes('rrv4-export.json'))).toBe('native')
    expect(detectFormat(bytes('v0-website-company.json'))).toBe('json-resume')
    expect(detectFormat(bytes('forgiving.json'))).toBe('json-resume')
    expect(detectFormat(bytes('json-ld-person.json'))).toBeUndefined()
    expect(detectFormat(bytes('language-nested.json'))).toBeUndefined()
    expect(detectFormat(bytes('home-grown.json'))).toBeUndefined()
  })

  it('the CLI says what an undetectable file looks like', async () => {
    const { code, stderr } = await runCli(['parse', '-'], fixture('language-nested.json'))
    expect(code).toBe(2)
    expect(stderr).toMatch(/^resume parse: cannot detect the format: this looks like one resume per language \(en, zh\): send one language at a time/)
  })

  it('format "auto" says it too', async () => {
    const res = await postJson(testApp(), '/api/parse', { format: 'auto', data: fixture('json-ld-person.json') })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/^auto: cannot detect the format: this looks like a schema\.org JSON-LD Person: /)
  })
})
