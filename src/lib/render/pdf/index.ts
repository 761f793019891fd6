/**
 * @module
 * The PDF exporter: a `PagedDocument` (pages of Satori block SVGs) -> PDF bytes with pdf-lib, text
 * kept as real, selectable text in subset fonts, links as URI annotations, blocks drawn in the
 * order given (that order is the reading order text extraction sees). The document is tagged (a
 * structure tree from the templates' roles, tags.ts), carries PDF/A-3b and PDF/UA metadata
 * (metadata.ts) and, when given, the resume it was rendered from (source.ts).
 */
import { createHash } from 'node:crypto'
import { PDFDocument, PDFName, PDFNumber, type PDFRef } from './pdf-lib.js'
import type { FontFace } from '../fonts/index.js'
import type { PagedDocument, Page } from '../page.js'
import { loadHarfBuzz } from '../harfbuzz.js'
import { defaultFaces, faceSetOf } from '../shaping.js'
import { parsedBlock, type SvgDocument } from '../svg.js'
import { ARTIFACT, Content, n } from './content.js'
import { drawSvg, type DrawContext } from './draw.js'
import { registerFlate } from './flate.js'
import { DocumentFonts } from './fonts.js'
import { DocumentImages } from './image.js'
import { linkAnnotations, type LinkTagger } from './link.js'
import { parseColor } from '../color.js'
import { rect } from './path.js'
import { embedSource, type EmbeddedSource } from './source.js'
import { setFileId, writeMetadata } from './metadata.js'
import { StructureTree, type BlockTags } from './tags.js'

/** The name metrics and benchmarks use for this stage. */
export const PDF_TIMING = 'render.pdf'

export interface PdfOptions {
  /**
   * The faces Satori was given, in the same order (the per-character fallback depends on it).
   * Default: the bundled faces of `document.fontFamilies`.
   */
  fonts?: readonly FontFace[]
  /** Producer and creator written to the document information. Default: `resume-service`. */
  producer?: string
  /**
   * Pack objects into compressed object streams. Default: false: on a 2-page resume they save
   * about 10 % of the bytes (21.7 vs 24.3 KB) for about 2.5 ms of JavaScript deflate.
   */
  useObjectStreams?: boolean
  /** The resume to attach as `resume.json` with its template id; nothing is attached without it. */
  source?: EmbeddedSource
}

/**
 * Starts loading what the writer needs (HarfBuzz: its wasm compiles off the main thread) so that it
 * overlaps the layout; a failure surfaces when pdf() awaits it.
 */
export const preparePdf = (): void => void loadHarfBuzz().catch(() => {})

/** Renders the pages to a PDF with real text. */
export async function pdf(document: PagedDocument, options: PdfOptions = {}): Promise<Uint8Array> {
  await loadHarfBuzz()
  const doc = await PDFDocument.create({ updateMetadata: false })
  const now = new Date()
  writeMetadata(doc, {
    title: document.title,
    author: document.author,
    subject: document.subject,
    lang: document.lang ?? 'en',
    producer: options.producer ?? 'resume-service',
    date: now,
    tagged: true,
  })

  const ctx: DrawContext = {
    content: new Content(),
    faces: faceSetOf(options.fonts ?? defaultFaces(document.fontFamilies)),
    fonts: new DocumentFonts(),
    images: new DocumentImages(),
    gstates: new Map(),
  }
  const svgs = document.pages.map((page) => page.blocks.map((placed) => parsedBlock(placed.block)))
  await ctx.images.prepare(svgs.flat().flatMap((svg) => svg.images))

  const context = doc.context
  const tree = new StructureTree(document.pages.length)
  const digest = createHash('sha256').update(`${document.title}|${now.toISOString()}|${options.source?.json ?? ''}`)
  const pages = document.pages.map((page, i) => {
    ctx.content = new Content()
    tree.beginPage()
    const tags = page.blocks.map((placed) => tree.block(placed))
    drawPage(page, svgs[i]!, tags, ctx)
    const pdfPage = doc.addPage([page.width, page.height])
    const content = ctx.content.toString()
    digest.update(content)
    pdfPage.node.set(PDFName.of('Contents'), registerFlate(context, content))
    pdfPage.node.set(PDFName.of('StructParents'), PDFNumber.of(i))
    // Annotations in structure order for keyboard navigation (PDF/UA 7.18.3).
    pdfPage.node.set(PDFName.of('Tabs'), PDFName.of('S'))
    const tagLink: LinkTagger = (block, link, ref) => {
      const elem = tags[block]!.link(link)
      return elem && tree.annotation(elem, ref)
    }
    for (const annotation of linkAnnotations(page, context, tagLink)) pdfPage.node.addAnnot(annotation)
    return pdfPage
  })
  doc.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
  doc.catalog.set(PDFName.of('StructTreeRoot'), tree.write(context, pages.map((page) => page.ref)))

  const resources = context.register(
    context.obj({
      Font: refsDict(ctx.fonts.embed(context)),
      XObject: refsDict(await ctx.images.embed(context)),
      ExtGState: Object.fromEntries(
        [...ctx.gstates].map(([key, name]) => {
          const [ca, CA] = key.split('/').map(Number)
          return [name, context.obj({ Type: 'ExtGState', ca, CA })]
        }),
      ),
    }),
  )
  for (const page of pages) page.node.set(PDFName.of('Resources'), resources)
  if (options.source) embedSource(doc, options.source, now)
  setFileId(doc, digest.digest('hex'))
  // pdf-lib yields to a setTimeout every 50 objects by default: under load each yield costs
  // milliseconds, and a render is short enough to finish in one go.
  return doc.save({ useObjectStreams: options.useObjectStreams ?? false, addDefaultPage: false, objectsPerTick: Infinity })
}

const refsDict = (refs: Map<string, PDFRef>) => Object.fromEntries(refs)

function drawPage(page: Page, svgs: SvgDocument[], tags: BlockTags[], ctx: DrawContext): void {
  const c = ctx.content
  // Flip once so everything below is in SVG space: origin top-left, y down, points.
  c.transform([1, 0, 0, -1, 0, page.height])
  // The page's background and tints are decoration.
  c.mark(ARTIFACT)
  const background = parseColor(page.background)
  if (background && background.a > 0 && !(background.r === 1 && background.g === 1 && background.b === 1)) {
    c.fillColor(background)
    c.push(`0 0 ${n(page.width)} ${n(page.height)} re f`)
  }
  for (const backdrop of page.backdrops) {
    const color = parseColor(backdrop.fill)
    if (!color || color.a <= 0) continue
    c.fillColor(color)
    c.push(`${rect(backdrop.x, backdrop.y, backdrop.width, backdrop.height)} f`)
  }
  page.blocks.forEach((placed, i) => {
    const visible = placed.clipBottom - placed.clipTop
    if (visible <= 0) return
    c.save()
    c.transform([1, 0, 0, 1, placed.x, placed.y - placed.clipTop])
    c.push(`0 ${n(placed.clipTop)} ${n(placed.block.width)} ${n(visible)} re W n`)
    ctx.tags = tags[i]
    drawSvg(svgs[i]!, ctx, [placed.clipTop, placed.clipBottom])
    ctx.tags = undefined
    c.restore()
  })
}
