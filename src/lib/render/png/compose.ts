/**
 * @module
 * One page as one SVG document, composed from the block SVGs by translation: each placed block
 * becomes a nested `<svg>` whose viewport is its visible slice, so a block cut at a page break
 * shows exactly [clipTop, clipBottom) and nothing is laid out again. Satori reuses element ids in
 * every block (its masks), so each block's ids get a prefix to stay unique in the page.
 */
import type { Page } from '../page.js'

const ROOT = /^<svg width="[\d.]+" height="[\d.]+" viewBox="[^"]*"/
const FAMILY = /font-family="[^"]*"/g

const n = (v: number) => Number(v.toFixed(3))

/** `fontFamily` is the comma list to name in `font-family` (the fallback chain). */
export function composePage(page: Page, fontFamily: string): string {
  const family = `font-family="${fontFamily}"`
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(page.width)}" height="${n(page.height)}" viewBox="0 0 ${n(page.width)} ${n(page.height)}">`,
    `<rect width="100%" height="100%" fill="${page.background}"/>`,
  ]
  for (const b of page.backdrops) {
    parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" fill="${b.fill}"/>`)
  }
  page.blocks.forEach((placed, i) => {
    const { block, clipTop, clipBottom } = placed
    const h = clipBottom - clipTop
    const viewport = `<svg x="${n(placed.x)}" y="${n(placed.y)}" width="${n(block.width)}" height="${n(h)}" viewBox="0 ${n(clipTop)} ${n(block.width)} ${n(h)}"`
    parts.push(
      block.svg
        .replace(ROOT, viewport)
        .replace(/ id="/g, ` id="b${i}_`)
        .replace(/url\(#/g, `url(#b${i}_`)
        .replace(/href="#/g, `href="#b${i}_`)
        .replace(FAMILY, family),
    )
  })
  parts.push('</svg>')
  return parts.join('')
}
