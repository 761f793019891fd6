import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseDocument, ParseError } from '../../../src/lib/parse/index.js'
import { MAX_PDF_OBJECTS } from '../../../src/lib/parse/pdf.js'
import { renderPdf } from '../../../src/lib/render/index.js'
import { validateResume, type ResumeData } from '../../../src/lib/schema/index.js'
import { pdfinfo } from '../helpers/poppler.js'

const SAMPLE = new URL('../../../../shared/samples/native-rrv4/reactive-resume-rhyhorn.json', import.meta.url)
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'))
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const parsePdf = async (bytes: Uint8Array) => (await parseDocument({ format: 'pdf', data: b64(bytes), base64: true })).resume

/** The refusal's message, timed (reported, not asserted: the machine is shared). */
async function refusal(bytes: Uint8Array): Promise<string> {
  const started = performance.now()
  const error = await parsePdf(bytes).then(
    () => undefined,
    (e: unknown) => e,
  )
  const ms = performance.now() - started
  expect(error).toBeInstanceOf(ParseError)
  expect((error as ParseError).status).toBe(400)
  console.log(`refused in ${ms.toFixed(0)} ms: ${(error as Error).message}`)
  return (error as Error).message
}

describe('the source inside the PDF', () => {
  let resume: ResumeData
  let withSource: Uint8Array
  let without: Uint8Array

  beforeAll(async () => {
    const result = validateResume(sample)
    if (!result.valid) throw new Error('sample must validate')
    resume = result.resume
    withSource = (await renderPdf(sample, { template: 'azurill' })).bytes
    without = (await renderPdf(sample, { template: 'azurill', embedSource: false })).bytes
  })

  it('reads back exactly the validated resume', async () => {
    const back = await parsePdf(withSource)
    expect(back).toEqual(resume)
    expect(JSON.stringify(back)).toBe(JSON.stringify(resume))
  })

  it('is resume.json, application/json, AFRelationship Source, in /AF and /Names /EmbeddedFiles, with the template id', async () => {
    const doc = await PDFDocument.load(withSource, { updateMetadata: false })
    const af = doc.catalog.lookup(PDFName.of('AF'))
    const names = doc.catalog.lookup(PDFName.of('Names'), PDFDict).lookup(PDFName.of('EmbeddedFiles'), PDFDict)
    const spec = doc.context.lookup((af as unknown as { get(i: number): unknown }).get(0) as never, PDFDict)
    expect(names.toString()).toContain('(resume.json)')
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Source'))
    expect(spec.lookup(PDFName.of('Desc'))!.toString()).toContain('template azurill)')
    const file = doc.context.lookup(spec.lookup(PDFName.of('EF'), PDFDict).get(PDFName.of('F'))) as PDFRawStream
    expect(file.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('application/json'))
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict)
    expect(info.get(PDFName.of('ResumeTemplate'))!.toString()).toBe('(azurill)')
  })

  it('poppler lists the attachment and opens the file without errors', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdfdoc-source-'))
    try {
      writeFileSync(join(dir, 'a.pdf'), withSource)
      expect(execFileSync('pdfdetach', ['-list', join(dir, 'a.pdf')], { encoding: 'utf8' })).toContain('resume.json')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    expect(pdfinfo(withSource).Pages).toBe('2')
  })

  it('adds less than 10 % to a 2-page PDF', () => {
    expect(pdfinfo(without).Pages).toBe('2')
    const added = (withSource.length - without.length) / without.length
    console.log(`source adds ${withSource.length - without.length} bytes to ${without.length} (${(added * 100).toFixed(1)} %)`)
    expect(added).toBeGreaterThan(0)
    expect(added).toBeLessThan(0.1)
  })

  it('embedSource false leaves the data out: the PDF is refused as carrying none', async () => {
    expect(Buffer.from(without).includes('resume.json')).toBe(false)
    expect(await refusal(without)).toMatch(/carries no resume data from this service/)
  })
})

describe('PDFs that are refused with a 400', () => {
  it('a PDF made elsewhere (pdf-lib)', async () => {
    const doc = await PDFDocument.create()
    doc.addPage().drawText('Ada Lovelace')
    await doc.attach(new TextEncoder().encode('{"basics":{}}'), 'notes.json', { mimeType: 'application/json' })
    expect(await refusal(await doc.save())).toMatch(/carries no resume data from this service/)
  })

  it('a truncated PDF, random bytes, an empty file, not a PDF', async () => {
    const { bytes } = await renderPdf(sample, { embedSource: true })
    expect(await refusal(bytes.subarray(0, Math.floor(bytes.length / 3)))).toMatch(/^pdf: /)
    const random = new Uint8Array(50_000).map((_, i) => (i * 7919 + (i >> 3) * 104729) % 251)
    expect(await refusal(random)).toMatch(/not a PDF/)
    expect(await refusal(new Uint8Array())).toMatch(/not a PDF/)
    expect(await refusal(new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...random]))).toMatch(/^pdf: /)
  })

  it('an encrypted PDF (qpdf --encrypt), even one rendered here', async () => {
    const { bytes } = await renderPdf(sample)
    const dir = mkdtempSync(join(tmpdir(), 'pdfdoc-enc-'))
    try {
      writeFileSync(join(dir, 'in.pdf'), bytes)
      execFileSync('qpdf', ['--encrypt', 'user', 'owner', '256', '--', join(dir, 'in.pdf'), join(dir, 'out.pdf')])
      expect(await refusal(new Uint8Array(readFileSync(join(dir, 'out.pdf'))))).toMatch(/encrypted/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([false, true])('a PDF with 100 000 objects (object streams: %s)', async (useObjectStreams) => {
    const doc = await PDFDocument.create()
    doc.addPage()
    const junk = doc.context.obj([])
    for (let i = 0; i < 100_000; i++) junk.push(doc.context.register(doc.context.obj({ N: i })))
    doc.catalog.set(PDFName.of('Junk'), doc.context.register(junk))
    const bytes = await doc.save({ useObjectStreams, objectsPerTick: Infinity })
    // The object cap stops it; on a busy machine the time cap may come first. Either is a 400.
    expect(await refusal(bytes)).toMatch(new RegExp(`more than ${MAX_PDF_OBJECTS} objects|took too long`))
  }, 60_000)

  it('an object stream that inflates past the cap (a decompression bomb)', async () => {
    const { deflateSync } = await import('node:zlib')
    const bomb = deflateSync(Buffer.alloc(64 * 2 ** 20, 0x20))
    const head = `%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`
    const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
    const bytes = Buffer.concat([Buffer.from(head, 'latin1'), bomb, Buffer.from(tail, 'latin1')])
    expect(await refusal(new Uint8Array(bytes))).toMatch(/^pdf: /)
  })

  it('4 MB of junk after a PDF header (the parser would try every byte for 15 s)', async () => {
    const junk = new Uint8Array(4_000_000).map((_, i) => (i * 7919 + (i >> 3) * 104729) % 251)
    junk.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await refusal(junk)).toMatch(/took too long to read/)
  })

  it('more than the size cap', async () => {
    const big = new Uint8Array(9 * 2 ** 20)
    big.set(new TextEncoder().encode('%PDF-1.7\n'))
    expect(await refusal(big)).toMatch(/the most that is read/)
  })
})
