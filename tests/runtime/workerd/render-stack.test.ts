/**
 * The render stack in real workerd: Satori 0.63 (through the precompiled-wasm shim), resvg-wasm and
 * pdf-lib + fontkit, in a Worker built the way the deploy build bundles them.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSatoriWasm } from '../../../scripts/build-wasm.js'
import { bundleWorker, WORKER_DEFINE, WORKER_MODULE_RULES } from '../../../scripts/build-workers.js'
import { fetchWorker, startWorker, type StartedWorker } from './worker.js'

const dir = mkdtempSync(join(tmpdir(), 'render-stack-'))
let worker: StartedWorker

beforeAll(async () => {
  await writeSatoriWasm(join(dir, 'wasm'))
  await bundleWorker({
    entry: { file: 'tests/runtime/workerd/fixtures/render-probe.ts' },
    outdir: join(dir, 'worker'),
    satoriWasmDir: join(dir, 'wasm'),
    define: WORKER_DEFINE,
  })
  worker = await startWorker({
    name: 'render-probe',
    entrypoint: join(dir, 'worker', 'index.js'),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    build: { bundle: false, moduleRules: WORKER_MODULE_RULES },
  })
})

afterAll(async () => {
  await worker?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

describe('render stack in workerd', () => {
  it('lays out text with Satori (HarfBuzz shaping) to SVG', async () => {
    const res = await fetchWorker(worker, '/svg')
    expect(res.status).toBe(200)
    const svg = await res.text()
    expect(svg).toMatch(/^<svg width="240" height="48"/)
    // Text is drawn as glyph paths: shaping ran.
    expect(svg).toMatch(/<path [^>]*d="M[0-9]/)
  })

  it('rasterises the SVG at 2x with resvg-wasm', async () => {
    const res = await fetchWorker(worker, '/png')
    expect(res.status).toBe(200)
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(480)
    expect(png.readUInt32BE(20)).toBe(96)
  })

  it('writes a PDF whose text extracts (embedded, subset TTF)', async () => {
    const res = await fetchWorker(worker, '/pdf')
    expect(res.status).toBe(200)
    const pdf = Buffer.from(await res.arrayBuffer())
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
    const file = join(dir, 'probe.pdf')
    writeFileSync(file, pdf)
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Résumé Łódź')
  })
})
