/**
 * @module
 * Page -> PNG with resvg (WebAssembly build: the native one leaks about 10 MB per page, NOTES.md).
 * Text stays `<text>` in the SVG; resvg draws it from the same bundled TTF buffers the PDF embeds,
 * named in the same fallback order, so PNG and PDF of a page look the same.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { initWasm, Resvg } from '@resvg/resvg-wasm'
import { fontFaces } from '../fonts/index.js'
import type { Page } from '../page.js'
import { composePage } from './compose.js'
import { encodePng } from './encode.js'

export interface PngOptions {
  /** Font families in fallback order (PagedDocument.fontFamilies). */
  fontFamilies: string[]
  /** Pixels per point; 2 by default (an A4 page is about 1191 x 1684 px). */
  scale?: number
}

let ready: Promise<void> | undefined
const init = () =>
  (ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)))

const buffersOf = new Map<string, Uint8Array[]>()
function fontBuffers(families: string[]): Uint8Array[] {
  const key = families.join(',')
  let buffers = buffersOf.get(key)
  if (!buffers) {
    buffers = [...new Set(families.flatMap((f) => fontFaces(f).map((face) => face.data)))]
    buffersOf.set(key, buffers)
  }
  return buffers
}

export async function png(page: Page, { fontFamilies, scale = 2 }: PngOptions): Promise<Uint8Array> {
  await init()
  const svg = composePage(page, fontFamilies.join(', '))
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontBuffers: fontBuffers(fontFamilies), loadSystemFonts: false, defaultFontFamily: fontFamilies[0] },
  })
  try {
    const rendered = resvg.render()
    try {
      return encodePng(rendered.pixels, rendered.width, rendered.height)
    } finally {
      rendered.free()
    }
  } finally {
    resvg.free()
  }
}
