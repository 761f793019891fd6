/**
 * @module
 * A Satori `<text>` (one word or space, at x and baseline y) as real PDF text: per-character face
 * fallback, glyphs placed at fontkit's kerned advances with TJ adjustments so the PDF matches
 * Satori's layout, and the glyphs recorded for the document's subset fonts.
 */
import { n } from './content.js'
import { fallbackRuns, pdfWidth, shape, type DocumentFonts, type Face } from './fonts.js'

export interface TextRun {
  x: number
  y: number
  size: number
  text: string
  /** Extra advance after each character, in points (CSS letter-spacing). */
  letterSpacing: number
}

const hex4 = (v: number) => (v < 0x10 ? '000' : v < 0x100 ? '00' : v < 0x1000 ? '0' : '') + v.toString(16)

/** Text-showing operators (between BT and ET) for one run of text in the given face chain. */
export function textOperators(run: TextRun, chain: Face[], fonts: DocumentFonts): string {
  const { size } = run
  if (!(size > 0) || chain.length === 0 || run.text.length === 0) return ''
  const out: string[] = []
  let pen = run.x
  for (const part of fallbackRuns(chain, run.text)) {
    const face = part.face
    const shaped = shape(face, part.text)
    fonts.use(face, shaped)
    const unit = size / face.font.unitsPerEm
    out.push(`/F${face.id} ${n(size)} Tf 1 0 0 -1 ${n(pen)} ${n(run.y)} Tm`)
    const tj: string[] = []
    let hex = ''
    // Where PDF's own advance (W array) will have put the pen, relative to the run start.
    let pdfPen = 0
    let target = 0
    for (let i = 0; i < shaped.gids.length; i++) {
      const gid = shaped.gids[i]!
      const at = target + shaped.xOffsets[i]! * unit
      const adjust = Math.round(((pdfPen - at) * 1000) / size * 10) / 10
      if (adjust !== 0) {
        if (hex) tj.push(`<${hex}>`)
        tj.push(String(adjust))
        hex = ''
        pdfPen = at
      }
      hex += hex4(gid)
      pdfPen += (pdfWidth(face, gid) * size) / 1000
      target += shaped.advances[i]! * unit + run.letterSpacing
    }
    if (hex) tj.push(`<${hex}>`)
    out.push(`[${tj.join(' ')}] TJ`)
    pen += target
  }
  return out.join(' ')
}
