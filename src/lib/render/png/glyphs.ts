/**
 * @module
 * Glyph coverage masks for the PNG, rasterised once and reused. A resume sets a few hundred
 * distinct glyphs thousands of times; drawing each occurrence as an outline (what resvg does for
 * `<text>`) was most of a preview's time. Here each (face, glyph, pixel size, sub-pixel phase)
 * is rasterised once, all new ones of a page in one resvg call on an atlas, and every occurrence is
 * then a copy with the text colour. The phase (a quarter pixel in x and y) keeps glyphs where the
 * PDF puts them to within an eighth of a pixel.
 */
import type { Face } from '../shaping.js'

/** Coverage of one glyph: `alpha` is width x height bytes, its top-left at (left, top) from the origin pixel. */
export interface GlyphMask {
  left: number
  top: number
  width: number
  height: number
  alpha: Uint8Array
}

/** RGBA pixels as resvg renders them. */
export interface Pixmap {
  pixels: Uint8Array
  width: number
  height: number
}

export type Rasterize = (svg: string) => Pixmap

/** A glyph wanted at `ppem` pixels per em with its origin at a fractional pixel (phase) position. */
export interface GlyphRequest {
  face: Face
  gid: number
  ppem: number
  /** Sub-pixel phase of the origin, in 0..PHASES-1 quarters of a pixel. */
  px: number
  py: number
}

export const PHASES = 4

const EMPTY: GlyphMask = { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array(0) }
const ATLAS_WIDTH = 1024
/** No taller than a page band (index.ts): resvg's wasm memory stays at the size of its largest pixmap. */
const ATLAS_HEIGHT = 512
/** Masks kept, by bytes: about 40 000 glyphs of body text, or a few CJK pages. */
const CACHE_BYTES = 16 * 2 ** 20

const masks = new Map<number, GlyphMask>()
let cachedBytes = 0

interface Outline {
  d: string
  minX: number
  minY: number
  maxX: number
  maxY: number
}
/**
 * Outlines kept, by characters of path data: the glyphs of a Latin resume take a few hundred
 * kilobytes, but a CJK face has 30 000 glyphs of about 900 characters each, and a server drawing
 * many CJK pages would otherwise keep every one it ever rasterised.
 */
const OUTLINE_CHARS = 4 * 2 ** 20
const outlines = new Map<string, Outline | null>()
let outlineChars = 0

/**
 * A request as one number, which costs a page's thousands of glyphs less than a string would:
 * exact (below 2^53) for face ids below 2^14 (one per font file), glyph ids below 2^16 and sizes
 * below 2^19 hundredths of a pixel.
 */
export const glyphKey = (r: GlyphRequest) => (((r.face.id * 2 ** 19 + Math.round(r.ppem * 100)) * 2 ** 16 + r.gid) * PHASES + r.px) * PHASES + r.py

/** The glyph's outline as SVG path data in font units, and its bounds; null when it draws nothing. */
function outlineOf(face: Face, gid: number): Outline | null {
  const key = `${face.id}:${gid}`
  let outline = outlines.get(key)
  if (outline === undefined) {
    const path = face.font.getGlyph(gid).path
    const d = path.toSVG()
    const box = path.cbox
    outline = d === '' || !(box.maxX > box.minX) ? null : { d, minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY }
    if (outlineChars + d.length > OUTLINE_CHARS) {
      outlines.clear()
      outlineChars = 0
    }
    outlines.set(key, outline)
    outlineChars += d.length
  }
  return outline
}

/**
 * The mask of every request (keyed by glyphKey): cached ones as they are, the others rasterised
 * together, in as few resvg calls as fit on atlases of ATLAS_WIDTH x ATLAS_HEIGHT px.
 */
export function glyphMasks(requests: ReadonlyMap<number, GlyphRequest>, rasterize: Rasterize): Map<number, GlyphMask> {
  const found = new Map<number, GlyphMask>()
  interface Cell {
    key: number
    mask: GlyphMask
    x: number
    y: number
    path: string
  }
  const cells: Cell[] = []
  let x = 0
  let y = 0
  let rowHeight = 0
  const flush = () => {
    if (cells.length === 0) return
    const height = y + rowHeight
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_WIDTH}" height="${height}">${cells.map((c) => c.path).join('')}</svg>`
    const atlas = rasterize(svg)
    for (const cell of cells) {
      const { mask } = cell
      for (let row = 0; row < mask.height; row++) {
        const from = ((cell.y + row) * atlas.width + cell.x) * 4 + 3
        for (let col = 0; col < mask.width; col++) mask.alpha[row * mask.width + col] = atlas.pixels[from + col * 4]!
      }
      found.set(cell.key, mask)
      remember(cell.key, mask)
    }
    cells.length = 0
    x = y = rowHeight = 0
  }
  for (const [key, request] of requests) {
    const cached = masks.get(key)
    if (cached) {
      found.set(key, cached)
      continue
    }
    const outline = outlineOf(request.face, request.gid)
    if (!outline) {
      found.set(key, EMPTY)
      remember(key, EMPTY)
      continue
    }
    const s = request.ppem / request.face.font.unitsPerEm
    const fx = request.px / PHASES
    const fy = request.py / PHASES
    // One clear pixel around the ink: anti-aliasing reaches half a pixel past the outline.
    const left = Math.floor(outline.minX * s + fx) - 1
    const top = Math.floor(fy - outline.maxY * s) - 1
    const width = Math.min(ATLAS_WIDTH, Math.ceil(outline.maxX * s + fx) + 1 - left)
    const height = Math.ceil(fy - outline.minY * s) + 1 - top
    if (x + width > ATLAS_WIDTH) {
      x = 0
      y += rowHeight
      rowHeight = 0
    }
    if (y + height > ATLAS_HEIGHT) flush()
    const mask: GlyphMask = { left, top, width, height, alpha: new Uint8Array(width * height) }
    const ox = x - left + fx
    const oy = y - top + fy
    cells.push({ key, mask, x, y, path: `<path transform="matrix(${s} 0 0 ${-s} ${ox} ${oy})" d="${outline.d}"/>` })
    x += width
    rowHeight = Math.max(rowHeight, height)
  }
  flush()
  return found
}

function remember(key: number, mask: GlyphMask): void {
  if (cachedBytes + mask.alpha.length > CACHE_BYTES) {
    masks.clear()
    cachedBytes = 0
  }
  masks.set(key, mask)
  cachedBytes += mask.alpha.length
}
