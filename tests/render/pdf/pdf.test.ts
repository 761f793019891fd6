import { beforeAll, describe, expect, it } from 'vitest'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import type { Block, PagedDocument } from '../../../src/lib/render/page.js'
import { h, pageOf, poppler, satoriBlock } from './helpers.js'

const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('pdf() on Satori-made blocks', () => {
  let header: Block
  let body: Block
  let bytes: Uint8Array

  beforeAll(async () => {
    header = await satoriBlock(
      h('div', { display: 'flex', flexDirection: 'column', width: 500, fontFamily: 'Inter', color: '#111827' }, [
        h('div', { display: 'flex', fontSize: 24, fontWeight: 700 }, 'AVATAR Typography'),
        h('div', { display: 'flex', fontSize: 12, fontStyle: 'italic' }, 'Łódź Ελληνικά Кириллица'),
        h('a', { display: 'flex', fontSize: 11, color: '#2563eb', textDecoration: 'underline' }, 'portfolio.example', {
          href: 'https://portfolio.example/work',
        }),
      ]),
      500,
    )
    body = await satoriBlock(
      h('div', { display: 'flex', flexDirection: 'column', width: 500, fontFamily: 'Inter', fontSize: 11, border: '1px solid #d97706', borderRadius: 6, padding: 6 }, [
        h('div', { display: 'flex' }, 'First line of the body'),
        h('div', { display: 'flex' }, 'Second line with Wave and Yacht'),
        h('div', { display: 'flex' }, 'Third line reads last'),
      ]),
      500,
    )
    bytes = await pdf(pageOf([header, body]))
  })

  it('opens in poppler without errors and carries the metadata', () => {
    const { stdout, stderr } = poppler('pdfinfo', bytes)
    expect(stderr).toBe('')
    expect(stdout).toMatch(/^Title:\s+Test Title$/m)
    expect(stdout).toMatch(/^Author:\s+Test Author$/m)
    expect(stdout).toMatch(/^Subject:\s+Test Subject$/m)
    expect(stdout).toMatch(/^Producer:\s+resume-service$/m)
    expect(stdout).toMatch(/^Pages:\s+1$/m)
  })

  it('keeps every word as text, in reading order, separated by spaces', () => {
    const { stdout } = poppler('pdftotext', bytes)
    const expected = [
      'AVATAR Typography',
      'Łódź Ελληνικά Кириллица',
      'portfolio.example',
      'First line of the body',
      'Second line with Wave and Yacht',
      'Third line reads last',
    ].flatMap(words)
    expect(words(stdout)).toEqual(expected)
  })

  it('turns links into URI annotations that pdfinfo -url lists', () => {
    const { stdout } = poppler('pdfinfo', bytes, ['-url'])
    expect(stdout).toMatch(/^\s*1\s+Annotation\s+https:\/\/portfolio\.example\/work$/m)
  })

  it('embeds every font as a subset and stays small', () => {
    const rows = poppler('pdffonts', bytes).stdout.split('\n').slice(2).filter(Boolean)
    expect(rows.map((row) => row.split(/\s+/)[0])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z]{6}\+Inter-Bold$/), expect.stringMatching(/^[A-Z]{6}\+Inter-Italic$/)]),
    )
    // Columns emb, sub, uni: embedded, subset, with a ToUnicode map.
    for (const row of rows) expect(row).toMatch(/CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/)
    expect(bytes.length).toBeLessThan(60_000)
  })

  it('shows a block split across two pages once: each slice carries only its own lines', async () => {
    const cut = body.height / 2
    const page = (clipTop: number, clipBottom: number) => ({
      width: 595.28,
      height: 841.89,
      background: '#ffffff',
      backdrops: [],
      blocks: [{ block: body, x: 36, y: 36, clipTop, clipBottom }],
    })
    const doc: PagedDocument = { ...pageOf([]), pages: [page(0, cut), page(cut, body.height)] }
    const text = poppler('pdftotext', await pdf(doc)).stdout
    const all = words(text)
    for (const word of ['First', 'Second', 'Third']) expect(all.filter((w) => w === word)).toHaveLength(1)
    const [first, second] = text.split('\f')
    expect(first).toContain('First')
    expect(second).toContain('Third')
  })

  it('writes only http(s) and mailto links, clipped to the visible slice', async () => {
    const block: Block = {
      ...header,
      links: [
        { x: 0, y: 0, width: 50, height: 10, href: 'javascript:alert(1)' },
        { x: 0, y: 0, width: 50, height: 10, href: 'mailto:ada@example.com' },
        { x: 0, y: 500, width: 50, height: 10, href: 'https://hidden.example' },
      ],
    }
    const { stdout } = poppler('pdfinfo', await pdf(pageOf([block])), ['-url'])
    expect(stdout).toContain('mailto:ada@example.com')
    expect(stdout).not.toContain('javascript')
    expect(stdout).not.toContain('hidden.example')
  })

  it('draws CJK text from the CJK fallback face, subset and extractable', async () => {
    const block = await satoriBlock(
      h('div', { display: 'flex', width: 300, fontFamily: 'Inter', fontSize: 14 }, 'Tokyo 東京大学 Seoul'),
      300,
      'Inter',
      ['Noto Sans SC'],
    )
    const doc = { ...pageOf([block]), fontFamilies: ['Inter', 'Noto Sans', 'Noto Sans SC'] }
    const bytes = await pdf(doc)
    expect(words(poppler('pdftotext', bytes).stdout)).toEqual(['Tokyo', '東京大学', 'Seoul'])
    expect(poppler('pdffonts', bytes).stdout).toMatch(/\+NotoSansSC-Regular\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/)
    // A subset of four ideographs, not the 10 MB font.
    expect(bytes.length).toBeLessThan(80_000)
  })

  it('skips what it cannot draw instead of failing', async () => {
    const block: Block = {
      key: 'odd',
      width: 200,
      height: 100,
      links: [],
      svg:
        '<svg width="200" height="100" xmlns="http://www.w3.org/2000/svg"><foreignObject/><path d="M10 10 L zz"/>' +
        '<image x="0" y="0" width="10" height="10" href="data:image/webp;base64,UklGRg=="/>' +
        '<image x="0" y="0" width="10" height="10" href="data:image/png;base64,AAAA"/>' +
        '<rect x="0" y="0" width="10" height="10" fill="url(#missing)"/><text x="5" y="50" font-size="10" font-family="nope">ok</text>' +
        '<unknown><text>x</text></unknown><rect width="oops"',
    }
    const bytes = await pdf(pageOf([block]))
    expect(poppler('pdfinfo', bytes).stderr).toBe('')
    expect(poppler('pdftotext', bytes).stdout.trim()).toBe('ok')
  })
})
