/**
 * The patched Satori keeps what it measured per word (a text node's word measurements, a font
 * engine's widths) in caches measure.ts makes (`__lsWordCacheWith`), aged by documents like the
 * text-run caches: a word no document has used for two generations goes, so a server fed a few new
 * words per render stops growing once its recent documents' words are held (docs/performance.md,
 * thirteenth session).
 */
import { __lsWordCacheWith } from 'satori'
import { afterAll, describe, expect, it } from 'vitest'
import { documentStarted, type Generations } from '../../src/lib/render/layout/generations.js'
import { measureBlock, satoriWordCache } from '../../src/lib/render/layout/measure.js'
import { DOCUMENTS_PER_GENERATION } from '../../src/lib/render/shaping.js'
import { h } from '../../src/templates/element.js'

/** Measured at a size no other test uses, so Satori makes a measuring context (and a cache) for it here. */
const paragraph = (text: string) => measureBlock(h('div', { display: 'flex', width: 300, fontFamily: 'Inter', fontSize: 13.75 }, text), 300, 'Inter')

const made: Array<Generations<string, unknown>> = []

afterAll(() => __lsWordCacheWith(satoriWordCache))

describe("Satori's word measurements", () => {
  it('live in the caches given to Satori and go once unused for two generations of documents', async () => {
    // measure.ts's own caches, each one seen as Satori makes it.
    __lsWordCacheWith(() => {
      const cache = satoriWordCache()
      made.push(cache)
      return cache
    })
    documentStarted()
    await paragraph('Quartz sphinx judge')
    // The text node's measuring context, the engine's widths at that size, and widths Satori measures for itself.
    const count = made.length
    expect(count).toBeGreaterThanOrEqual(2)
    const words = made.find((cache) => typeof (cache.get('Quartz ') as { originWidth?: number } | undefined)?.originWidth === 'number')
    const widths = made.find((cache) => typeof cache.get('Quartz ') === 'number')
    expect(words).toBeDefined()
    expect(widths).toBeDefined()
    expect(words!.get('judge')).toMatchObject({ text: 'judge' })

    // Documents that measure other words at that size: a new word each, which is when a generation may end.
    for (let i = 0; i < 2 * DOCUMENTS_PER_GENERATION; i++) {
      documentStarted()
      await paragraph(`filler${i}`)
    }
    for (const cache of [words!, widths!]) {
      expect(cache.get('Quartz ')).toBeUndefined()
      expect(cache.get(`filler${2 * DOCUMENTS_PER_GENERATION - 1}`)).toBeDefined()
    }
    expect(made).toHaveLength(count)
  })
})
