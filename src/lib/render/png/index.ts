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
import { type Band, composePage, rowsToDraw } from './compose.js'
import { PngEncoder, putRows, repeatRow } from './encode.js'
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
const MIN_ROWS = 128

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
 * The parts of rows [top, end) that resvg draws, in order: the `drawn` rows, joined across gaps
 * shorter than MIN_ROWS (a part costs a resvg call), each at least MIN_ROWS long and starting and
 * ending on whole points so that parts drawn apart join without a seam. resvg loses parts of
 * clipped shapes that begin above a short pixmap (a border cut by a 19-row pixmap went missing;
 * 76 rows drew it), hence the least length.
 */
function drawnRanges(drawn: Uint8Array, top: number, end: number, scale: number): Array<readonly [number, number]> {
  const ranges: Array<[number, number]> = []
  const runEnd = (row: number) => {
    const plain = drawn.indexOf(0, row)
    return plain < 0 ? drawn.length : plain
  }
  for (let from = drawn.indexOf(1, top); from >= 0 && from < end; from = drawn.indexOf(1, from)) {
    let to = runEnd(from)
    for (let next = drawn.indexOf(1, to); next >= 0 && next < end && next - to < MIN_ROWS; next = drawn.indexOf(1, to)) to = runEnd(next)
    to = Math.min(end, Math.ceil(Math.max(to, from + MIN_ROWS) / scale) * scale)
    from = Math.max(top, Math.floor(Math.min(from, to - MIN_ROWS) / scale) * scale)
    const last = ranges.at(-1)
    if (last && from <= last[1]) last[1] = to
    else ranges.push([from, to])
    from = to
  }
  return ranges
}

/**
 * The page drawn band by band (BAND_ROWS): resvg draws what `compose` writes for the rows of the
 * band that hold more than the background (`drawn`, see rowsToDraw), the other rows are copies of
 * one row of the background alone (`background`), `paint` paints the text on the band, and the
 * encoder deflates it while the next band is drawn. On a resume most rows hold only text.
 */
async function drawBands(
  page: Page,
  scale: number,
  font: ResvgOptions['font'],
  drawn: Uint8Array,
  compose: (band: Band, background?: boolean) => string,
  painter: (width: number, height: number) => TextPainter,
): Promise<Uint8Array> {
  const height = Number(page.height.toFixed(3))
  const rows = Math.ceil(height * scale)
  const render = (svg: string) => renderSvg(svg, { fitTo: { mode: 'zoom', value: scale }, font }, (pixels, width) => ({ pixels, width }))
  // With a scale that does not divide BAND_ROWS, parts could not start on whole points: resvg draws whole bands.
  const whole = Number.isInteger(scale) && BAND_ROWS % scale === 0
  const background = render(compose({ top: 0, height: 1 / scale }, true))
  const encoder = new PngEncoder(background.width, rows, BAND_ROWS)
  const paint = painter(encoder.width, rows)
  try {
    for (let top = 0; top < rows; top += BAND_ROWS) {
      const target = encoder.band(top)
      const end = top + target.rows
      let at = top
      for (const [from, to] of whole ? drawnRanges(drawn, top, end, scale) : [[top, end] as const]) {
        repeatRow(target, background.pixels, at - top, from - top)
        putRows(target, render(compose({ top: from / scale, height: Math.min((to - from) / scale, height - from / scale) })).pixels, from - top)
        at = to
      }
      repeatRow(target, background.pixels, at - top, target.rows)
      paint(target)
      await encoder.add(target)
    }
    return await encoder.end()
  } catch (error) {
    encoder.destroy()
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
  const keepText = (i: number) => texts[i] === null
  const family = fontFamilies.join(', ')
  const blank: Page = { ...page, blocks: [], backdrops: [] }
  return drawBands(
    page,
    scale,
    font,
    rowsToDraw(page, family, keepText, scale),
    (band, background) => composePage(background ? blank : page, family, keepText, band),
    (width, height) => textPainter(page, texts, scale, width, height, rasterize),
  )
}
