/**
 * @module
 * One block through Satori: the element laid out at its width with `embedFont: false` (text stays
 * `<text>`), its height read from the root `<svg>`, its links from `onNodeDetected` (Satori drops
 * `href` from the SVG). Results are memoised by a hash of the element tree and width, which holds
 * everything that shapes a block (template, theme, typography, content), so an unchanged item is
 * never laid out twice and thumbnails cost nothing after the first.
 */
import { createHash } from 'node:crypto'
import satori from 'satori'
import type { Element } from '../../../templates/element.js'
import { fontFaces } from '../fonts/index.js'
import type { Block, BlockMark, Link } from '../page.js'
import { Lru } from './lru.js'

type SatoriFonts = Parameters<typeof satori>[1]['fonts']

/** Satori caches parsed fonts per array object: hand it the same array every time. */
const satoriFonts = new Map<string, SatoriFonts>()
function fontsFor(family: string, cjk: readonly string[]): SatoriFonts {
  const key = [family, ...cjk].join(',')
  let fonts = satoriFonts.get(key)
  if (!fonts) {
    fonts = fontFaces(family, cjk).map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data as Buffer }))
    satoriFonts.set(key, fonts)
  }
  return fonts
}

/**
 * 2 M characters of block SVG: a few resumes being edited (one is about 0.5 M). Each kept block
 * also keeps what the exporters derive from it (the parsed SVG, the PNG's glyph runs), so the
 * bound is on size, not entries: over 1000 distinct resumes, 8 M grew the process by about
 * 140 MB, and 4 M instead of 2 M still cost 15 MB of peak RSS.
 */
const memo = new Lru<string, Block>(2 * 2 ** 20, (block) => block.svg.length)

export const blockKey = (element: Element, width: number, cjk: readonly string[] = []): string =>
  createHash('sha1').update(JSON.stringify(element)).update(`|${width}|${cjk.join(',')}`).digest('base64url')

const HEIGHT = /^<svg width="[\d.]+" height="([\d.]+)"/

/**
 * The block for an element laid out at `width` points, in the given font family; `cjk` names the
 * CJK fallbacks the resume needs (they change which glyphs Han characters get, hence the key).
 */
export async function measureBlock(element: Element, width: number, family: string, cjk: readonly string[] = []): Promise<Block> {
  const key = blockKey(element, width, cjk)
  const cached = memo.get(key)
  if (cached) return cached
  const links: Link[] = []
  const marks: BlockMark[] = []
  const svg = await satori(element as Parameters<typeof satori>[0], {
    width,
    fonts: fontsFor(family, cjk),
    embedFont: false,
    onNodeDetected: (node) => {
      const { href, breaks } = node.props as { href?: unknown; breaks?: unknown }
      if (typeof href === 'string' && href !== '') {
        links.push({ x: node.left, y: node.top, width: node.width, height: node.height, href })
      }
      if (breaks === 'head' || breaks === 'para') marks.push({ kind: breaks, top: node.top, bottom: node.top + node.height })
    },
  })
  const height = Number(HEIGHT.exec(svg)?.[1] ?? 0)
  const block: Block = { key, width, height, svg, links, ...(marks.length > 0 ? { marks } : {}) }
  memo.set(key, block)
  return block
}
