/** What patches/satori+0.63.2.patch adds to Satori's exports. */
import 'satori'

declare module 'satori' {
  /**
   * Has Satori shape text through `shaper` when it would shape with HarfBuzz's defaults (no
   * features, language, script or direction): given the font bytes it was handed and the text, the
   * shaper returns the glyphs, or undefined to leave that text to Satori's own HarfBuzz.
   */
  export function __lsShapeWith(shaper: ((font: ArrayBuffer, text: string) => Array<{ g: number; cl: number; ax: number; dx: number; dy: number }> | undefined) | null): void
}
