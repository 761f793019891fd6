import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDict, PDFDocument, PDFName, PDFString, PDFHexString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderPdf } from '../../../src/lib/render/index.js'
import { PDFDocument as Writer } from '../../../src/lib/render/pdf/pdf-lib.js'
import { StructureTree } from '../../../src/lib/render/pdf/tags.js'
import { validateResume, type ResumeData } from '../../../src/lib/schema/index.js'
import { TEMPLATES } from '../../../src/templates/catalog.js'
import { sampleFor } from '../../../src/templates/sample.js'

interface Node {
  type: string
  text: string
  children: Node[]
}

/** `pdfinfo -struct-text` as a tree: element lines (`H2 (block)`) and quoted text lines, by indent. */
function structTree(output: string): Node {
  const root: Node = { type: 'root', text: '', children: [] }
  const stack: Array<{ indent: number; node: Node }> = [{ indent: -1, node: root }]
  for (const line of output.split('\n')) {
    if (line.trim() === '') continue
    const indent = line.length - line.trimStart().length
    while (stack.length > 1 && stack.at(-1)!.indent >= indent) stack.pop()
    const parent = stack.at(-1)!.node
    const text = /^\s*"(.*)"$/.exec(line)
    if (text) {
      parent.text += text[1]
      continue
    }
    const node: Node = { type: line.trim().split(' ')[0]!, text: '', children: [] }
    parent.children.push(node)
    stack.push({ indent, node })
  }
  return root
}

const all = (node: Node, type: string): Node[] =>
  node.children.flatMap((c) => (c.type === type ? [c, ...all(c, type)] : all(c, type)))
const textOf = (node: Node): string => node.text + node.children.map(textOf).join('')
const squash = (s: string) => s.replace(/\s+/g, '')

/** Bullet texts of every summary in the resume (`<li>` items). */
const bullets = (resume: ResumeData): string[] =>
  [...JSON.stringify(resume).matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdfdoc-struct-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const run = (tool: string, args: string[], file: string) =>
  execFileSync(tool, [...args, file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

describe.each(TEMPLATES.map((t) => [t.id, t] as const))('the structure tree of %s', (id, info) => {
  const input = sampleFor(info)
  let resume: ResumeData
  let file: string
  let tree: Node
  let bytes: Uint8Array

  beforeAll(async () => {
    const result = validateResume(input)
    if (!result.valid) throw new Error('sample must validate')
    resume = result.resume
    bytes = (await renderPdf(input, { template: id })).bytes
    file = join(dir, `${id}.pdf`)
    writeFileSync(file, bytes)
    tree = structTree(run('pdfinfo', ['-struct-text'], file))
  })

  it('is a tagged PDF that qpdf and poppler read without errors', () => {
    expect(run('pdfinfo', [], file)).toMatch(/Tagged: +yes/)
    expect(run('qpdf', ['--check'], file)).toMatch(/No syntax or stream encoding errors/)
  })

  it('has the name as the one H1 and every section heading as an H2', () => {
    const h1 = all(tree, 'H1')
    expect(h1).toHaveLength(1)
    expect(textOf(h1[0]!).trim()).toBe(resume.basics.name)
    const headings = all(tree, 'H2').map((n) => squash(textOf(n)).toLowerCase())
    type Shown = { visible: boolean; name: string; content?: string; items?: Array<{ visible: boolean }> }
    const sections = (Object.values(resume.sections) as Shown[]).filter(
      (s) => s.visible && (s.content !== undefined ? s.content.trim() !== '' : (s.items ?? []).some((i) => i.visible)),
    )
    expect(sections.length).toBeGreaterThan(3)
    for (const section of sections) expect(headings).toContain(squash(section.name).toLowerCase())
  })

  it('has every bullet as a list item (L > LI > Lbl + LBody)', () => {
    const items = all(tree, 'L').flatMap((l) => l.children.filter((c) => c.type === 'LI'))
    const bodies = items.map((li) => {
      expect(li.children.map((c) => c.type)).toEqual(['Lbl', 'LBody'])
      return squash(textOf(li.children[1]!))
    })
    const expected = bullets(resume)
    expect(expected.length).toBeGreaterThan(0)
    for (const bullet of expected) expect(bodies).toContain(squash(bullet))
  })

  it('holds all the text, in the order it is drawn (reading order: main column, then sidebar)', () => {
    const drawn = squash(execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }))
    expect(squash(textOf(tree))).toBe(drawn)
  })

  it('has the picture as a Figure with the name as /Alt, and links as Link elements with their annotation', async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false })
    const elems = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('StructElem'))
    const figures = elems.filter((e) => e.get(PDFName.of('S')) === PDFName.of('Figure'))
    expect(figures).toHaveLength(1)
    const alt = figures[0]!.get(PDFName.of('Alt'))
    expect(alt instanceof PDFString || alt instanceof PDFHexString ? alt.decodeText() : undefined).toBe(resume.basics.name)
    const links = all(tree, 'Link')
    expect(links.length).toBeGreaterThan(2)
    // poppler prints a Link's annotation (its OBJR) as `Object <n> <gen>`.
    for (const link of links) expect(link.children.map((c) => c.type)).toContain('Object')
    const root = doc.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict)
    expect(root.get(PDFName.of('ParentTree'))).toBeDefined()
    expect(doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))!.toString()).toBe('true')
  })
})

describe('structure elements written as text', () => {
  it('read back as pdf-lib would have written them: a paragraph split across pages holds its page-2 content as MCRs, a Figure its /Alt', async () => {
    const block = {
      key: 'split',
      width: 100,
      height: 40,
      svg: '',
      links: [],
      roles: [
        { role: 'P' as const, x: 0, y: 0, width: 100, height: 40, parent: -1 },
        { role: 'Figure' as const, x: 0, y: 0, width: 10, height: 10, parent: -1, alt: 'Zoë (photo)' },
      ],
    }
    const doc = await Writer.create({ updateMetadata: false })
    const tree = new StructureTree(2)
    tree.beginPage()
    const first = tree.block({ block, x: 0, y: 0, clipTop: 0, clipBottom: 20 })
    const opened = [first.mark(1).open(), first.mark(0).open(), first.mark(0).open()]
    tree.beginPage()
    const rest = tree.block({ block, x: 0, y: 0, clipTop: 20, clipBottom: 40 })
    opened.push(rest.mark(0).open())
    expect(opened).toEqual(['/Figure <</MCID 0>> BDC', '/P <</MCID 1>> BDC', '/P <</MCID 2>> BDC', '/P <</MCID 0>> BDC'])
    const pages = [doc.addPage(), doc.addPage()]
    doc.catalog.set(PDFName.of('StructTreeRoot'), tree.write(doc.context, pages.map((p) => p.ref)))
    const saved = await PDFDocument.load(await doc.save(), { updateMetadata: false })
    const elems = saved.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('StructElem'))
    const [page1, page2] = saved.getPages().map((p) => p.ref.toString())
    const byType = (s: string) => elems.find((e) => e.get(PDFName.of('S')) === PDFName.of(s))!
    const paragraph = byType('P')
    expect(paragraph.get(PDFName.of('Pg'))!.toString()).toBe(page1)
    expect(paragraph.get(PDFName.of('K'))!.toString()).toBe(`[ 1 2 <<\n/Type /MCR\n/Pg ${page2}\n/MCID 0\n>> ]`)
    const alt = byType('Figure').get(PDFName.of('Alt'))
    expect(alt instanceof PDFHexString ? alt.decodeText() : undefined).toBe('Zoë (photo)')
    expect(byType('Document').get(PDFName.of('K'))!.toString()).toMatch(/^\[ \d+ 0 R \d+ 0 R \]$/)
  })
})
