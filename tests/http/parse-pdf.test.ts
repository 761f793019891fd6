import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateResume } from '../../src/lib/schema/index.js'
import { runCli } from '../cli/run.js'
import { postJson, testApp } from '../helpers/app.js'

const SAMPLE = new URL('../../../shared/samples/native-rrv4/reactive-resume-rhyhorn.json', import.meta.url)
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'))
const validated = (() => {
  const result = validateResume(sample)
  if (!result.valid) throw new Error('sample must validate')
  return result.resume
})()
const app = testApp()
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

async function renderOverHttp(body: Record<string, unknown>): Promise<Uint8Array> {
  const res = await postJson(app, '/api/render/pdf', { resume: sample, ...body })
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

describe('POST /api/parse with format "pdf"', () => {
  let pdf: Uint8Array

  beforeAll(async () => {
    pdf = await renderOverHttp({ template: 'pikachu' })
  })

  it('gives back exactly the validated resume a rendered PDF carries', async () => {
    const res = await postJson(app, '/api/parse', { format: 'pdf', data: b64(pdf), base64: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(validated)
  })

  it('format "auto" detects a PDF', async () => {
    const res = await postJson(app, '/api/parse', { format: 'auto', data: b64(pdf), base64: true })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(validated)
  })

  it('embedSource: false on the render request leaves the data out', async () => {
    const without = await renderOverHttp({ template: 'pikachu', embedSource: false })
    expect(without.length).toBeLessThan(pdf.length)
    const res = await postJson(app, '/api/parse', { format: 'pdf', data: b64(without), base64: true })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatch(/carries no resume data from this service/)
  })

  it('refuses other PDFs, broken ones and non-base64 data with 400 {error}, and stays healthy', async () => {
    const elsewhere = await PDFDocument.create()
    elsewhere.addPage().drawText('Ada Lovelace')
    const cases: Array<[unknown, RegExp]> = [
      [{ format: 'pdf', data: b64(await elsewhere.save()), base64: true }, /carries no resume data from this service/],
      [{ format: 'pdf', data: b64(pdf.subarray(0, 4000)), base64: true }, /^pdf: /],
      [{ format: 'pdf', data: b64(new Uint8Array(3000).fill(7)), base64: true }, /not a PDF/],
      [{ format: 'pdf', data: '%PDF-1.7', base64: false }, /base64/],
      [{ format: 'pdf', data: '!!!', base64: true }, /base64/],
    ]
    for (const [body, message] of cases) {
      const res = await postJson(app, '/api/parse', body)
      expect(res.status).toBe(400)
      expect((await res.json()).error).toMatch(message)
    }
    expect((await app.request('/health')).status).toBe(200)
    const again = await postJson(app, '/api/parse', { format: 'pdf', data: b64(pdf), base64: true })
    expect(again.status).toBe(200)
  })
})

describe('the CLI', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pdfdoc-cli-'))
    writeFileSync(join(dir, 'resume.json'), JSON.stringify(sample))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('resume parse file.pdf detects the PDF and prints the resume it was rendered from', async () => {
    const render = await runCli(['render', join(dir, 'resume.json'), '-o', join(dir, 'out.pdf')])
    expect(render.code).toBe(0)
    const parse = await runCli(['parse', join(dir, 'out.pdf')])
    expect(parse.stderr).toBe('')
    expect(parse.code).toBe(0)
    expect(JSON.parse(parse.stdout.toString())).toEqual(validated)
  }, 30_000)

  it('render --no-source makes a PDF that parse refuses', async () => {
    const render = await runCli(['render', join(dir, 'resume.json'), '--no-source', '-o', join(dir, 'bare.pdf')])
    expect(render.code).toBe(0)
    const parse = await runCli(['parse', join(dir, 'bare.pdf')])
    expect(parse.code).toBe(2)
    expect(parse.stderr).toMatch(/carries no resume data from this service/)
  }, 30_000)
})
