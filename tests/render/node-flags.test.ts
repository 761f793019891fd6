/**
 * `npm start` runs the server with V8 heap limits (package.json) to keep its memory flat: the
 * largest resumes must still render under them, bundled and launched as `npm start` does, not crash
 * the process when the heap runs short.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import pkg from '../../package.json' with { type: 'json' }
import { buildNode } from '../../scripts/build-node.js'

// `[NAME=value ...] node <flags> <launcher> <bundle>`
const words = pkg.scripts.start.split(/\s+/)
const env = Object.fromEntries(words.filter((w, i) => words.slice(0, i + 1).every((v) => v.includes('='))).map((a) => a.split('=', 2)))
const [, ...start] = words.slice(Object.keys(env).length)
const flags = start.filter((arg) => arg.startsWith('--'))
const launcher = resolve(import.meta.dirname, '../..', start.find((arg) => !arg.startsWith('--'))!)
let out: string | undefined

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true })
})

describe('renders under the node flags of npm start', () => {
  it('sets a heap limit', () => {
    expect(flags.some((f) => f.startsWith('--max-old-space-size='))).toBe(true)
  })

  it('keeps glibc to one malloc arena', () => {
    // V8's worker thread otherwise gets an arena of its own, which held 20 MB or more of the server's memory.
    expect(env.MALLOC_ARENA_MAX).toBe('1')
  })

  it('renders seven pages, CJK, and seven pages of CJK as PDF and every PNG page', { timeout: 600_000 }, async () => {
    out = await mkdtemp(join(tmpdir(), 'node-flags-'))
    await buildNode({ child: 'tests/render/helpers/big-renders.ts' }, out)
    // A non-ASCII character left in a bundle (esbuild keeps them in regular expression literals)
    // makes V8 hold the whole source at two bytes per character (scripts/build-node.ts).
    expect(/[^\0-\x7f]/.exec(await readFile(join(out, 'child.cjs'), 'latin1'))?.index).toBeUndefined()
    const stdout = execFileSync(process.execPath, [...flags, launcher, join(out, 'child.cjs')], { env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 1 << 20 })
    const { results } = JSON.parse(stdout.trim().split('\n').at(-1)!) as { results: Record<string, { pdfPages: number }> }
    expect(results['seven pages']!.pdfPages).toBeGreaterThanOrEqual(7)
    expect(results['Chinese']!.pdfPages).toBe(1)
    expect(results['seven pages CJK']!.pdfPages).toBeGreaterThanOrEqual(7)
  })
})
