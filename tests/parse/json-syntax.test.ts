import { describe, expect, it } from 'vitest'
import { parseWithWarnings, ParseError } from '../../src/lib/parse/index.js'
import { runCli } from '../cli/run.js'
import { postJson, testApp } from '../helpers/app.js'

const parse = (data: string, format: 'json-resume' | 'native' | 'rrv3' = 'json-resume') =>
  parseWithWarnings({ format, data })

describe('JSON syntax errors name the line and column', () => {
  it.each([
    ['{\n  "basics": {\n    "name": "Ines Calder"\n    "label": "Welder"\n  }\n}', 'expected a comma at line 4, column 5'],
    ['{\n  "basics": {"name": \'Ines\'}\n}', 'unexpected character at line 2, column 22'],
    ['{"basics": {"name": "Ines"}', 'expected a closing brace } at line 1, column 28'],
    ['{"basics": {}} 42', 'unexpected text after the end of the document at line 1, column 16'],
    ['', 'the document is empty at line 1, column 1'],
    ['{"work": [1, 2', 'expected a closing bracket ] at line 1, column 15'],
  ])('%j', (data, where) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(`json-resume: data is not valid JSON: ${where}`)
  })

  it('counts lines after a byte-order mark and in other formats alike', () => {
    expect(() => parse('\uFEFF{\n"a": }', 'native')).toThrow('native: data is not valid JSON: expected a value at line 2, column 6')
    expect(() => parse('[\n\n  nope]', 'rrv3')).toThrow('rrv3: data is not valid JSON: unexpected character at line 3, column 3')
  })
})

describe('comments and trailing commas are read, with a warning', () => {
  const jsonc = [
    '{',
    '  // written by hand',
    '  "basics": {',
    '    "name": "Ines Calder", /* her full name */',
    '    "label": "Welder",',
    '  },',
    '  "skills": [{ "name": "TIG" },],',
    '}',
  ].join('\n')

  it('parses the document as if they were not there', () => {
    const { resume } = parse(jsonc)
    expect(resume.basics).toMatchObject({ name: 'Ines Calder', label: 'Welder' })
    expect(resume.sections.skills.items.map((s) => s.name)).toEqual(['TIG'])
  })

  it('says where each one was', () => {
    expect(parse(jsonc).warnings).toEqual([
      { path: '', message: 'a comment at line 2, column 3 was skipped (JSON has no comments)' },
      { path: '', message: 'a comment at line 4, column 28 was skipped (JSON has no comments)' },
      { path: '', message: 'a trailing comma at line 5, column 22 was skipped (JSON allows none)' },
      { path: '', message: 'a trailing comma at line 7, column 31 was skipped (JSON allows none)' },
      { path: '', message: 'a trailing comma at line 7, column 33 was skipped (JSON allows none)' },
    ])
  })

  it('gives no warning for strict JSON', () => {
    expect(parse('{"basics": {"name": "Ines Calder"}}').warnings).toEqual([])
  })
})

describe('POST /api/parse warnings travel in a header, the body stays ResumeData', () => {
  const app = testApp()

  it('lists them as JSON in X-Parse-Warnings, ASCII only, with a count', async () => {
    const data = '{"basics": {"name": "Inès Calder",},}'
    const res = await postJson(app, '/api/parse', { format: 'json-resume', data })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-parse-warning-count')).toBe('2')
    const header = res.headers.get('x-parse-warnings')!
    expect(header).toMatch(/^[\x20-\x7e]+$/)
    expect(JSON.parse(header)).toEqual([
      { path: '', message: 'a trailing comma at line 1, column 34 was skipped (JSON allows none)' },
      { path: '', message: 'a trailing comma at line 1, column 36 was skipped (JSON allows none)' },
    ])
    const body = await res.json()
    expect(body.basics.name).toBe('Inès Calder')
    expect(body).not.toHaveProperty('warnings')
  })

  it('says 0 and sends no list when there is nothing to report', async () => {
    const res = await postJson(app, '/api/parse', { format: 'json-resume', data: '{"basics": {"name": "Ines"}}' })
    expect(res.headers.get('x-parse-warning-count')).toBe('0')
    expect(res.headers.get('x-parse-warnings')).toBeNull()
  })

  it('answers 400 with line and column for a syntax error', async () => {
    const res = await postJson(app, '/api/parse', { format: 'json-resume', data: '{\n"basics": {"name": "Ines"\n}' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'json-resume: data is not valid JSON: expected a closing brace } at line 3, column 2' })
  })
})

describe('resume parse prints warnings on stderr', () => {
  it('and the ResumeData alone on stdout', async () => {
    const { code, stdout, stderr } = await runCli(['parse', '--format', 'json-resume', '-'], '{"basics": {"name": "Ines Calder"} // me\n}')
    expect(code).toBe(0)
    expect(JSON.parse(stdout.toString()).basics.name).toBe('Ines Calder')
    expect(stderr).toBe('warning: a comment at line 1, column 36 was skipped (JSON has no comments)\n')
  })

  it('detects the format of a JSONC file', async () => {
    const { code, stdout } = await runCli(['parse', '-'], '{"basics": {"name": "Ines Calder",},}')
    expect(code).toBe(0)
    expect(JSON.parse(stdout.toString()).basics.name).toBe('Ines Calder')
  })
})

describe('OpenAPI and the JSON Schema document the warnings headers and metadata.locale', () => {
  it('on POST /api/parse and in ResumeData', async () => {
    const doc = await (await testApp().request('/api/openapi.json')).json()
    const ok = doc.paths['/api/parse'].post.responses['200']
    expect(Object.keys(ok.headers)).toEqual(['X-Parse-Warning-Count', 'X-Parse-Warnings'])
    expect(ok.headers['X-Parse-Warnings'].description).toMatch(/JSON array of `\{path, message\}`/)
    expect(doc.paths['/api/parse'].post.responses['400'].description).toMatch(/this looks like a Reactive Resume v4 export: use format native/)
    const schema = await (await testApp().request('/api/schema')).json()
    expect(schema.properties.metadata.properties.locale).toMatchObject({ type: 'string', default: '', description: expect.stringMatching(/^BCP 47 language tag/) })
  })
})
