/**
 * @module
 * HarfBuzz (the harfbuzzjs build Satori itself shapes with: the same wasm, byte for byte) for
 * shaping the words of the PDF and the PNG, so glyphs land where Satori measured them. Loaded once
 * per process from the package's wasm file; on Workers that file comes precompiled with the bundle
 * (src/adapter/workers/bundled-files.ts), since workerd compiles no wasm from bytes.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import createHarfBuzz from 'harfbuzzjs/hb.js'
import hbjs from 'harfbuzzjs/hbjs.js'

export interface HbGlyph {
  /** Glyph id, cluster (UTF-16 index of the first character it stands for), advance and offsets in font units (y up). */
  g: number
  cl: number
  ax: number
  dx: number
  dy: number
}

export interface HbFont {
  destroy(): void
}

export interface HarfBuzz {
  createBlob(data: ArrayBuffer | Uint8Array): { destroy(): void }
  createFace(blob: unknown, index: number): { destroy(): void }
  createFont(face: unknown): HbFont
  createBuffer(): {
    ptr: number
    addText(text: string): void
    guessSegmentProperties(): void
    /** 0 merges marks into their base's cluster; 1 (monotone characters) keeps them apart. */
    setClusterLevel(level: number): void
    setDirection(direction: 'ltr' | 'rtl'): void
    destroy(): void
  }
  shape(font: HbFont, buffer: unknown, features?: string): void
}

/** What of the emscripten module the glyphs are read from. */
interface HbModule {
  wasmExports: {
    hb_buffer_get_length(buffer: number): number
    hb_buffer_get_glyph_infos(buffer: number, length: number): number
    hb_buffer_get_glyph_positions(buffer: number, length: number): number
  }
  HEAPU32: Uint32Array
  HEAP32: Int32Array
}

let loading: Promise<HarfBuzz> | undefined
let loaded: HarfBuzz | undefined
let hbModule: HbModule | undefined

export function loadHarfBuzz(): Promise<HarfBuzz> {
  loading ??= (async () => {
    // Bytes on Node, compiled here so the module keeps no reference to them; the precompiled module on Workers.
    const file = (await readFile(createRequire(import.meta.url).resolve('harfbuzzjs/hb.wasm'))) as Uint8Array<ArrayBuffer> | WebAssembly.Module
    const wasm = file instanceof WebAssembly.Module ? file : await WebAssembly.compile(file)
    const module = await createHarfBuzz({
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(wasm, imports).then(receive)
        return {}
      },
    })
    hbModule = module as HbModule
    loaded = hbjs(module) as HarfBuzz
    return loaded
  })()
  loading.catch(() => (loading = undefined))
  return loading
}

/** Whether loadHarfBuzz() has finished: Satori may measure before the exporters have awaited it. */
export const harfBuzzLoaded = (): boolean => loaded !== undefined

/** The loaded HarfBuzz; loadHarfBuzz() must have finished first (both exporters await it). */
export function harfBuzz(): HarfBuzz {
  if (!loaded) throw new Error('HarfBuzz is not loaded yet: await loadHarfBuzz() first')
  return loaded
}

/**
 * A shaped buffer's glyphs, read straight from wasm memory (hb_glyph_info_t and
 * hb_glyph_position_t are five 32-bit words each). harfbuzzjs's `json()` has HarfBuzz write them
 * out as JSON text and parses that back; with the patched Satori reading its glyphs the same way,
 * a PDF whose every word is new to the server takes about a quarter less time (docs/performance.md).
 */
export function shapedGlyphs(buffer: { ptr: number }): HbGlyph[] {
  const { wasmExports: hb, HEAPU32: infos, HEAP32: positions } = hbModule!
  const count = hb.hb_buffer_get_length(buffer.ptr)
  let info = hb.hb_buffer_get_glyph_infos(buffer.ptr, 0) >> 2
  let position = hb.hb_buffer_get_glyph_positions(buffer.ptr, 0) >> 2
  const glyphs: HbGlyph[] = []
  for (let i = 0; i < count; i++, info += 5, position += 5) {
    glyphs.push({ g: infos[info]!, cl: infos[info + 2]!, ax: positions[position]!, dx: positions[position + 2]!, dy: positions[position + 3]! })
  }
  return glyphs
}
