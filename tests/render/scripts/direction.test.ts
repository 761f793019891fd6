/**
 * Right to left: `metadata.direction` (auto, ltr, rtl) in the schema, the JSON Schema and OpenAPI;
 * a resume written mainly in Arabic or Hebrew lays every block and column out mirrored, and its
 * lines extract in reading order.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { layoutResume, renderPdf } from '../../../src/lib/render/index.js'
import { resumeDirection } from '../../../src/lib/render/text/direction.js'
import { validateResume, type ResumeDataInput } from '../../../src/lib/schema/index.js'
import { testApp } from '../../helpers/app.js'
import { pdftotext } from '../helpers/poppler.js'
import { scriptFixture } from './fixtures.js'
import { blockMarkup } from '../../../src/lib/render/svg.js'

const withDirection = (resume: ResumeDataInput, direction: string, template = 'azurill'): ResumeDataInput => ({
  ...resume,
  metadata: { ...resume.metadata, template, direction } as ResumeDataInput['metadata'],
})

const direction = (resume: ResumeDataInput) => {
  const result = validateResume(resume)
  if (!result.valid) throw new Error(result.errors.join('\n'))
  return resumeDirection(result.resume)
}

describe('metadata.direction', () => {
  it('is detected from the letters the resume draws, and overridden by metadata', () => {
    expect(direction(scriptFixture('Arabic').resume)).toBe('rtl')
    expect(direction(scriptFixture('Persian').resume)).toBe('rtl')
    expect(direction(scriptFixture('Hebrew').resume)).toBe('rtl')
    expect(direction(scriptFixture('mixed').resume)).toBe('ltr')
    expect(direction(scriptFixture('Hindi').resume)).toBe('ltr')
    expect(direction(withDirection(scriptFixture('Arabic').resume, 'ltr'))).toBe('ltr')
    expect(direction(withDirection({ basics: { name: 'Ada Lovelace' } }, 'rtl'))).toBe('rtl')
  })

  it('rejects another value with its path', () => {
    const result = validateResume({ metadata: { direction: 'up' } })
    expect(result.valid).toBe(false)
    expect(result.valid ? [] : result.errors).toEqual(['metadata.direction: Expected one of "auto", "ltr", "rtl"'])
  })

  it('is in the JSON Schema and in OpenAPI', async () => {
    const schema = JSON.parse(await readFile(new URL('../../../schema/resume.schema.json', import.meta.url), 'utf8'))
    expect(schema.properties.metadata.properties.direction).toMatchObject({ default: 'auto', enum: ['auto', 'ltr', 'rtl'] })
    const openapi = await (await testApp().request('/api/openapi.json')).text()
    expect(openapi).toMatch(/"direction":\{[^}]*"enum":\["auto","ltr","rtl"\]/)
  })
})

describe('a right-to-left resume', () => {
  it('mirrors every block of the page, sidebar included', async () => {
    const arabic = scriptFixture('Arabic').resume
    const ltr = await layoutResume(withDirection(arabic, 'ltr'))
    const rtl = await layoutResume(withDirection(arabic, 'auto'))
    expect(rtl.direction).toBe('rtl')
    expect(rtl.pages.length).toBe(ltr.pages.length)
    for (const [i, page] of rtl.pages.entries()) {
      const mirrored = ltr.pages[i]!.blocks.map((b) => page.width - b.x - b.block.width)
      expect(page.blocks.map((b) => b.x)).toEqual(mirrored.map((x) => expect.closeTo(x, 2)))
      expect(page.backdrops.map((b) => b.x)).toEqual(ltr.pages[i]!.backdrops.map((b) => expect.closeTo(page.width - b.x - b.width, 2)))
    }
    // azurill's sidebar (skills) sits on the left left to right, on the right here.
    const skills = (doc: typeof rtl) => doc.pages[0]!.blocks.find((b) => blockMarkup(b.block).includes('المهارات'))!
    expect(skills(ltr).x).toBeLessThan(100)
    expect(skills(rtl).x).toBeGreaterThan(300)
  })

  it('extracts lines in reading order, Latin words and numbers inside them included', async () => {
    for (const name of ['Hebrew', 'Arabic']) {
      const fixture = scriptFixture(name)
      // Marks (shadda, vowel points) compared too: they read after their letters.
      const text = pdftotext((await renderPdf(fixture.resume)).bytes).replace(/[\s\u200b-\u200f\u202a-\u202e]+/gu, '')
      const summary = (fixture.resume.sections!.summary!.content as string).replace(/<[^>]+>/g, '')
      // Each sentence of the summary, whitespace removed, in order.
      for (const sentence of summary.split('. ').map((s) => s.replace(/[\s.]+/g, ''))) expect(text).toContain(sentence)
    }
    const text = pdftotext((await renderPdf(scriptFixture('Arabic').resume)).bytes).replace(/[\u200b-\u200f\u202a-\u202e]/g, '')
    expect(text).toMatch(/باستخدام\s*Go\s*و\s*،?PostgreSQL/)
  })
})
