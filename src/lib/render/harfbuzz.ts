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
    addText(text: string): void
    guessSegmentProperties(): void
    /** 0 merges marks into their base's cluster; 1 (monotone characters) keeps them apart. */
    setClusterLevel(level: number): void
    setDirection(direction: 'ltr' | 'rtl'): void
    json(): HbGlyph[]
    destroy(): void
  }
  shape(font: HbFont, buffer: unknown, features?: string): void
}

let loading: Promise<HarfBuzz> | undefined
let loaded: HarfBuzz | undefined

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
    loaded = hbjs(module) as HarfBuzz
    return loaded
  })()
  loading.catch(() => (loading = undefined))
  return loading
}

/** The loaded HarfBuzz; loadHarfBuzz() must have finished first (both exporters await it). */
export function harfBuzz(): HarfBuzz {
  if (!loaded) throw new Error('HarfBuzz is not loaded yet: await loadHarfBuzz() first')
  return loaded
}
