import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseResume } from '../../../src/lib/parse/index.js'
import { layoutResume, type PagedDocument } from '../../../src/lib/render/index.js'
import { pdf } from '../../../src/lib/render/pdf/index.js'

const FIXTURE = new URL('../../fixtures/senior-engineer.resume.json', import.meta.url)

/** The same pages with a new object for every block: nothing has been recorded for them yet. */
function freshBlocks(doc: PagedDocument): PagedDocument {
  const copies = new Map<object, object>()
  const copy = <T extends object>(block: T): T => {
    if (!copies.has(block)) copies.set(block, { ...block })
    return copies.get(block) as T
  }
  return { ...doc, pages: doc.pages.map((page) => ({ ...page, blocks: page.blocks.map((placed) => ({ ...placed, block: copy(placed.block) })) })) }
}

describe('blocks replayed from their recording (tape.ts)', () => {
  let doc: PagedDocument

  beforeAll(async () => {
    // One clock for every render: the dates and the file identifier then depend on the pages alone.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-01-02T03:04:05Z'))
    const resume = parseResume({ format: 'json-resume', data: readFileSync(FIXTURE, 'utf8') })
    doc = await layoutResume({ ...resume, metadata: { ...resume.metadata, template: 'azurill' } })
  }, 60_000)

  afterAll(() => {
    vi.useRealTimers()
  })

  it('give the bytes of a first recording: nothing of an earlier document (MCIDs, names, glyphs) carries over', async () => {
    const split = doc.pages.slice(1).some((page) => page.blocks.some((placed) => placed.clipTop > 0))
    expect(split).toBe(true)
    const drawn = await pdf(freshBlocks(doc))
    await pdf(doc)
    expect(Buffer.from(await pdf(doc)).equals(Buffer.from(drawn))).toBe(true)
    // The second page alone: its first block's slice replayed from the recording of the whole block.
    const second = { ...doc, pages: [doc.pages[1]!] }
    expect(Buffer.from(await pdf(second)).equals(Buffer.from(await pdf(freshBlocks(second))))).toBe(true)
  }, 60_000)

  it('write a block again where the page leaves another fill colour in effect (its first colour operator may go)', async () => {
    await pdf(doc)
    // The name is drawn in black first thing: under a black backdrop its `0 0 0 rg` is left out.
    const black = { ...doc, pages: doc.pages.map((page) => ({ ...page, backdrops: [...page.backdrops, { x: 0, y: 0, width: 1, height: 1, fill: '#000000' }] })) }
    const replayed = await pdf(black)
    expect(Buffer.from(replayed).equals(Buffer.from(await pdf(freshBlocks(black))))).toBe(true)
    expect(Buffer.from(replayed).equals(Buffer.from(await pdf(doc)))).toBe(false)
  }, 60_000)
})
