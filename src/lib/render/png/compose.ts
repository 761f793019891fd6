/**
 * @module
 * One page as one SVG document, composed from the block SVGs by translation: each placed block
 * becomes a translated group, or a nested `<svg>` whose viewport is its visible slice when it is
 * cut at a page break, so it shows exactly [clipTop, clipBottom) and nothing is laid out again.
 * Satori reuses element ids in every block (its masks), so each block's ids get a prefix to stay
 * unique in the page.
 *
 * Two things Satori writes draw nothing and only cost resvg time, so they are left out here:
 * whitespace-only `<text>` elements (one per space between words) and masks nothing refers to
 * (Satori defines one per element; about one in two hundred is used).
 */
import type { Block, Page } from '../page.js'
import { blockMarkup } from '../svg.js'

const ROOT = /^<svg width="[\d.]+" height="[\d.]+" viewBox="[^"]*"/
const ROOT_TAG = /^<svg [^>]*>/
const FAMILY = /font-family="[^"]*"/g

const BLANK_TEXT = /<text [^>]*>\s*<\/text>/g
/** Text as markup, or a text record's placeholder (svg.ts). */
const TEXT = /<text [^>]*>[^<]*<\/text>|<T i="\d+"\/>/g
const MASK = /<mask id="([^"]+)">[\s\S]*?<\/mask>/g
const REFERENCE = /url\(#([^)]+)\)/g

const n = (v: number) => Number(v.toFixed(3))

function drawnOnly(svg: string, text: boolean): string {
  const used = new Set(Array.from(svg.matchAll(REFERENCE), (m) => m[1]))
  return svg.replace(text ? BLANK_TEXT : TEXT, '').replace(MASK, (mask, id: string) => (used.has(id) ? mask : ''))
}

const placedSvgs = new WeakMap<Block, { index: number; text: boolean; family: string; svg: string }>()

/** Block `index`'s SVG as the page shows it (see the module comment): a page is composed once per band part. */
function placedSvg(block: Block, index: number, text: boolean, family: string): string {
  const cached = placedSvgs.get(block)
  if (cached && cached.index === index && cached.text === text && cached.family === family) return cached.svg
  // Text resvg draws is written out; the rest is the painter's, and its placeholders go.
  const svg = drawnOnly(text ? blockMarkup(block) : block.svg, text)
    .replace(/ id="/g, ` id="b${index}_`)
    .replace(/url\(#/g, `url(#b${index}_`)
    .replace(/href="#/g, `href="#b${index}_`)
    .replace(FAMILY, family)
  placedSvgs.set(block, { index, text, family, svg })
  return svg
}

/** Definitions: geometry and paint servers that draw only where something refers to them. */
const DEFINITIONS = /<(defs|clipPath|mask)\b[^>]*>[\s\S]*?<\/\1>/g
/** Any element but a container. */
const DRAWING = /<(?!\/|svg\b|g\b)[a-zA-Z]/
/** Points around a block's box also counted as drawn on: anti-aliasing, and shapes just outside it. */
const MARGIN = 4

/**
 * Which pixel rows (at `scale`) hold more than the page background: the rows of backdrops, of
 * blocks that draw anything besides text the painter draws (keepText as for composePage), and the
 * page's foot, where the background ends. The others all look alike (backdrops being left out).
 */
export function rowsToDraw(page: Page, fontFamily: string, keepText: (block: number) => boolean, scale: number): Uint8Array {
  const family = `font-family="${fontFamily}"`
  const rows = new Uint8Array(Math.ceil(n(page.height) * scale))
  const mark = (top: number, bottom: number) => rows.fill(1, Math.max(0, Math.floor((top - MARGIN) * scale)), Math.max(0, Math.ceil((bottom + MARGIN) * scale)))
  for (const b of page.backdrops) mark(b.y, b.y + b.height)
  page.blocks.forEach((placed, i) => {
    if (DRAWING.test(placedSvg(placed.block, i, keepText(i), family).replace(DEFINITIONS, ''))) mark(placed.y, placed.y + placed.clipBottom - placed.clipTop)
  })
  mark(n(page.height), n(page.height))
  return rows
}

/** Rows of a page in points, [top, top + height). */
export interface Band {
  top: number
  height: number
}

/**
 * `fontFamily` is the comma list to name in `font-family` (the fallback chain). Blocks for which
 * `keepText(i)` is false lose their `<text>`: the glyph painter draws it (paint.ts). With a `band`,
 * the SVG shows only those rows and leaves out the blocks outside them (resvg panics on some
 * clipped groups that lie wholly outside its viewport).
 */
export function composePage(page: Page, fontFamily: string, keepText: (block: number) => boolean = () => true, band: Band = { top: 0, height: n(page.height) }): string {
  const family = `font-family="${fontFamily}"`
  const width = n(page.width)
  const height = n(page.height)
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${band.height}" viewBox="0 ${band.top} ${width} ${band.height}">`,
    // Lengths in % (Satori's masks and clips) resolve against the nearest viewport: the whole
    // page's, as when the page is drawn at once. Not clipped, so resvg draws it on no layer of its own.
    `<svg width="${width}" height="${height}" overflow="visible">`,
    // Sized in points, not 100 %: a band has a viewport of its own.
    `<rect width="${width}" height="${height}" fill="${page.background}"/>`,
  ]
  for (const b of page.backdrops) {
    parts.push(`<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" fill="${b.fill}"/>`)
  }
  page.blocks.forEach((placed, i) => {
    const { block, clipTop, clipBottom } = placed
    if (placed.y >= band.top + band.height || placed.y + clipBottom - clipTop <= band.top) return
    const svg = placedSvg(block, i, keepText(i), family)
    if (clipTop === 0 && clipBottom >= block.height) {
      // A whole block: a plain translated group. A nested <svg> would clip to its viewport, and
      // resvg draws every clipped group on a page-sized layer of its own.
      parts.push(`<g transform="translate(${n(placed.x)} ${n(placed.y)})">`, svg.replace(ROOT_TAG, '').replace(/<\/svg>$/, ''), '</g>')
      return
    }
    const h = clipBottom - clipTop
    const viewport = `<svg x="${n(placed.x)}" y="${n(placed.y)}" width="${n(block.width)}" height="${n(h)}" viewBox="0 ${n(clipTop)} ${n(block.width)} ${n(h)}"`
    parts.push(svg.replace(ROOT, viewport))
  })
  parts.push('</svg></svg>')
  return parts.join('')
}

