/**
 * Right to left in a narrow label column a few points from the main column (nosepass and bronzor
 * laid out on fewer pages): every word of the label (a date range, a place) and of the text beside
 * it comes out of pdftotext whole. The last letter of a word ending its line on the left (a letter
 * drawn as a dotless form plus dots, or an alef under its hamza) once came out apart from its
 * word, joined to the neighbouring column's line.
 */
import { describe, expect, it } from 'vitest'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import { h, pageOf, satoriBlock } from '../pdf/helpers.js'
import { pdftotext } from '../helpers/poppler.js'
import { scriptFixture } from './fixtures.js'
import { missingLetters, popplerWords } from './helpers.js'

const FAMILY = 'IBM Plex Sans'
const RTL = /[\u0590-\u08ff]/u

/** Letters only: no marks, joiners or punctuation (poppler moves joiners and splits at punctuation). */
const plain = (text: string) => text.normalize('NFC').replace(/[\p{Mn}\u200b-\u200f]/gu, '').replace(/[^\p{L}\p{N}\s]/gu, ' ')

interface Job {
  date: string
  location: string
  position: string
  company: string
  summary: string
}

/** A job as the dense templates draw it: its dates and place in a label column 17% wide on the right. */
const jobRow = (label: number) => (job: Job) =>
  h('div', { display: 'flex', flexDirection: 'row', direction: 'rtl', width: '100%', columnGap: 5 }, [
    h('div', { display: 'block', width: label, flexShrink: 0, fontSize: 9, color: '#595959' }, [h('div', { display: 'block' }, job.date), h('div', { display: 'block' }, job.location)]),
    h('div', { display: 'block', flexGrow: 1, flexShrink: 1, fontSize: 10 }, [
      h('div', { display: 'block' }, `${job.company} · ${job.position}`),
      h('div', { display: 'block' }, job.summary.replace(/<[^>]+>/g, '')),
    ]),
  ])

describe.each(['Arabic', 'Persian', 'Hebrew'])('%s in a narrow right-to-left label column', (name) => {
  it('keeps every word of both columns whole in the text layer', async () => {
    const jobs = (scriptFixture(name).resume.sections!.experience!.items as unknown as Job[]).map((job) => ({ ...job }))
    // Label columns from just wider than a date range to twice that: a word ends lines at every width.
    const rows = [36, 40, 44, 48, 52, 60, 70, 80].flatMap((label) => jobs.map(jobRow(label)))
    const block = await satoriBlock(h('div', { display: 'flex', flexDirection: 'column', rowGap: 6, width: 531 }, rows), 531, FAMILY, ['Noto Sans Arabic', 'Noto Sans Hebrew'])
    const document = { ...pageOf([block], FAMILY), fontFamilies: [FAMILY, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Hebrew'] }
    const bytes = await pdf(document)
    const drawn = jobs.flatMap((job) => [job.date, job.location, job.company, job.position, job.summary.replace(/<[^>]+>/g, '')])
    expect(missingLetters(pdftotext(bytes), drawn)).toEqual([])
    // Each right-to-left word is one word for poppler (its letters left to right, so backwards),
    // not pieces a neighbouring column's line can take.
    const found = new Set(popplerWords(bytes).map((word) => [...plain(word.text)].reverse().join('')))
    const words = drawn.flatMap((field) => plain(field).split(/\s+/)).filter((word) => /^\p{L}+$/u.test(word) && RTL.test(word))
    expect(words.filter((word) => !found.has(word))).toEqual([])
  })
})
