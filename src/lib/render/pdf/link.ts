/**
 * @module
 * Link areas of placed blocks as clickable URI annotations. Only http(s) and mailto targets are
 * written: anything else (javascript:, file:) never becomes an action in the PDF.
 */
import { numberToString, PDFText, type PDFContext, type PDFObject, type PDFRef } from './pdf-lib.js'
import type { Page } from '../page.js'

const SAFE_HREF = /^(https?:\/\/|mailto:)/i

/**
 * Tags an annotation: given the placed block's and the link's index and the annotation's ref, the
 * key of its entry in the structure tree's parent tree, or undefined when the link is not tagged.
 */
export type LinkTagger = (block: number, link: number, ref: PDFRef) => number | undefined

/** Annotation refs for every visible link of a page (page height flips y to PDF space). */
export function linkAnnotations(page: Page, context: PDFContext, tag?: LinkTagger): PDFRef[] {
  const refs: PDFRef[] = []
  for (const [b, placed] of page.blocks.entries()) {
    for (const [l, link] of placed.block.links.entries()) {
      if (!SAFE_HREF.test(link.href)) continue
      const top = Math.max(link.y, placed.clipTop)
      const bottom = Math.min(link.y + link.height, placed.clipBottom)
      if (bottom <= top || link.width <= 0) continue
      const x1 = placed.x + link.x
      const yTop = placed.y + (top - placed.clipTop)
      const yBottom = placed.y + (bottom - placed.clipTop)
      // Written out, not an array mapped: the array's elements kind (whole numbers or not) varied
      // from link to link, and each new kind threw this function back to unoptimised code.
      const rect = `${numberToString(x1)} ${numberToString(page.height - yBottom)} ${numberToString(x1 + link.width)} ${numberToString(page.height - yTop)}`
      const uri = escapeString(asciiUri(link.href))
      const ref = context.nextRef()
      const key = tag?.(b, l, ref)
      // Written as pdf-lib would write the dictionary (one entry per line, arrays spaced), a document
      // has dozens. Printable (PDF/A 6.3.2), and described for assistive technology (PDF/UA 7.18.1).
      let annotation = `<<\n/Type /Annot\n/Subtype /Link\n/Rect [ ${rect} ]\n/Border [ 0 0 0 ]\n/F 4\n/Contents (${uri})\n`
      annotation += `/A <<\n/Type /Action\n/S /URI\n/URI (${uri})\n>>\n`
      if (key !== undefined) annotation += `/StructParent ${key}\n`
      context.assign(ref, new PDFText(`${annotation}>>`) as unknown as PDFObject)
      refs.push(ref)
    }
  }
  return refs
}

/** A literal string's delimiters escaped (pdf-lib writes PDFString contents as they are). */
const escapeString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`)

/** PDF URI actions are 7-bit ASCII (PDF 32000 12.6.4.7): percent-encode the rest. */
const asciiUri = (href: string) => href.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
