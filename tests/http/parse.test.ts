import { describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import { parseResume } from '../../src/lib/parse/index.js'
import { postJson, testApp } from '../helpers/app.js'
import { linkedinFiles, readSample, textSamples, zipBase64 } from '../parse/samples.js'
import { declareEntries, declareSize } from '../parse/zip-tamper.js'

const app = testApp()
const parse = (body: unknown) => postJson(app, '/api/parse', body)

describe('POST /api/parse', () => {
  it.each(textSamples())('parses the %s sample %s/%s', async (format, folder, file) => {
    const data = readSample(folder, file)
    const res = await parse({ format, data, base64: false })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(parseResume({ format, data }))
  })

  it.each(['linkedin', 'linked-in'])('parses the LinkedIn sample ZIP as %s', async (format) => {
    const res = await parse({ format, data: zipBase64(linkedinFiles('Export/')), base64: true })
    expect(res.status).toBe(200)
    const resume = await res.json()
    expect(resume.basics.name).toBe('David Chen')
    expect(resume.sections.experience.items).toHaveLength(3)
  })

  it('answers JSON for a parsed resume that would not validate (best effort)', async () => {
    const res = await parse({ format: 'native', data: JSON.stringify({ basics: { email: 'nope' } }) })
    expect(res.status).toBe(200)
    expect((await res.json()).basics.email).toBe('nope')
  })
})

describe('POST /api/parse with unreadable input', () => {
  const zip = zipSync({ 'Skills.csv': strToU8('Name\nGo\n') }, { level: 0 })
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

  it.each([
    ['bad JSON for json-resume', { format: 'json-resume', data: '{"basics":' }, /^json-resume: data is not valid JSON/],
    ['a JSON array for rrv3', { format: 'rrv3', data: '[]' }, /^rrv3: expected a JSON object/],
    ['a document with nothing of the format in it', { format: 'json-resume', data: '{"werk":[]}' }, /^json-resume: nothing in the document is JSON Resume/],
    ['bad JSON for native', { format: 'native', data: 'nope' }, /^native: data is not valid JSON/],
    ['deep nesting inside data', { format: 'native', data: '['.repeat(1000) + ']'.repeat(1000) }, /^native: document refused: .*nesting deeper than 32/],
    ['__proto__ inside data', { format: 'native', data: '{"__proto__":{"x":1}}' }, /^native: document refused: __proto__/],
    ['linkedin without base64', { format: 'linkedin', data: 'UEsDBA==' }, /^linkedin: data must be a base64-encoded ZIP/],
    ['invalid base64', { format: 'linkedin', data: '%%%', base64: true }, /^linkedin: data is not valid base64/],
    ['not a ZIP', { format: 'linkedin', data: b64(strToU8('just text')), base64: true }, /^linkedin: data is not a ZIP archive/],
    ['a ZIP without the CSVs', { format: 'linkedin', data: zipBase64({ 'a.txt': 'x' }), base64: true }, /^linkedin: the ZIP holds none of the expected CSV files/],
    ['a broken CSV', { format: 'linkedin', data: zipBase64({ 'x/Positions.csv': 'Title\n"open\n' }), base64: true }, /^linkedin: x\/Positions\.csv line 2: Quoted field unterminated/],
    ['a zip bomb declaring a huge size', { format: 'linkedin', data: b64(declareSize(zip, 0xfffffff0)), base64: true }, /^linkedin: the ZIP's files would inflate past \d+ bytes/],
    ['a zip bomb declaring 65535 entries', { format: 'linkedin', data: b64(declareEntries(zip, 65535)), base64: true }, /^linkedin: the ZIP (holds more than \d+ entries|archive is damaged)/],
    ['an unknown format', { format: 'docx', data: '' }, /format/],
    ['a missing data field', { format: 'native' }, /data/],
    ['data that is not a string', { format: 'native', data: { basics: {} } }, /data/],
    ['base64 that is not a boolean', { format: 'native', data: '{}', base64: 'yes' }, /base64/],
  ])('answers 400 {error} for %s', async (_, body, message) => {
    const res = await parse(body)
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const json = await res.json()
    expect(Object.keys(json)).toEqual(['error'])
    expect(json.error).toMatch(message)
  })

  it('keeps answering after refusing bad input', async () => {
    await parse({ format: 'linkedin', data: '%%%', base64: true })
    const res = await parse({ format: 'json-resume', data: readSample('json-resume', 'rustume-full.json') })
    expect(res.status).toBe(200)
  })
})

describe('POST /api/parse with malformed bodies', () => {
  const send = (body: BodyInit, type = 'application/json') =>
    app.request('/api/parse', { method: 'POST', headers: { 'Content-Type': type }, body })

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"json-resume"'],
    ['a number', '42'],
    ['an empty object', '{}'],
    ['format null', '{"format":null,"data":""}'],
    ['data null', '{"format":"native","data":null}'],
    ['format as an array', '{"format":["native"],"data":"{}"}'],
    ['truncated JSON', '{"format":"native","data":"{}"'],
    ['a __proto__ key', '{"format":"native","data":"{}","__proto__":{"admin":true}}'],
    ['depth 1000 nesting', `{"format":"native","data":"{}","x":${'['.repeat(1000)}${']'.repeat(1000)}}`],
    ['a huge data string', JSON.stringify({ format: 'json-resume', data: 'x'.repeat(100_000) })],
  ])('answers 400 {error} for %s', async (_, body) => {
    const res = await send(body)
    expect(res.status).toBe(400)
    expect(Object.keys(await res.json())).toEqual(['error'])
  })

  it('answers 400 {error} for invalid UTF-8', async () => {
    const res = await send(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/UTF-8/)
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'answers 415 {error} for Content-Type %s',
    async (type) => {
      const res = await send(JSON.stringify({ format: 'native', data: '{}' }), type)
      expect(res.status).toBe(415)
      expect(Object.keys(await res.json())).toEqual(['error'])
    },
  )

  it('answers 405 {error} for GET', async () => {
    const res = await app.request('/api/parse')
    expect(res.status).toBe(405)
    expect(Object.keys(await res.json())).toEqual(['error'])
  })
})
