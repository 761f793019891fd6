/**
 * Density: a senior engineer's real-sized resume (tests/fixtures, about 1 000 words, parsed from
 * JSON Resume as a new user would) sets on at most two A4 pages at the default font size, and on
 * at most three with Letter paper and 10.5 pt (14 px) text. Nothing is set smaller than 8 pt, and
 * the body stays at the resume's own size.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseResume } from '../../src/lib/parse/index.js'
import { layoutResume, type PagedDocument } from '../../src/lib/render/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

const fixture = parseResume({
  format: 'json-resume',
  data: readFileSync(join(import.meta.dirname, '..', 'fixtures', 'senior-engineer.resume.json'), 'utf8'),
})

const withPage = (resume: ResumeData, template: string, format: 'a4' | 'letter', size: number): ResumeData => ({
  ...resume,
  metadata: {
    ...resume.metadata,
    template,
    page: { ...resume.metadata.page, format },
    typography: { ...resume.metadata.typography, font: { ...resume.metadata.typography.font, size } },
  },
})

/** Every font size drawn, from the `<text>` elements of every block. */
const fontSizes = (document: PagedDocument) =>
  document.pages.flatMap((p) => p.blocks.flatMap((b) => [...blockMarkup(b.block).matchAll(/<text [^>]*?font-size="([\d.]+)"/g)].map((m) => Number(m[1]))))

describe('density of the senior engineer fixture', () => {
  it('is the default a parse produces: 10 pt body text', () => {
    expect(fixture.metadata.typography.font.size).toBe(10)
  })

  it.each(TEMPLATES.map((t) => t.id))('%s: at most 2 A4 pages at 10 pt, at most 3 Letter pages at 10.5 pt', async (template) => {
    const a4 = await layoutResume(withPage(fixture, template, 'a4', 10))
    expect(a4.pages.length).toBeLessThanOrEqual(2)
    const sizes = fontSizes(a4)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(8)
    // The body (the most common size) is the resume's own size.
    const counts = new Map<number, number>()
    for (const s of sizes) counts.set(s, (counts.get(s) ?? 0) + 1)
    expect([...counts].sort((a, b) => b[1] - a[1])[0]![0]).toBe(10)
    const letter = await layoutResume(withPage(fixture, template, 'letter', 10.5))
    expect(letter.pages.length).toBeLessThanOrEqual(3)
  }, 60_000)
})
