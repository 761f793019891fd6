/**
 * @module
 * Paints text runs onto a rendered page: every glyph is its cached coverage mask blended in the
 * text colour (source-over, as resvg blends), clipped to the block's visible slice like the PDF.
 * Lines whose baseline lies outside the slice are left out, as the PDF leaves them out.
 */
import type { Page } from '../page.js'
import { rowBytes, type Scanlines } from './encode.js'
import { glyphKey, glyphMasks, PHASES, type GlyphMask, type GlyphRequest, type Rasterize } from './glyphs.js'
import type { TextRun } from './text.js'

interface Draw {
  key: number
  /** Integer pixel of the glyph origin. */
  ix: number
  iy: number
  r: number
  g: number
  b: number
  /** The blend weight of each coverage value 0..255 at the run's opacity (weightsOf). */
  weights: Float64Array
  clip: readonly [number, number, number, number]
}

const weightTables = new Map<number, Float64Array>()

/** coverage * alpha / 65025 for every coverage, at opacity `alpha` (0..255): the per-pixel division looked up. */
function weightsOf(alpha: number): Float64Array {
  let weights = weightTables.get(alpha)
  if (!weights) {
    weights = new Float64Array(256)
    for (let coverage = 0; coverage < 256; coverage++) weights[coverage] = (coverage * alpha) / 65025
    weightTables.set(alpha, weights)
  }
  return weights
}

/** Paints onto a band of the page the glyphs that fall in it. */
export type TextPainter = (band: Scanlines) => void

/**
 * The painter of `texts[i]` (the runs of page.blocks[i], null for blocks resvg drew) on a page
 * `width` x `height` px, its glyphs rasterised up front (all new ones at once). A glyph across a
 * band edge is painted in part on each band, the same pixels as painting it whole.
 */
export function textPainter(page: Page, texts: ReadonlyArray<TextRun[] | null>, scale: number, width: number, height: number, rasterize: Rasterize): TextPainter {
  const requests = new Map<number, GlyphRequest>()
  const draws: Draw[] = []
  page.blocks.forEach((placed, i) => {
    const runs = texts[i]
    if (!runs || runs.length === 0) return
    const { clipTop, clipBottom } = placed
    const dx = placed.x
    const dy = placed.y - clipTop
    const clip = [
      Math.max(0, Math.round(dx * scale)),
      Math.max(0, Math.round((dy + clipTop) * scale)),
      Math.min(width, Math.round((dx + placed.block.width) * scale)),
      Math.min(height, Math.round((dy + clipBottom) * scale)),
    ] as const
    for (const run of runs) {
      if (run.y < clipTop || run.y >= clipBottom) continue
      const ppem = Math.round(run.size * scale * 100) / 100
      const [r, g, b] = [run.color.r * 255, run.color.g * 255, run.color.b * 255]
      const weights = weightsOf(Math.round(run.color.a * 255))
      for (const glyph of run.glyphs) {
        // Each coordinate in pixels split into its whole pixel and its phase in 1/PHASES.
        const qy = Math.round((run.y + dy - glyph.rise) * scale * PHASES)
        const qx = Math.round((run.x + glyph.x + dx) * scale * PHASES)
        const iy = Math.floor(qy / PHASES)
        const ix = Math.floor(qx / PHASES)
        const request = { face: glyph.face, gid: glyph.gid, ppem, px: qx - ix * PHASES, py: qy - iy * PHASES }
        const key = glyphKey(request)
        if (!requests.has(key)) requests.set(key, request)
        draws.push({ key, ix, iy, r, g, b, weights, clip })
      }
    }
  })
  if (draws.length === 0) return () => {}
  const masks = glyphMasks(requests, rasterize)
  const painted = draws.map((draw) => ({ draw, mask: masks.get(draw.key)! }))
  return (band) => {
    const bottom = band.top + band.rows
    for (const { draw, mask } of painted) {
      if (draw.iy + mask.top < bottom && draw.iy + mask.top + mask.height > band.top) blend(band, mask, draw)
    }
  }
}

function blend({ data: pixels, width, top, rows }: Scanlines, mask: GlyphMask, { ix, iy, r, g, b, weights, clip }: Draw): void {
  const stride = rowBytes(width)
  const coverage = mask.alpha
  const left = ix + mask.left
  const x0 = Math.max(clip[0], left)
  const x1 = Math.min(clip[2], left + mask.width)
  const y0 = Math.max(clip[1], top, iy + mask.top)
  const y1 = Math.min(clip[3], top + rows, iy + mask.top + mask.height)
  for (let y = y0; y < y1; y++) {
    let m = (y - iy - mask.top) * mask.width + (x0 - left)
    let p = (y - top) * stride + 1 + x0 * 4
    for (let x = x0; x < x1; x++, m++, p += 4) {
      const c = coverage[m]!
      if (c === 0) continue
      // Source-over with premultiplied arithmetic; the page is opaque, so its alpha stays 255.
      const k = weights[c]!
      const pr = pixels[p]!
      const pg = pixels[p + 1]!
      const pb = pixels[p + 2]!
      pixels[p] = pr + (r - pr) * k + 0.5
      pixels[p + 1] = pg + (g - pg) * k + 0.5
      pixels[p + 2] = pb + (b - pb) * k + 0.5
    }
  }
}
