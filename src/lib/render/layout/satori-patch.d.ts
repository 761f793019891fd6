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
   * Has each of Satori's caches keyed by a word (a text node's word measurements per font and
   * measuring context, a font engine's widths per size) made by `make` instead of a Map that
   * Satori clears at 4000 or 2000 words.
   */
  export function __lsWordCacheWith(make: (() => { get(word: string): unknown; set(word: string, measured: unknown): void }) | null): void
}
