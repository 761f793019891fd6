/**
 * @module
 * Page -> PNG with resvg (WebAssembly build: the native one leaks about 10 MB per page, NOTES.md).
 * resvg draws everything but the text; the text is painted from cached glyph masks at the
 * positions the PDF uses (text.ts, paint.ts), which is several times faster than resvg shaping
 * and filling every word's outlines. A block whose text the painter cannot draw keeps its `<text>`
 * for resvg, which then gets the same bundled TTF buffers the PDF embeds, in the same fallback order.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import type { Page } from '../page.js'
import { loadHarfBuzz } from '../harfbuzz.js'
import { defaultFaces, faceSetOf } from '../shaping.js'
import { type Band, composePage } from './compose.js'
import { PngEncoder, putRows } from './encode.js'
import type { Pixmap } from './glyphs.js'
import { textPainter, type TextPainter } from './paint.js'
import { blockText } from './text.js'

export interface PngOptions {
  /** Font families in fallback order (PagedDocument.fontFamilies). */
  fontFamilies: string[]
  /** Pixels per point; 2 by default (an A4 page is about 1191 x 1684 px). */
  scale?: number
}

let ready: Promise<void> | undefined
const init = () =>
  (ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)))

type ResvgOptions = NonNullable<ConstructorParameters<typeof Resvg>[1]>

const NO_FONTS = { fontBuffers: [], loadSystemFonts: false }

/**
 * Pixel rows of a page drawn per resvg call. resvg draws into a pixmap in its wasm memory, which
 * never shrinks, plus a layer as large for each clipped group: a whole 2x page took that memory
 * to 17 MB, and each call's pixels come back to JavaScript as a copy of the same size. A multiple
 * of the scale keeps every band's top on a whole point, so the bands join without a seam.
 */
const BAND_ROWS = 512

/** Renders an SVG and hands its pixels to `take` before resvg's memory for them is freed. */
function renderSvg<T>(svg: string, options: ResvgOptions, take: (pixels: Uint8Array, width: number, height: number) => T): T {
  const resvg = new Resvg(svg, options)
  try {
    const rendered = resvg.render()
    try {
      return take(rendered.pixels, rendered.width, rendered.height)
    } finally {
      rendered.free()
    }
  } finally {
    resvg.free()
  }
}

/**
 * The page drawn band by band (BAND_ROWS): resvg draws what `compose` writes for the band, `paint`
 * (made once the page's width in pixels is known) paints the text on it, and the encoder deflates
 * it while the next band is drawn.
 */
async function drawBands(page: Page, scale: number, font: ResvgOptions['font'], compose: (band: Band) => string, painter: (width: number, height: number) => TextPainter): Promise<Uint8Array> {
  const height = Number(page.height.toFixed(3))
  const rows = Math.ceil(height * scale)
  let encoder: PngEncoder | undefined
  let paint: TextPainter | undefined
  try {
    for (let top = 0; top < rows; top += BAND_ROWS) {
      const band = { top: top / scale, height: Math.min(BAND_ROWS / scale, height - top / scale) }
      const scanlines = renderSvg(compose(band), { fitTo: { mode: 'zoom', value: scale }, font }, (pixels, width) => {
        encoder ??= new PngEncoder(width, rows, BAND_ROWS)
        const target = encoder.band(top)
        putRows(target, pixels)
        return target
      })
      ;(paint ??= painter(encoder!.width, rows))(scanlines)
      await encoder!.add(scanlines)
    }
    return await encoder!.end()
  } catch (error) {
    encoder?.destroy()
    throw error
  }
}

/** An SVG without text rendered at its own size (the glyph atlases). */
const rasterize = (svg: string): Pixmap => renderSvg(svg, { font: NO_FONTS }, (pixels, width, height) => ({ pixels, width, height }))

/** As preparePdf: resvg's and HarfBuzz's wasm compile while the layout runs; png() awaits them. */
export const preparePng = (): void => void Promise.all([init(), loadHarfBuzz()]).catch(() => {})

export async function png(page: Page, { fontFamilies, scale = 2 }: PngOptions): Promise<Uint8Array> {
  await Promise.all([init(), loadHarfBuzz()])
  const fonts = defaultFaces(fontFamilies)
  const faces = faceSetOf(fonts)
  const texts = page.blocks.map((placed) => blockText(placed.block, faces))
  // resvg gets the fonts only when some block's text is left to it.
  const font = texts.includes(null)
    ? { fontBuffers: fonts.map((face) => face.data), loadSystemFonts: false, defaultFontFamily: fontFamilies[0] }
    : NO_FONTS
  return drawBands(
    page,
    scale,
    font,
    (band) => composePage(page, fontFamilies.join(', '), (i) => texts[i] === null, band),
    (width, height) => textPainter(page, texts, scale, width, height, rasterize),
  )
}
