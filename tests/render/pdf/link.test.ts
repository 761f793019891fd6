import type { PDFNumber as Num } from 'pdf-lib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from '../../../src/lib/render/pdf/pdf-lib.js'
import { describe, expect, it } from 'vitest'
import { linkAnnotations } from '../../../src/lib/render/pdf/link.js'
import type { Page } from '../../../src/lib/render/page.js'

const block = (links: Page['blocks'][number]['block']['links']) => ({ key: 'k', width: 200, height: 300, svg: '<svg/>', links })
const pageOf = (blocks: Page['blocks']): Page => ({ width: 600, height: 800, background: '#fff', backdrops: [], blocks })

describe('linkAnnotations', () => {
  it('places the visible part of a link in PDF page space (y up)', async () => {
    const doc = await PDFDocument.create()
    // The block's slice [100, 300) starts at y = 40 on the page.
    const page = pageOf([
      { block: block([{ x: 10, y: 90, width: 50, height: 20, href: 'https://a.example/ü' }]), x: 30, y: 40, clipTop: 100, clipBottom: 300 },
    ])
    const [ref] = linkAnnotations(page, doc.context)
    // Read back from the saved file: annotations are written as text, not pdf-lib dictionaries.
    const saved = await PDFDocument.load(await doc.save())
    const annotation = saved.context.lookup(ref!, PDFDict)
    const rect = annotation.lookup(PDFName.of('Rect'), PDFArray).asArray().map((v) => (v as Num).asNumber())
    // Visible from block y 100 to 110 -> page y 40..50 -> PDF y 760..750.
    expect(rect).toEqual([40, 750, 90, 760])
    const action = annotation.lookup(PDFName.of('A'), PDFDict)
    expect(action.lookup(PDFName.of('URI'), PDFString).asString()).toBe('https://a.example/%C3%BC')
  })

  it('writes nothing for links outside the slice or with unsafe schemes', async () => {
    const doc = await PDFDocument.create()
    const page = pageOf([
      {
        block: block([
          { x: 0, y: 0, width: 50, height: 20, href: 'https://above.example' },
          { x: 0, y: 150, width: 50, height: 20, href: 'javascript:alert(1)' },
          { x: 0, y: 150, width: 50, height: 20, href: 'file:///etc/passwd' },
        ]),
        x: 0,
        y: 0,
        clipTop: 100,
        clipBottom: 300,
      },
    ])
    expect(linkAnnotations(page, doc.context)).toEqual([])
  })
})
