/**
 * A link inside a right-to-left sentence: its annotation covers the link's words where they are
 * drawn, after the line is reordered, and no other word (poppler's word boxes). Satori once gave
 * such a link a box of width 0 (from where its start lands to where its end lands, reordered), so
 * it had no annotation.
 */
import { describe, expect, it } from 'vitest'
import { PDFArray, PDFDict, PDFDocument, PDFName } from '../../../src/lib/render/pdf/pdf-lib.js'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import { h, pageOf, satoriBlock } from '../pdf/helpers.js'
import { popplerWords } from './helpers.js'

const FAMILY = 'IBM Plex Sans'

/** Link annotation rectangles of page 1, in points from the top-left like poppler's boxes. */
async function linkRects(bytes: Uint8Array): Promise<Array<{ x1: number; y1: number; x2: number; y2: number }>> {
  const doc = await PDFDocument.load(bytes)
  const page = doc.getPage(0)
  const height = page.getHeight()
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)
  return (annots?.asArray() ?? []).map((ref) => {
    const [x1, y1, x2, y2] = doc.context.lookup(ref, PDFDict).lookup(PDFName.of('Rect'), PDFArray).asArray().map((v) => Number(v.toString()))
    return { x1: x1!, y1: height - y2!, x2: x2!, y2: height - y1! }
  })
}

const SENTENCES = [
  { before: 'قدت فريقاً من ثمانية مهندسين لإعادة بناء', link: 'منصة الدفع', after: 'خلال سنة واحدة.' },
  { before: 'עיצבתי אתרים ליותר משלושים לקוחות', link: 'סטודיו כחול', after: 'בעזרת Figma.' },
  { before: 'باستخدام', link: 'Go', after: 'و PostgreSQL في الشرق الأوسط.' },
]

describe('a link inside a right-to-left sentence', () => {
  it.each(SENTENCES)('covers the words of $link and none other', async ({ before, link, after }) => {
    const element = h('div', { display: 'block', direction: 'rtl', width: 260, fontSize: 10 }, [
      h('span', {}, `${before} `),
      h('a', { color: '#1a5fb4' }, link, { href: 'https://example.com/' }),
      h('span', {}, ` ${after}`),
    ])
    const block = await satoriBlock(element, 260, FAMILY, ['Noto Sans Arabic', 'Noto Sans Hebrew'])
    const bytes = await pdf({ ...pageOf([block], FAMILY), fontFamilies: [FAMILY, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew'] })
    const rects = await linkRects(bytes)
    expect(rects.length).toBeGreaterThan(0)
    const inside = (w: { xMin: number; xMax: number; yMin: number; yMax: number }) => {
      const x = (w.xMin + w.xMax) / 2
      const y = (w.yMin + w.yMax) / 2
      return rects.some((r) => x >= r.x1 && x <= r.x2 && y >= r.y1 && y <= r.y2)
    }
    const linkWords = new Set(link.split(' ').map((w) => [...w].reverse().join('')).concat(link.split(' ')))
    const words = popplerWords(bytes).filter((w) => w.text.trim() && /[\p{L}\p{N}]/u.test(w.text))
    const covered = words.filter(inside).map((w) => w.text)
    expect(covered.sort()).toEqual(words.filter((w) => linkWords.has(w.text.replace(/[\u200b-\u200f]/g, ''))).map((w) => w.text).sort())
    expect(covered.length).toBe(link.split(' ').length)
  })
})
