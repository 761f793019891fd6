/**
 * @module
 * The PDF exporter: a `PagedDocument` (pages of Satori block SVGs) -> PDF bytes with pdf-lib, text
 * kept as real, selectable text in subset fonts, links as URI annotations, blocks drawn in the
 * order given (that order is the reading order text extraction sees). The document is tagged (a
 * structure tree from the templates' roles, tags.ts), carries PDF/A-3b and PDF/UA metadata
 * (metadata.ts) and, when given, the resume it was rendered from (source.ts).
 */
import { createHash } from 'node:crypto'
import { PDFDocument, PDFName, PDFNumber, type PDFDict, type PDFRef } from './pdf-lib.js'
import type { FontFace } from '../fonts/index.js'
import type { PagedDocument, Page } from '../page.js'
import { loadHarfBuzz } from '../harfbuzz.js'
import { defaultFaces, faceSetOf } from '../shaping.js'
import { parsedBlock } from '../svg.js'
import { Lru } from '../layout/lru.js'
import { ARTIFACT, Content, n } from './content.js'
import type { DrawContext } from './draw.js'
import { deflateContent, deflatedStream, registerDeflated } from './flate.js'
import { DocumentFonts } from './fonts.js'
import { DocumentImages } from './image.js'
import { linkAnnotations, type LinkTagger } from './link.js'
import { parseColor } from '../color.js'
import { rect } from './path.js'
import { embedSource, sourceFile, type EmbeddedSource } from './source.js'
import { setFileId, writeMetadata } from './metadata.js'
import { StructureTree, type BlockTags } from './tags.js'
import { cachedTape, recordTape, replay, type Tape } from './tape.js'

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
   * Pack objects into compressed object streams (PDF 1.5, allowed by PDF/A-2 and -3). Default:
   * true: the structure tree's elements and the link annotations are most of a tagged resume's
   * objects, and packed they shrink the dense 2-page resume from 78 to 55 KB.
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
  const source = options.source && sourceFile(options.source)
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
  const tapes = document.pages.map((page) => page.blocks.map((placed) => cachedTape(placed.block, ctx.faces)))
  await ctx.images.prepare(
    document.pages.flatMap((page, i) => page.blocks.flatMap((placed, j) => tapes[i]![j]?.images ?? parsedBlock(placed.block).images)),
  )

  const context = doc.context
  const tree = new StructureTree(document.pages.length)
  const digest = createHash('sha256').update(`${document.title}|${now.toISOString()}|${options.source?.json ?? ''}`)
  // Content streams not seen before are deflated off the main thread while the next page is drawn;
  // their objects are numbered here, as registering them would, and filled in before saving.
  const deflating: Array<Promise<void>> = []
  const pages = document.pages.map((page, i) => {
    ctx.content = new Content()
    tree.beginPage()
    const tags = page.blocks.map((placed) => tree.block(placed))
    drawPage(page, tapes[i]!, tags, ctx)
    const pdfPage = addPage(doc, page.width, page.height)
    const content = ctx.content.toString()
    const hash = createHash('sha256').update(content).digest('base64')
    digest.update(hash)
    const deflated = pageStreams.get(hash)
    if (deflated) pdfPage.node.set(PDFName.of('Contents'), registerDeflated(context, deflated))
    else {
      const ref = context.nextRef()
      pdfPage.node.set(PDFName.of('Contents'), ref)
      deflating.push(
        deflateContent(content).then((bytes) => {
          pageStreams.set(hash, bytes)
          context.assign(ref, deflatedStream(context, bytes))
        }),
      )
    }
    pdfPage.node.set(PDFName.of('StructParents'), PDFNumber.of(i))
    // Annotations in structure order for keyboard navigation (PDF/UA 7.18.3).
    pdfPage.node.set(PDFName.of('Tabs'), PDFName.of('S'))
    const tagLink: LinkTagger = (block, link, ref) => {
      const elem = tags[block]!.link(link)
      return elem && tree.annotation(elem, ref)
    }
    const annotations = linkAnnotations(page, context, tagLink)
    if (annotations.length > 0) {
      // As pdf-lib's addAnnot left a page: its contents an array.
      pdfPage.node.set(PDFName.of('Contents'), context.obj([pdfPage.node.get(PDFName.of('Contents'))!]))
      pdfPage.node.set(PDFName.of('Annots'), context.obj(annotations))
    }
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
  if (options.source) embedSource(doc, options.source, await source!, now)
  await Promise.all(deflating)
  setFileId(doc, digest.digest('hex'))
  // pdf-lib yields to a setTimeout every 50 objects by default: under load each yield costs
  // milliseconds, and a render is short enough to finish in one go.
  return doc.save({ useObjectStreams: options.useObjectStreams ?? true, addDefaultPage: false, objectsPerTick: Infinity })
}

const refsDict = (refs: Map<string, PDFRef>) => Object.fromEntries(refs)

/**
 * A page appended to the document as pdf-lib's `addPage` writes it (same entries, same object
 * number), without the page object, size checks and page-tree walks around it that cost more
 * than the dictionary (0.16 ms for a 2-page document).
 */
function addPage(doc: PDFDocument, width: number, height: number): { node: PDFDict; ref: PDFRef } {
  const context = doc.context
  const node = context.obj({ Type: 'Page', Parent: doc.catalog.get(PDFName.of('Pages')), Resources: {}, MediaBox: [0, 0, width, height] })
  const ref = context.register(node)
  doc.catalog.Pages().pushLeafNode(ref)
  return { node, ref }
}

/**
 * Deflated content streams by the digest of their text: a page an edit did not reach is the same
 * stream again (its blocks replayed from tapes), and deflating ~100 KB of operators is not free.
 * A dense page deflates to about 12 KB: 1 MB keeps the pages of the last few dozen documents.
 */
const pageStreams = new Lru<string, Uint8Array>(2 ** 20, (bytes) => bytes.length)

function drawPage(page: Page, tapes: Array<Tape | undefined>, tags: BlockTags[], ctx: DrawContext): void {
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
    replay(tapes[i] ?? cachedTape(placed.block, ctx.faces) ?? recordTape(placed.block, ctx), placed, ctx, tags[i]!)
    c.restore()
  })
}
