/**
 * @module
 * A Satori `<text>` (one word or space, at x and baseline y) as real PDF text: per-character face
 * fallback, glyphs placed at fontkit's kerned advances with TJ adjustments so the PDF matches
 * Satori's layout, and the glyphs recorded for the document's subset fonts.
 */
import { n } from './content.js'
import { fallbackRuns, shape, type Face, type Shaped } from '../shaping.js'
import { pdfWidth, type DocumentFonts } from './fonts.js'

export interface TextRun {
  x: number
  y: number
  size: number
  text: string
  /** Extra advance after each character, in points (CSS letter-spacing). */
  letterSpacing: number
}

/** One face's share of a word: its TJ array, ready to place, and its advance in points. */
interface Part {
  face: Face
  shaped: Shaped
  tj: string
  advance: number
}

const hex4 = (v: number) => (v < 0x10 ? '000' : v < 0x100 ? '00' : v < 0x1000 ? '0' : '') + v.toString(16)

/** Words repeat across blocks and documents: their parts depend only on chain, size, spacing and text. */
const partsCache = new WeakMap<Face[], Map<string, Part[]>>()
const PARTS_CAP = 50_000

function partsOf(run: TextRun, chain: Face[]): Part[] {
  let byText = partsCache.get(chain)
  if (!byText) partsCache.set(chain, (byText = new Map()))
  const key = `${run.size}|${run.letterSpacing}|${run.text}`
  let parts = byText.get(key)
  if (!parts) {
    parts = fallbackRuns(chain, run.text).map(({ face, text }) => layoutPart(face, shape(face, text), run))
    if (byText.size >= PARTS_CAP) byText.clear()
    byText.set(key, parts)
  }
  return parts
}

function layoutPart(face: Face, shaped: Shaped, run: TextRun): Part {
  const { size } = run
  const unit = size / face.font.unitsPerEm
  const tj: string[] = []
  let hex = ''
  // Where PDF's own advance (the W array) leaves the pen, and where fontkit puts the glyph.
  let pdfPen = 0
  let target = 0
  for (let i = 0; i < shaped.gids.length; i++) {
    const gid = shaped.gids[i]!
    const at = target + shaped.xOffsets[i]! * unit
    const adjust = Math.round((((pdfPen - at) * 1000) / size) * 10) / 10
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
  return { face, shaped, tj: `/F${face.id} ${n(size)} Tf [${tj.join(' ')}] TJ`, advance: target }
}

/** Text-showing operators (between BT and ET) for one run of text in the given face chain. */
export function textOperators(run: TextRun, chain: Face[], fonts: DocumentFonts): string {
  if (!(run.size > 0) || chain.length === 0 || run.text.length === 0) return ''
  let out = ''
  let pen = run.x
  for (const part of partsOf(run, chain)) {
    fonts.use(part.face, part.shaped)
    out += `${out ? ' ' : ''}1 0 0 -1 ${n(pen)} ${n(run.y)} Tm ${part.tj}`
    pen += part.advance
  }
  return out
}
