/**
 * @module
 * A block's `<text>` as positioned glyphs, for the PNG painter: the same faces, fallback and pen
 * positions as the PDF (shaping.ts), so both show the same glyphs at the same places.
 *
 * Text the painter cannot draw exactly (under a transform, clip, mask, filter or group opacity,
 * with a stroke or a gradient fill, or inside a clip path or mask where it is geometry) makes the
 * whole block fall back to resvg drawing its own `<text>`. Satori's resume blocks have none of it.
 */
import { parseColor, type Rgba } from '../color.js'
import type { Block } from '../page.js'
import { placeGlyphs, type FaceSet, type PlacedGlyph } from '../shaping.js'
import { eachPiece, num, parsedBlock, textOf, type SvgElement } from '../svg.js'
import { dropBreaks } from '../text/segment.js'

/** One `<text>`: its glyphs at block coordinates (points), baseline `y`. */
export interface TextRun {
  x: number
  y: number
  size: number
  color: Rgba
  glyphs: PlacedGlyph[]
}

const CONTAINERS = new Set(['svg', 'g', 'a', '#root'])
const EFFECTS = ['transform', 'clip-path', 'mask', 'filter', 'opacity', 'stroke'] as const

const hasEffect = (el: SvgElement) => EFFECTS.some((name) => el.attrs[name] !== undefined && !(name === 'opacity' && num(el.attrs.opacity, 1) >= 1))
const hasText = (el: SvgElement): boolean => el.name === 'text' || el.children.some(hasText)

/** Appends the element's text runs to `out`; false when some text needs resvg. */
function collect(el: SvgElement, faces: FaceSet, out: TextRun[]): boolean {
  if (el.attrs.display === 'none' || el.attrs.visibility === 'hidden') return true
  if (el.name === 'text') return textRun(el, faces, out)
  if (!CONTAINERS.has(el.name) || hasEffect(el)) return !hasText(el)
  return el.children.every((child) => collect(child, faces, out))
}

function textRun(el: SvgElement, faces: FaceSet, out: TextRun[]): boolean {
  const a = el.attrs
  if (hasEffect(el) || a.fill?.startsWith('url(')) return false
  const text = dropBreaks(textOf(el))
  const fill = a.fill === undefined ? parseColor('#000') : parseColor(a.fill)
  const size = el.size
  if (!fill || text.trim() === '' || !(size > 0)) return true
  const color = { ...fill, a: fill.a * num(a['fill-opacity'], 1) }
  const chain = faces.chain(a['font-family'] ?? '', a['font-weight'], a['font-style'])
  if (color.a <= 0 || chain.length === 0) return true
  const spacing = num(a['letter-spacing'])
  if (!el.pieces) out.push({ x: el.x, y: el.y, size, color, glyphs: placeGlyphs(chain, text, size, spacing) })
  else {
    eachPiece(text, el.pieces, (piece, x) => {
      if (piece.trim() !== '') out.push({ x, y: el.y, size, color, glyphs: placeGlyphs(chain, piece, size, spacing) })
    })
  }
  return true
}

const runsOf = new WeakMap<Block, { faces: FaceSet; runs: TextRun[] | null }>()

/** The block's text runs, or null when resvg must draw its text (see the module comment). */
export function blockText(block: Block, faces: FaceSet): TextRun[] | null {
  const cached = runsOf.get(block)
  if (cached && cached.faces === faces) return cached.runs
  const found: TextRun[] = []
  const runs = collect(parsedBlock(block).root, faces, found) ? found : null
  runsOf.set(block, { faces, runs })
  return runs
}
