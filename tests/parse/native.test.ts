import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectFormat, parseResume, ParseError } from '../../src/lib/parse/index.js'
import { ResumeData, validateResume } from '../../src/lib/schema/index.js'
import { linkedinFiles, readSample, sampleFiles, zipBase64 } from './samples.js'

const parse = (doc: unknown) => parseResume({ format: 'native', data: typeof doc === 'string' ? doc : JSON.stringify(doc) })

describe.each(sampleFiles('native-rrv4'))('native sample %s', (file) => {
  const source = JSON.parse(readSample('native-rrv4', file))
  const resume = parse(readSample('native-rrv4', file))

  it('reads basics.headline as label', () => {
    expect(resume.basics.label).toBe(source.basics.headline)
    expect(resume.basics).not.toHaveProperty('headline')
  })

  it('keeps the document as it is otherwise, and it passes validation', () => {
    expect(resume.sections.experience.items).toEqual(source.sections.experience.items)
    expect(resume.metadata.layout).toEqual(source.metadata.layout)
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })
})

describe('native', () => {
  it('keeps label when both label and headline are given', () => {
    const out = parse({ basics: { label: 'Label', headline: 'Headline' } })
    expect(out.basics.label).toBe('Label')
  })

  it('completes a partial document with defaults', () => {
    expect(parse({ basics: { name: 'Łukasz Żółć' } })).toEqual(ResumeData.parse({ basics: { name: 'Łukasz Żółć' } }))
  })

  it('keeps wrong types for validate to name, defaults around them', () => {
    const out = parse({ basics: { name: 42 }, sections: { experience: { items: [{ company: 7 }] } } })
    expect(out.basics.name).toBe(42)
    expect(out.metadata.template).toBe('rhyhorn')
    expect(out.sections.skills.items).toEqual([])
    expect(validateResume(out)).toEqual({
      valid: false,
      errors: ['basics.name: Expected string', 'sections.experience.items[0].company: Expected string'],
    })
  })

  it.each([
    ['', /native: data is not valid JSON/],
    ['null', /native: expected a JSON object/],
    ['{"a":"\\ud800"}x', /native: data is not valid JSON/],
  ])('refuses malformed input %#', (data, message) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(message)
  })

  it('refuses invalid UTF-8 in base64 data', () => {
    const data = Buffer.from([0x7b, 0xff, 0x7d]).toString('base64')
    expect(() => parseResume({ format: 'native', data, base64: true })).toThrow('native: data is not valid UTF-8')
  })
})

describe('detectFormat', () => {
  const bytes = (text: string) => new TextEncoder().encode(text)

  it('recognises every sample', () => {
    expect(detectFormat(Buffer.from(zipBase64(linkedinFiles()), 'base64'))).toBe('linkedin')
    for (const file of sampleFiles('json-resume')) expect(detectFormat(bytes(readSample('json-resume', file)))).toBe('json-resume')
    for (const file of sampleFiles('rrv3')) expect(detectFormat(bytes(readSample('rrv3', file)))).toBe('rrv3')
    expect(detectFormat(readFileSync(new URL('./fixtures/rrv3-genuine.json', import.meta.url)))).toBe('rrv3')
    for (const file of sampleFiles('native-rrv4')) expect(detectFormat(bytes(readSample('native-rrv4', file)))).toBe('native')
  })

  it('gives up on text that is not a resume', () => {
    expect(detectFormat(bytes('hello'))).toBeUndefined()
    expect(detectFormat(bytes('[1]'))).toBeUndefined()
  })
})
