import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPdf } from '../../../src/lib/render/index.js'

const SAMPLE = new URL('../../../../shared/samples/native-rrv4/reactive-resume-rhyhorn.json', import.meta.url)
const sample = JSON.parse(readFileSync(SAMPLE, 'utf8'))

function poppler(bytes: Uint8Array, args: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdfdoc-meta-'))
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes)
    return execFileSync(args[0]!, [...args.slice(1), join(dir, 'a.pdf')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('document metadata (PDF/A-3b, PDF/UA)', () => {
  let bytes: Uint8Array
  let doc: PDFDocument

  beforeAll(async () => {
    bytes = (await renderPdf({ ...sample, basics: { ...sample.basics, label: 'Engineer & <Lead>' } })).bytes
    doc = await PDFDocument.load(bytes, { updateMetadata: false })
  })

  it('has XMP saying what the information dictionary says, with the PDF/A-3B identification', () => {
    const info = poppler(bytes, ['pdfinfo'])
    expect(info).toMatch(/Metadata Stream: yes/)
    const xmp = poppler(bytes, ['pdfinfo', '-meta'])
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>')
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>')
    expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>')
    expect(xmp).toContain('<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>')
    expect(xmp).toContain(`<rdf:li xml:lang="x-default">${sample.basics.name} - Resume</rdf:li>`)
    expect(xmp).toContain('<rdf:li xml:lang="x-default">Engineer &amp; &lt;Lead&gt;</rdf:li>')
    expect(info).toMatch(new RegExp(`Title: +${sample.basics.name} - Resume`))
    expect(info).toMatch(/Subject: +Engineer & <Lead>/)
    const created = /<xmp:CreateDate>([^<]+)</.exec(xmp)![1]!
    const infoDate = doc.getCreationDate()!
    expect(new Date(created).getTime()).toBe(infoDate.getTime())
    const stream = doc.context.lookup(doc.catalog.get(PDFName.of('Metadata'))) as PDFRawStream
    expect(stream.dict.get(PDFName.of('Filter'))).toBeUndefined()
  })

  it('sets /Lang, DisplayDocTitle, an sRGB output intent and a file identifier', () => {
    expect((doc.catalog.lookup(PDFName.of('Lang')) as PDFString).decodeText()).toBe('en')
    const prefs = doc.catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict)
    expect(prefs.get(PDFName.of('DisplayDocTitle'))!.toString()).toBe('true')
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray)
    const intent = intents.lookup(0, PDFDict)
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'))
    const icc = intent.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream
    expect(icc.dict.get(PDFName.of('N'))!.toString()).toBe('3')
    expect(doc.context.trailerInfo.ID).toBeDefined()
    expect(poppler(bytes, ['qpdf', '--check'])).toMatch(/No syntax or stream encoding errors/)
  })

  it('takes the language from the text, or metadata.locale when given', async () => {
    const zh = {
      ...sample,
      basics: { ...sample.basics, name: '王小明', label: '高级软件工程师' },
      sections: { summary: { name: '简介', content: '<p>十年分布式系统经验，负责支付平台的架构设计与性能优化，带领八人团队完成核心系统迁移。</p>' } },
    }
    const zhDoc = await PDFDocument.load((await renderPdf(zh)).bytes, { updateMetadata: false })
    expect((zhDoc.catalog.lookup(PDFName.of('Lang')) as PDFString).decodeText()).toBe('zh')
    const pl = { ...sample, metadata: { ...sample.metadata, locale: 'pl-PL' } }
    const plDoc = await PDFDocument.load((await renderPdf(pl)).bytes, { updateMetadata: false })
    expect((plDoc.catalog.lookup(PDFName.of('Lang')) as PDFString).decodeText()).toBe('pl-PL')
  }, 60_000)
})
