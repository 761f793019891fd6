/**
 * Issue 11 on Workers: the built render Worker in real workerd renders the Chinese, Arabic and
 * Hindi resumes with every word in pdftotext's output, and stars, checks and arrows. Its CJK and
 * symbol fonts come from unicode-range slices among the static assets (ASSETS binding), the others
 * from its bundle.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURES } from '../../templates/fixtures.js'
import { pdftotext } from '../../render/helpers/poppler.js'
import { scriptFixture, type ScriptFixture } from '../../render/scripts/fixtures.js'
import { missingWords, notdefGlyphs } from '../../render/scripts/helpers.js'
import { SYMBOLS } from '../../render/scripts/probe/symbols.js'
import { deployBuild, ROOT } from '../build.js'
import { fetchWorker, startWorker, type StartedWorker } from './worker.js'

let worker: StartedWorker

beforeAll(async () => {
  deployBuild()
  worker = await startWorker({ config: join(ROOT, 'wrangler.toml'), env: 'render' })
}, 300_000)

afterAll(async () => {
  await worker?.dispose()
})

async function render(resume: unknown, template: string): Promise<Uint8Array> {
  const res = await fetchWorker(worker, '/api/render/pdf', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resume, template }) }, 90_000)
  expect(res.status, await res.clone().text().catch(() => '')).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

const chinese = FIXTURES.find((f) => f.name === 'Chinese')!
const cases: Array<[string, ScriptFixture]> = [
  ['Chinese', { name: 'Chinese', resume: chinese.resume, rtl: false, unspaced: true }],
  ['Arabic', scriptFixture('Arabic')],
  ['Hindi', scriptFixture('Hindi')],
]

describe('render Worker in workerd', () => {
  it.each(cases)('renders the %s resume with every word and no .notdef glyph', async (_, fixture) => {
    for (const template of ['rhyhorn', 'azurill']) {
      const pdf = await render(fixture.resume, template)
      const text = pdftotext(pdf)
      if (fixture.name === 'Chinese') {
        // pdftotext puts no spaces between CJK characters: compare them one by one.
        const squashed = text.replace(/\s+/g, '')
        for (const char of new Set(JSON.stringify(fixture.resume).match(/[\u3400-\u9fff\uff01-\uff65\u3000-\u303f]/g))) expect(squashed, template).toContain(char)
      } else expect(missingWords(text, fixture), template).toEqual([])
      expect(notdefGlyphs(pdf), template).toBe(0)
    }
  }, 180_000)

  it('draws symbols from the symbol fonts\' slices', async () => {
    const pdf = await render({ basics: { name: 'Ada Lovelace', label: SYMBOLS }, metadata: { typography: { font: { family: 'Lato' } } } }, 'rhyhorn')
    const text = pdftotext(pdf)
    expect(SYMBOLS.split(' ').filter((symbol) => !text.includes(symbol))).toEqual([])
    expect(notdefGlyphs(pdf)).toBe(0)
  }, 180_000)
})
