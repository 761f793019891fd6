/**
 * The core HTTP checks every runtime passes (issue 6, "Done when"), written once against a
 * `fetch` per route group, so workerd and Lambda run exactly the same assertions.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { expect } from 'vitest'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import type { BuildReport } from '../../scripts/build.js'

export type GroupFetch = (group: string, path: string, init?: RequestInit) => Promise<Response>

export interface Check {
  name: string
  run: (fetch: GroupFetch, build: BuildReport) => Promise<void>
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const pngSize = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

export function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'))
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf)
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const JSON_RESUME = {
  basics: { name: 'Ada Lovelace', label: 'Analyst', email: 'ada@example.com' },
  work: [{ name: 'Analytical Engines', position: 'Programmer', startDate: '1842-01-01' }],
}

export const CHECKS: Check[] = [
  {
    name: 'health answers ok',
    run: async (fetch) => {
      const res = await fetch('health', '/health')
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('ok')
    },
  },
  {
    name: 'version reports the commit and time of the build',
    run: async (fetch, build) => {
      const res = await fetch('health', '/version')
      expect(res.status).toBe(200)
      const version = await res.json()
      expect(version).toEqual({ version: build.version, commit: build.commit, built_at: build.built_at })
      expect(version.commit).toMatch(/^[0-9a-f]{7}$/)
      expect(version.built_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    },
  },
  {
    name: 'templates lists all 12, rhyhorn first',
    run: async (fetch) => {
      const res = await fetch('templates', '/api/templates')
      expect(res.status).toBe(200)
      const templates = (await res.json()) as Array<{ id: string; theme: Record<string, string> }>
      expect(templates).toHaveLength(12)
      expect(templates[0]!.id).toBe('rhyhorn')
      expect(templates[0]!.theme.primary).toBe('#65a30d')
    },
  },
  {
    name: 'a thumbnail is a PNG cached for a day, with an ETag that answers 304',
    run: async (fetch) => {
      const res = await fetch('templates', '/api/templates/azurill/thumbnail')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
      const etag = res.headers.get('etag')
      expect(etag).toMatch(/^"[^"]+"$/)
      const png = new Uint8Array(await res.arrayBuffer())
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
      expect(pngSize(png)).toEqual({ width: 1191, height: 1684 })
      const again = await fetch('templates', '/api/templates/azurill/thumbnail', { headers: { 'if-none-match': etag! } })
      expect(again.status).toBe(304)
      expect((await fetch('templates', '/api/templates/nope/thumbnail')).status).toBe(404)
    },
  },
  {
    name: 'parse converts a JSON Resume',
    run: async (fetch) => {
      const res = await fetch('parse', '/api/parse', post({ format: 'json-resume', data: JSON.stringify(JSON_RESUME) }))
      expect(res.status).toBe(200)
      const resume = await res.json()
      expect(resume.basics.name).toBe('Ada Lovelace')
      expect(resume.basics.label).toBe('Analyst')
      expect(resume.sections.experience.items[0].company).toBe('Analytical Engines')
      const bad = await fetch('parse', '/api/parse', post({ format: 'json-resume', data: '{not json' }))
      expect(bad.status).toBe(400)
      expect(typeof (await bad.json()).error).toBe('string')
    },
  },
  {
    name: 'validate answers valid and invalid resumes with 200',
    run: async (fetch) => {
      const ok = await fetch('parse', '/api/validate', post(SAMPLE_RESUME))
      expect(ok.status).toBe(200)
      expect(await ok.json()).toEqual({ valid: true })
      const bad = await fetch('parse', '/api/validate', post({ ...SAMPLE_RESUME, basics: { ...SAMPLE_RESUME.basics, email: 'nope' } }))
      expect(bad.status).toBe(200)
      expect(await bad.json()).toEqual({ valid: false, errors: ['basics.email: Invalid email address'] })
    },
  },
  {
    name: 'render/pdf answers a PDF with real text',
    run: async (fetch) => {
      const res = await fetch('render', '/api/render/pdf', post({ resume: SAMPLE_RESUME, template: 'azurill' }))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      const pdf = new Uint8Array(await res.arrayBuffer())
      expect(new TextDecoder().decode(pdf.subarray(0, 4))).toBe('%PDF')
      expect(pdfText(pdf)).toContain(SAMPLE_RESUME.basics.name)
      const invalid = await fetch('render', '/api/render/pdf', post({ resume: { basics: { email: 'nope' } } }))
      // The body says why when it is not the 422 (the error, or the runtime's own page).
      expect({ status: invalid.status, body: await invalid.json() }).toEqual({
        status: 422,
        body: { error: 'Invalid resume', errors: ['basics.email: Invalid email address'] },
      })
    },
  },
  {
    name: 'render/preview answers a 2x PNG page with X-Total-Pages',
    run: async (fetch) => {
      const res = await fetch('render', '/api/render/preview', post({ resume: SAMPLE_RESUME, template: 'rhyhorn', page: 0 }))
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(Number(res.headers.get('x-total-pages'))).toBeGreaterThanOrEqual(1)
      const png = new Uint8Array(await res.arrayBuffer())
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE)
      expect(pngSize(png)).toEqual({ width: 1191, height: 1684 })
      // Decoded whole (zlib checks the stream's Adler-32, pngjs each chunk's CRC): a page with text on it.
      const image = PNG.sync.read(Buffer.from(png))
      let dark = 0
      for (let i = 0; i < image.data.length; i += 4) if (image.data[i]! < 128) dark++
      expect(dark).toBeGreaterThan(5000)
    },
  },
]
