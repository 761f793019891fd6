/**
 * Thai, Lao, Khmer and Myanmar have no spaces between words: lines break at the word boundaries
 * Intl.Segmenter finds, never inside a word, and the break opportunities never reach the PDF.
 */
import { describe, expect, it } from 'vitest'
import { layoutResume, renderPdf } from '../../../src/lib/render/index.js'
import { breakUnspaced, dropBreaks } from '../../../src/lib/render/text/segment.js'
import { pdftotext } from '../helpers/poppler.js'
import { blockMarkup } from '../../../src/lib/render/svg.js'

const THAI = 'ผมเป็นวิศวกรซอฟต์แวร์ที่มีประสบการณ์เจ็ดปีในการพัฒนาระบบธนาคารออนไลน์และชอบทำงานเป็นทีมและเรียนรู้เทคโนโลยีใหม่อยู่เสมอ'
const WORDS = [...new Intl.Segmenter('th', { granularity: 'word' }).segment(THAI)].map((s) => s.segment)

describe('breakUnspaced', () => {
  it('puts a zero-width space between Thai words and leaves other text alone', () => {
    expect(breakUnspaced(THAI).split('\u200b')).toEqual(WORDS)
    expect(breakUnspaced('Amelia Novák, 软件工程师')).toBe('Amelia Novák, 软件工程师')
    expect(dropBreaks(breakUnspaced(THAI))).toBe(THAI)
  })

  it('breaks Lao, Khmer and Myanmar between words', () => {
    for (const text of ['ຂ້ອຍເປັນວິສະວະກອນ', 'ខ្ញុំជាវិស្វករកម្មវិធី', 'ကျွန်တော်သည်အင်ဂျင်နီယာဖြစ်သည်']) {
      expect(breakUnspaced(text)).toContain('\u200b')
      expect(dropBreaks(breakUnspaced(text))).toBe(text)
    }
  })
})

describe('a long Thai paragraph', () => {
  it('wraps inside its column at word boundaries and extracts whole', async () => {
    const paragraph = `${THAI} ${THAI}`
    const resume = { basics: { name: 'สมชาย ใจดี' }, sections: { summary: { content: `<p>${paragraph}</p>` } }, metadata: { template: 'glalie' } }
    const document = await layoutResume(resume)
    const block = document.pages.flatMap((p) => p.blocks).find((b) => blockMarkup(b.block).includes('ประสบการณ์'))!
    const pieces = [...blockMarkup(block.block).matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[3]! }))
    const lines = [...new Set(pieces.map((p) => p.y))].map((y) => pieces.filter((p) => p.y === y).map((p) => p.text).join(''))
    expect(lines.length).toBeGreaterThan(2)
    for (const piece of pieces) expect(piece.x).toBeLessThan(block.block.width)
    // Each line ends at a word boundary: joined, the lines are the words in order.
    const words = new Set(WORDS)
    for (const line of lines) for (const word of dropBreaks(line.replace(/\u200b/g, ' ')).split(/\s+/).filter(Boolean)) expect(words).toContain(word)
    const text = pdftotext((await renderPdf(resume)).bytes).replace(/\s+/g, '')
    expect(text).toContain(THAI)
    expect(text).not.toContain('\u200b')
  }, 60_000)
})
