/** What patches/satori+0.63.2.patch adds to Satori's exports. */
import 'satori'

declare module 'satori' {
  /**
   * Has Satori shape text through `shaper` when it would shape with HarfBuzz's defaults (no
   * features, language, script or direction): given the font bytes it was handed and the text, the
   * shaper returns the glyphs, or undefined to leave that text to Satori's own HarfBuzz.
   */
  export function __lsShapeWith(shaper: ((font: ArrayBuffer, text: string) => Array<{ g: number; cl: number; ax: number; dx: number; dy: number }> | undefined) | null): void

  /**
   * Has each of Satori's text-node word caches (one per font and measuring context, keyed by a
   * word) made by `make` instead of a Map that Satori clears at 4000 words.
   */
  export function __lsWordCacheWith(make: (() => { get(word: string): unknown; set(word: string, measured: unknown): void }) | null): void
}
