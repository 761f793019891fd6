/**
 * The patched Satori segments printable ASCII text (but '_') into words itself instead of asking
 * Intl.Segmenter: it must find exactly the segments ICU finds, or lines would break elsewhere.
 */
import * as satori from 'satori'
import { describe, expect, it } from 'vitest'

const asciiWords = (satori as unknown as { __lsAsciiSegs: (text: string) => string[] | null }).__lsAsciiSegs
const icu = new Intl.Segmenter(undefined, { granularity: 'word' })
const icuWords = (text: string) => [...icu.segment(text)].map((s) => s.segment)

/** A small deterministic generator (mulberry32), so a failure names a string that fails again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

describe('ASCII word segmentation in the patched Satori', () => {
  it('finds the segments Intl.Segmenter finds', () => {
    const samples = ['engineer343 ', 'Hello, world.', "can't U.S. e.g. a:b 3:5", 'data, and 3,5 or 3.5', 'a..b', 'x.1', '1.x', '100%', "It's 10:30", '  two  spaces ', '']
    for (const text of samples) expect(asciiWords(text), text).toEqual(icuWords(text))
    const next = random(13)
    const alphabet = "aeiouBCDxyz0189   .,;:'-()!?/\"&%+#@[]{}<>=*~^`|\\$"
    for (let i = 0; i < 20_000; i++) {
      let text = ''
      for (let n = 1 + Math.floor(next() * 40); n > 0; n--) text += alphabet[Math.floor(next() * alphabet.length)]
      expect(asciiWords(text), text).toEqual(icuWords(text))
    }
  })

  it('leaves to Intl.Segmenter what it does not segment itself', () => {
    for (const text of ['snake_case', 'tab\there', 'café', 'naïve résumé', '软件', 'a\u00a0b']) expect(asciiWords(text)).toBeNull()
  })
})
