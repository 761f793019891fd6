import { describe, expect, it } from 'vitest'
import { parseResume } from '../../src/lib/parse/index.js'
import { postJson, testApp } from '../helpers/app.js'
import { linkedinFiles, readSample, textSamples, zipBase64 } from '../parse/samples.js'

const app = testApp()
const parse = (body: unknown) => postJson(app, '/api/parse', body)

describe('POST /api/parse with format "auto"', () => {
  it.each(textSamples())('reads the %s sample %s/%s as that format', async (format, folder, file) => {
    const data = readSample(folder, file)
    const res = await parse({ format: 'auto', data })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(parseResume({ format, data }))
  })

  it('reads a base64 JSON document', async () => {
    const data = readSample('json-resume', 'jsonresume-sample.resume.json')
    const res = await parse({ format: 'auto', data: Buffer.from(data).toString('base64'), base64: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(parseResume({ format: 'json-resume', data }))
  })

  it('reads the LinkedIn export ZIP', async () => {
    const res = await parse({ format: 'auto', data: zipBase64(linkedinFiles('Export/')), base64: true })
    expect(res.status).toBe(200)
    const resume = await res.json()
    expect(resume.basics.name).toBe('David Chen')
    expect(resume.sections.experience.items).toHaveLength(3)
  })

  it.each([
    ['plain text', { format: 'auto', data: 'Ada Lovelace, engineer' }],
    ['a JSON array', { format: 'auto', data: '[1, 2]' }],
    ['a JSON object of no known shape', { format: 'auto', data: '{"hello": "world"}' }],
    ['base64 of plain text', { format: 'auto', data: Buffer.from('hello').toString('base64'), base64: true }],
  ])('answers 400 naming the formats for %s', async (_, body) => {
    const res = await parse(body)
    expect(res.status).toBe(400)
    const json = await res.json()
    expect(Object.keys(json)).toEqual(['error'])
    expect(json.error).toMatch(/^auto: cannot detect the format/)
    for (const format of ['json-resume', 'linkedin', 'rrv3', 'native']) expect(json.error).toContain(format)
  })

  it('answers 400 for invalid base64', async () => {
    const res = await parse({ format: 'auto', data: '%%%', base64: true })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/^auto: data is not valid base64/)
  })

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await app.request('/api/openapi.json')).json()
    expect(doc.components.schemas.ParseRequest.properties.format.enum).toContain('auto')
    expect(doc.paths['/api/parse'].post.responses['400'].description).toMatch(/auto/)
  })
})
