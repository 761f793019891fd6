/**
 * The Node bundles (npm start, the resume command) carry the CJK and symbol fonts as unicode-range
 * slices beside them (scripts/build-node.ts): a Chinese resume loads the slices of its characters,
 * not the whole 10 MB faces, a rating in stars the miscellaneous symbols' slice, and the text is
 * all there. The sources (tsx, these tests) read whole fonts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildNode } from '../../../scripts/build-node.js'
import { FIXTURES } from '../../templates/fixtures.js'
import { pdftotext } from '../helpers/poppler.js'
import { notdefGlyphs } from './helpers.js'
import { SYMBOLS } from './probe/symbols.js'

let dir: string | undefined

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** The probes, bundled once (the slices are cut once for both). */
async function built(): Promise<string> {
  if (dir) return join(dir, 'dist')
  dir = await mkdtemp(join(tmpdir(), 'node-slices-'))
  await buildNode({ probe: 'tests/render/scripts/probe/cjk-slices.ts', symbols: 'tests/render/scripts/probe/symbol-slices.ts' }, join(dir, 'dist'))
  return join(dir, 'dist')
}

const run = (out: string, probe: string) =>
  JSON.parse(execFileSync(process.execPath, [join(out, `${probe}.cjs`)], { encoding: 'utf8', maxBuffer: 1 << 24 })) as {
    fontFamilies: string[]
    pictographFamilies?: string[]
    pdf: string
  }

describe('font slices in the Node bundle', () => {
  it('renders a Chinese resume from the slices its characters need', async () => {
    const out = await built()
    expect(existsSync(join(out, 'font-slices', 'manifest.json'))).toBe(true)
    const result = run(out, 'probe')
    expect(result.fontFamilies.filter((f) => f.startsWith('Noto Sans SC'))).toEqual(['Noto Sans SC slice 0'])
    const pdf = new Uint8Array(Buffer.from(result.pdf, 'base64'))
    const text = pdftotext(pdf).replace(/\s+/g, '')
    const chinese = JSON.stringify(FIXTURES.find((f) => f.name === 'Chinese')!.resume).match(/[\u4e00-\u9fff]/g)!
    for (const char of new Set(chinese)) expect(text).toContain(char)
    expect(notdefGlyphs(pdf)).toBe(0)
  }, 120_000)

  it('renders stars, dots, checks and arrows from the slices of their blocks', async () => {
    const result = run(await built(), 'symbols')
    // Shapes, symbols and dingbats from three of Symbols 2's slices, arrows and operators from two
    // of Noto Sans Math's, the circled number and the note from two of Noto Sans Symbols'; not the
    // slices of the shapes an earlier font draws.
    expect(result.fontFamilies.filter((f) => /Math|Symbols/.test(f))).toEqual([
      'Noto Sans Symbols 2 slice 2',
      'Noto Sans Symbols 2 slice 3',
      'Noto Sans Symbols 2 slice 4',
      'Noto Sans Math slice 1',
      'Noto Sans Math slice 2',
      'Noto Sans Symbols slice 2',
      'Noto Sans Symbols slice 3',
    ])
    const pdf = new Uint8Array(Buffer.from(result.pdf, 'base64'))
    const text = pdftotext(pdf)
    for (const symbol of SYMBOLS.split(' ')) expect(text).toContain(symbol)
    expect(notdefGlyphs(pdf)).toBe(0)
    // The emoji font's ranges hold stars and checks too; the symbol slices draw all of these, so
    // it is not loaded, until a pictograph only it has comes along.
    expect(result.fontFamilies).not.toContain('Noto Emoji')
    expect(result.pictographFamilies).toContain('Noto Emoji')
  }, 120_000)
})
