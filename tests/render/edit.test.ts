import type { PDFArray } from 'pdf-lib'
import satori from 'satori'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editBullet, peerResume } from '../../bench/peers/resume.js'
import { PDFDocument, PDFRawStream } from '../../src/lib/render/pdf/pdf-lib.js'
import { renderPdf } from '../../src/lib/render/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'

vi.mock('satori', async (actual) => {
  const module = await actual<typeof import('satori')>()
  return { ...module, default: vi.fn(module.default) }
})

/** Each page's content stream as written (deflated); pdf-lib reads `/Contents` into an array. */
async function pageStreams(bytes: Uint8Array): Promise<Buffer[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  return doc.getPages().map((page) => {
    const contents = page.node.Contents() as PDFArray
    expect(contents.size()).toBe(1)
    return Buffer.from(contents.lookup(0, PDFRawStream).contents)
  })
}

/** Renders `resume`, then `edited`: the Satori calls of the second render and both PDFs. */
async function reRender(resume: ResumeData, edited: ResumeData) {
  const before = await renderPdf(resume)
  vi.mocked(satori).mockClear()
  const after = await renderPdf(edited)
  return { calls: vi.mocked(satori).mock.calls.length, before: await pageStreams(before.bytes), after: await pageStreams(after.bytes) }
}

/** `resume` with its last language's fluency reworded: the end of the sidebar, on page 2 (a line shorter: the sidebar ends higher). */
function editLastLanguage(resume: ResumeData): ResumeData {
  const items = resume.sections.languages.items.map((item, i, all) =>
    i === all.length - 1 ? { ...item, description: item.description.replace('Conversational', 'Intermediate') } : item,
  )
  return { ...resume, sections: { ...resume.sections, languages: { ...resume.sections.languages, items } } }
}

describe('one bullet edited (the peers bench resume, azurill)', () => {
  beforeAll(() => {
    // One clock for every render: the dates and the file identifier then depend on the pages alone.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-02T03:04:05Z'))
  })

  afterAll(() => {
    vi.useRealTimers()
  })

  it('lays out only the edited block, even when the line it adds moves a later block under the end of the sidebar', async () => {
    // Run 1300's sidebar ends on page 2 just below the top of the item after the split one: the
    // edit moves that item below the end, where the main column is wide.
    const resume = peerResume(1300)
    const { calls, before, after } = await reRender(resume, editBullet(resume, 0))
    expect(calls).toBe(1)
    expect(after).toHaveLength(before.length)
  }, 60_000)

  it('lays out only the edited block, and writes the pages it is not on byte for byte as before', async () => {
    const resume = peerResume(1301)
    const { calls, before, after } = await reRender(resume, editLastLanguage(resume))
    expect(calls).toBe(1)
    expect(before).toHaveLength(2)
    expect(after[0]!.equals(before[0]!)).toBe(true)
    expect(after[1]!.equals(before[1]!)).toBe(false)
  }, 60_000)
})
