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

/** Shared between runs (glyphOf): never changed once made. */
export interface HbGlyph {
  /** Glyph id, cluster (UTF-16 index of the first character it stands for), advance and offsets in font units (y up). */
  readonly g: number
  readonly cl: number
  readonly ax: number
  readonly dx: number
  readonly dy: number
}

export interface HbFont {
  ptr: number
  destroy(): void
}

export interface HarfBuzz {
  createBlob(data: ArrayBuffer | Uint8Array): { destroy(): void }
  createFace(blob: unknown, index: number): { destroy(): void }
  createFont(face: unknown): HbFont
}

/** What of the emscripten module words are shaped with: HarfBuzz's C API and the wasm heap. */
interface HbModule {
  wasmExports: {
    malloc(size: number): number
    free(pointer: number): void
    hb_buffer_create(): number
    hb_buffer_destroy(buffer: number): void
    hb_buffer_add_utf16(buffer: number, text: number, length: number, offset: number, itemLength: number): void
    hb_buffer_guess_segment_properties(buffer: number): void
    hb_buffer_set_direction(buffer: number, direction: number): void
    hb_buffer_set_cluster_level(buffer: number, level: number): void
    hb_shape(font: number, buffer: number, features: number, featureCount: number): void
    hb_buffer_get_length(buffer: number): number
    hb_buffer_get_glyph_infos(buffer: number, length: number): number
    hb_buffer_get_glyph_positions(buffer: number, length: number): number
  }
  HEAPU16: Uint16Array
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

/** HarfBuzz's hb_direction_t for left to right. */
const LTR = 4
/** HB_GLYPH_FLAG_UNSAFE_TO_BREAK. */
const UNSAFE_TO_BREAK = 1

export interface ShapedText {
  glyphs: HbGlyph[]
  /**
   * Whether the text cut where its last glyph's cluster starts, each side shaped apart, gives
   * these same glyphs (HarfBuzz's unsafe-to-break flag unset on that glyph): no kerning pair,
   * ligature or contextual form reaches across the cut.
   */
  lastCuttable: boolean
}

/**
 * `text` shaped in `font` with HarfBuzz's default features, its glyphs read straight from wasm
 * memory (hb_glyph_info_t and hb_glyph_position_t are five 32-bit words each). `direction`: left
 * to right, or right to left with each mark a cluster of its own (monotone characters); without
 * it, what HarfBuzz guesses from the text, as Satori shapes.
 *
 * Through HarfBuzz's C API rather than harfbuzzjs's objects: its buffer is an object of some thirty
 * closures and its `json()` writes the glyphs out as JSON text to parse back. With every word new
 * to the server, those were about a tenth of a PDF's allocation and a quarter of its time
 * (docs/performance.md).
 */
export function shapeText(font: HbFont, text: string, direction?: 'ltr' | 'rtl-monotone'): ShapedText {
  const { wasmExports: hb } = hbModule!
  const buffer = hb.hb_buffer_create()
  try {
    const chars = hb.malloc(text.length * 2)
    // Read after malloc: growing the heap replaces the module's views of it.
    const units = hbModule!.HEAPU16
    for (let i = 0, at = chars >> 1; i < text.length; i++) units[at + i] = text.charCodeAt(i)
    hb.hb_buffer_add_utf16(buffer, chars, text.length, 0, text.length)
    hb.free(chars)
    hb.hb_buffer_guess_segment_properties(buffer)
    if (direction === 'ltr') hb.hb_buffer_set_direction(buffer, LTR)
    else if (direction === 'rtl-monotone') hb.hb_buffer_set_cluster_level(buffer, 1)
    hb.hb_shape(font.ptr, buffer, 0, 0)
    const { HEAPU32: infos, HEAP32: positions } = hbModule!
    const count = hb.hb_buffer_get_length(buffer)
    let info = hb.hb_buffer_get_glyph_infos(buffer, 0) >> 2
    let position = hb.hb_buffer_get_glyph_positions(buffer, 0) >> 2
    const glyphs: HbGlyph[] = []
    const made = madeGlyphs(font)
    for (let i = 0; i < count; i++, info += 5, position += 5) {
      glyphs.push(glyphOf(made, infos[info]!, infos[info + 2]!, positions[position]!, positions[position + 2]!, positions[position + 3]!))
    }
    // hb_glyph_info_t's second word holds the glyph flags once shaped; the last glyph's info is 5 words back.
    // The runs keep a copy of the glyphs' own length: pushed one by one, a word's list has room for 17.
    return { glyphs: glyphs.slice(), lastCuttable: count > 0 && (infos[info - 4]! & UNSAFE_TO_BREAK) === 0 }
  } finally {
    hb.hb_buffer_destroy(buffer)
  }
}

/** Clusters from 0 to 63 get shared glyphs: a word's are; a long run's later ones are made anew. */
const CLUSTERS = 64
/** Glyph-and-cluster keys per font, and places per key (a kerned advance, a mark's offsets). */
const KEYS = 8192
const PLACES = 8

const madeByFont = new WeakMap<HbFont, Map<number, HbGlyph[]>>()

function madeGlyphs(font: HbFont): Map<number, HbGlyph[]> {
  let made = madeByFont.get(font)
  if (!made) madeByFont.set(font, (made = new Map()))
  return made
}

/**
 * The glyph object for these values, made once per font: a glyph at the same cluster of a word
 * with the same advance and offsets recurs from word to word. Kept by the runs of every new word,
 * one object per glyph was the largest share of what a render of new text leaves behind for the
 * collector to copy (a fifth, docs/performance.md, sixteenth session); bounded, since the keys
 * grow with the glyphs a font has, not with the text.
 */
function glyphOf(made: Map<number, HbGlyph[]>, g: number, cl: number, ax: number, dx: number, dy: number): HbGlyph {
  if (cl >= CLUSTERS) return { g, cl, ax, dx, dy }
  const key = g * CLUSTERS + cl
  let places = made.get(key)
  if (places) {
    for (let i = 0; i < places.length; i++) {
      const glyph = places[i]!
      if (glyph.ax === ax && glyph.dx === dx && glyph.dy === dy) return glyph
    }
    if (places.length >= PLACES) return { g, cl, ax, dx, dy }
  } else {
    if (made.size >= KEYS) return { g, cl, ax, dx, dy }
    made.set(key, (places = []))
  }
  const glyph = { g, cl, ax, dx, dy }
  places.push(glyph)
  return glyph
}
