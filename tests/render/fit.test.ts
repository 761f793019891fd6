/**
 * Fit to N pages, through the HTTP routes as a client uses it: a resume of about 1.3 pages fits on
 * one with every word; a three-page one answers X-Fit: overflow with every word still there; the
 * PNG preview uses the same fit; a resume that already fits is left exact; a fit costs about two
 * layouts (counted in Satori runs, not timed), and less when even the floors overflow; the steps
 * keep their order and floors.
 */
import { describe, expect, it, vi } from 'vitest'
import { describeFit, FIT_FLOORS, layoutResume } from '../../src/lib/render/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'
import { postJson, testApp } from '../helpers/app.js'
import { senior, shorter, tagged } from '../helpers/fit-resumes.js'
import { pdfinfo, pdftotext } from './helpers/poppler.js'

const app = testApp({ RATE_LIMIT_DISABLED: 'true' })

/** Satori runs, counted: what a layout costs, without timing anything. */
const satoriRuns = vi.hoisted(() => ({ count: 0 }))
vi.mock('satori', async (importOriginal) => {
  const module = await importOriginal<typeof import('satori')>()
  const satori = module.default as (...args: unknown[]) => unknown
  return { ...module, default: (...args: unknown[]) => (satoriRuns.count++, satori(...args)) }
})

async function satoriRunsFor(resume: ResumeData, options: Parameters<typeof layoutResume>[1]): Promise<number> {
  satoriRuns.count = 0
  await layoutResume(resume, options)
  return satoriRuns.count
}

/** The senior engineer on Letter paper at 10.5 pt: three pages in nosepass. */
const letter: ResumeData = {
  ...senior,
  metadata: {
    ...senior.metadata,
    page: { ...senior.metadata.page, format: 'letter' },
    typography: { ...senior.metadata.typography, font: { ...senior.metadata.typography.font, size: 10.5 } },
  },
}

const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

/** Every word of the name, jobs, skills and summary, as a reader extracts them. */
function expectEveryWord(pdf: Uint8Array, resume: ResumeData) {
  const text = squash(pdftotext(pdf))
  const fields = [
    resume.basics.name,
    resume.sections.summary.content,
    ...resume.sections.experience.items.flatMap((i) => [i.company, i.position, i.date, i.summary]),
    ...resume.sections.skills.items.flatMap((i) => [i.name, i.description, ...i.keywords]),
  ]
  const words = fields.join(' ').replace(/<[^>]+>/g, ' ').match(/[\p{L}\d]+/gu)!
  for (const word of new Set(words)) expect(text, word).toContain(squash(word))
}

describe('fit to N pages', () => {
  it('sets a resume of about 1.3 pages on one, every word kept', async () => {
    expect((await layoutResume(shorter, { template: 'rhyhorn' })).pages).toHaveLength(2)
    const res = await postJson(app, '/api/render/pdf', { resume: shorter, template: 'rhyhorn', fit: { pages: 1 } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-fit')).toBe('fitted')
    expect(res.headers.get('x-fit-applied')).toMatch(/^spacing=/)
    const pdf = new Uint8Array(await res.arrayBuffer())
    expect(pdfinfo(pdf).Pages).toBe('1')
    expectEveryWord(pdf, shorter)
  }, 60_000)

  it('answers X-Fit: overflow at the floors for a three-page resume, and still loses nothing', async () => {
    expect((await layoutResume(letter, { template: 'nosepass' })).pages).toHaveLength(3)
    const res = await postJson(app, '/api/render/pdf', { resume: letter, template: 'nosepass', fit: { pages: 1 } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-fit')).toBe('overflow')
    expect(res.headers.get('x-fit-applied')).toBe(describeFit(FIT_FLOORS))
    const pdf = new Uint8Array(await res.arrayBuffer())
    expect(Number(pdfinfo(pdf).Pages)).toBeGreaterThan(1)
    expectEveryWord(pdf, letter)
  }, 60_000)

  it('measures the rest of a widening column narrow when a tighter setting draws it narrow', async () => {
    // pikachu on Letter: the natural layout, measured as an unfitted render (narrow only as far as
    // drawn narrow), stops short of a block that tighter spacing draws narrow.
    const res = await postJson(app, '/api/render/pdf', { resume: letter, template: 'pikachu', fit: { pages: 1 } })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-fit')).toBe('overflow')
    expectEveryWord(new Uint8Array(await res.arrayBuffer()), letter)
  }, 60_000)

  it('gives the PNG preview the same fit as the PDF', async () => {
    const pdf = await postJson(app, '/api/render/pdf', { resume: senior, template: 'nosepass', fit: { pages: 2 } })
    const preview = await postJson(app, '/api/render/preview', { resume: senior, template: 'nosepass', fit: { pages: 2 }, page: 1 })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('x-fit')).toBe(pdf.headers.get('x-fit'))
    expect(preview.headers.get('x-fit-applied')).toBe(pdf.headers.get('x-fit-applied'))
    expect(preview.headers.get('x-total-pages')).toBe(pdfinfo(new Uint8Array(await pdf.arrayBuffer())).Pages)
    expect(preview.headers.get('x-total-pages')).toBe('2')
  }, 60_000)

  it('leaves a resume that already fits exact, and says nothing without fit', async () => {
    const exact = await postJson(app, '/api/render/preview', { resume: shorter, template: 'rhyhorn', fit: { pages: 3 } })
    expect(exact.headers.get('x-fit')).toBe('exact')
    expect(exact.headers.get('x-fit-applied')).toBeNull()
    const plain = await postJson(app, '/api/render/preview', { resume: shorter, template: 'rhyhorn' })
    expect(plain.headers.get('x-fit')).toBeNull()
  }, 60_000)

  it('refuses a page count that is not a whole number from 1', async () => {
    for (const fit of [{ pages: 0 }, { pages: 1.5 }, { pages: 'two' }, {}]) {
      const res = await postJson(app, '/api/render/pdf', { resume: shorter, fit })
      expect(res.status, JSON.stringify(fit)).toBe(400)
      expect((await res.json()).error).toBeTruthy()
    }
  })

  it('measures about twice for a fit that changes line height or size, not once per state it tries', async () => {
    for (const template of ['rhyhorn', 'azurill', 'nosepass', 'leafish']) {
      const plain = await satoriRunsFor(tagged(shorter, `${template}-plain`), { template })
      const fitted = await satoriRunsFor(tagged(shorter, `${template}-fitted`), { template, fit: { pages: 1 } })
      expect(fitted, template).toBeLessThanOrEqual(2 * plain)
    }
  }, 60_000)

  it('stops measuring a resume the floors cannot fit before all of it is measured at its own settings', async () => {
    for (const template of ['rhyhorn', 'nosepass', 'glalie', 'azurill']) {
      const plain = await satoriRunsFor(tagged(senior, `${template}-plain`), { template })
      const fitted = await satoriRunsFor(tagged(senior, `${template}-overflow`), { template, fit: { pages: 1 } })
      expect(fitted, template).toBeLessThan(2 * plain)
      const res = await postJson(app, '/api/render/pdf', { resume: tagged(senior, `${template}-overflow`), template, fit: { pages: 1 } })
      expect(res.headers.get('x-fit'), template).toBe('overflow')
      expect(res.headers.get('x-fit-applied'), template).toBe(describeFit(FIT_FLOORS))
    }
  }, 60_000)

  it('describes what it applied in ladder order', () => {
    expect(describeFit({ spacing: 0.8, lineHeight: 1.2, fontSize: 9 })).toBe('spacing=0.8; line-height=1.2; font-size=9')
    expect(describeFit({ margin: 24, spacing: 0.6 })).toBe('spacing=0.6; margin=24')
    expect(describeFit({})).toBe('')
  })
})
