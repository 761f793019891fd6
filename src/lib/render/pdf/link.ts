/**
 * @module
 * Link areas of placed blocks as clickable URI annotations. Only http(s) and mailto targets are
 * written: anything else (javascript:, file:) never becomes an action in the PDF.
 */
import { PDFString, type PDFContext, type PDFRef } from './pdf-lib.js'
import type { Page } from '../page.js'

const SAFE_HREF = /^(https?:\/\/|mailto:)/i

/** Annotation refs for every visible link of a page (page height flips y to PDF space). */
export function linkAnnotations(page: Page, context: PDFContext): PDFRef[] {
  const refs: PDFRef[] = []
  for (const placed of page.blocks) {
    for (const link of placed.block.links) {
      if (!SAFE_HREF.test(link.href)) continue
      const top = Math.max(link.y, placed.clipTop)
      const bottom = Math.min(link.y + link.height, placed.clipBottom)
      if (bottom <= top || link.width <= 0) continue
      const x1 = placed.x + link.x
      const yTop = placed.y + (top - placed.clipTop)
      const yBottom = placed.y + (bottom - placed.clipTop)
      const annotation = context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x1, page.height - yBottom, x1 + link.width, page.height - yTop],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(asciiUri(link.href)) },
      })
      refs.push(context.register(annotation))
    }
  }
  return refs
}

/** PDF URI actions are 7-bit ASCII (PDF 32000 12.6.4.7): percent-encode the rest. */
const asciiUri = (href: string) => href.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
