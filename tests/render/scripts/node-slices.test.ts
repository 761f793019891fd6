/**
 * The Node bundles (npm start, the resume command) carry the CJK fonts as unicode-range slices
 * beside them (scripts/build-node.ts): a Chinese resume loads the slices of its characters, not
 * the whole 10 MB faces, and its text is all there. The sources (tsx, these tests) read whole fonts.
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

let dir: string | undefined

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('CJK font slices in the Node bundle', () => {
  it('renders a Chinese resume from the slices its characters need', async () => {
    dir = await mkdtemp(join(tmpdir(), 'node-slices-'))
    const out = join(dir, 'dist')
    await buildNode({ probe: 'tests/render/scripts/probe/cjk-slices.ts' }, out)
    expect(existsSync(join(out, 'font-slices', 'manifest.json'))).toBe(true)
    const result = JSON.parse(execFileSync(process.execPath, [join(out, 'probe.cjs')], { encoding: 'utf8', maxBuffer: 1 << 24 })) as { fontFamilies: string[]; pdf: string }
    expect(result.fontFamilies.filter((f) => f.startsWith('Noto Sans SC'))).toEqual(['Noto Sans SC 0'])
    const pdf = new Uint8Array(Buffer.from(result.pdf, 'base64'))
    const text = pdftotext(pdf).replace(/\s+/g, '')
    const chinese = JSON.stringify(FIXTURES.find((f) => f.name === 'Chinese')!.resume).match(/[\u4e00-\u9fff]/g)!
    for (const char of new Set(chinese)) expect(text).toContain(char)
    expect(notdefGlyphs(pdf)).toBe(0)
  }, 120_000)
})
