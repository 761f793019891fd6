/**
 * @module
 * One block through Satori: the element laid out at its width with `embedFont: false` (text stays
 * text, handed over as records: page.ts TextRecord), its height read from the root `<svg>`, its
 * links from `onNodeDetected` (Satori drops `href` from the SVG). Results are memoised by the
 * element tree and width, which hold everything that shapes a block (template, theme, typography,
 * content), so an unchanged item is never laid out twice and thumbnails cost nothing after the
 * first.
 */
import satori, { __lsShapeWith, __lsWordCacheWith } from 'satori'
import { identityOf, withStyle, type Element } from '../../../templates/element.js'
import { fontFaces } from '../fonts/index.js'
import { DOCUMENTS_PER_GENERATION, faceOf, lacksGlyphs, RUNS_PER_GENERATION, shapeForSatori } from '../shaping.js'
import { ROLES, type Block, type BlockMark, type Link, type Role, type RoleBox, type TextRecord } from '../page.js'
import { Generations } from './generations.js'
import { followsOnLine, joinLines } from './lines.js'
import { Lru } from './lru.js'

type SatoriFonts = Parameters<typeof satori>[1]['fonts']

// The patched Satori shapes through our runs (shaping.ts shapeForSatori), for the faces it is given below.
__lsShapeWith(shapeForSatori)
// What it measures per word (its text nodes' word measurements, its font engines' widths) goes in
// caches of ours, aged by documents like the text-run caches of shaping.ts. Its own, capped by
// count alone (4000 and 2000 words, then cleared), grew by each render's few new words for its
// first several hundred renders: the heap about 0.4 MB every hundred renders of the peer bench's
// resume (docs/performance.md).
export const satoriWordCache = () => new Generations<string, unknown>(RUNS_PER_GENERATION, DOCUMENTS_PER_GENERATION)
__lsWordCacheWith(satoriWordCache)

/**
 * Satori caches parsed fonts per array object: hand it the same array every time. It gets each
 * face's ArrayBuffer, which it keeps as it is (a Uint8Array it would copy).
 */
const satoriFonts = new Map<string, SatoriFonts>()
function fontsFor(family: string, scripts: readonly string[], fallback: boolean): SatoriFonts {
  const key = [family, fallback, ...scripts].join(',')
  let fonts = satoriFonts.get(key)
  if (!fonts) {
    fonts = fontFaces(family, scripts, fallback).map((f) => {
      faceOf(f)
      return { name: f.name, weight: f.weight, style: f.style, data: f.data.buffer as ArrayBuffer }
    })
    satoriFonts.set(key, fonts)
  }
  return fonts
}

/** Whether `family` lacks a glyph for some text of an element tree (shaping.ts lacksGlyphs). */
function lacksIn(element: Element, family: string): boolean {
  const { children } = element.props
  if (children === undefined) return false
  if (typeof children === 'string') return lacksGlyphs(family, children)
  if (!Array.isArray(children)) return lacksIn(children, family)
  for (const child of children) if (typeof child === 'string' ? lacksGlyphs(family, child) : lacksIn(child, family)) return true
  return false
}

/**
 * What a text run's `<text>` markup was, in characters (170 on the dense resume): the memo's bound
 * counts each run (a record, or a piece of a joined one) as that, so it keeps as many blocks as
 * when text was markup.
 */
const RECORD_CHARS = 170

/**
 * 1 M characters of block SVG and keys, text records counted as their markup: two or three
 * resumes being edited (the dense 1 000-word fixture is about 0.4 M of SVG and 0.025 M of
 * keys), enough for an edited resume to find all its unchanged blocks. Each kept block also keeps
 * what the exporters derive from it (the parsed SVG, the PNG's glyph runs), so the bound is on
 * size, not entries: over 1000 distinct resumes, 8 M grew the process by about 140 MB; 1 M
 * instead of 2 M took the server's peak RSS over PDFs and previews of the dense resume from 311 to
 * 268 MB (npm run bench -- peers).
 */
const memo = new Lru<string, Block>(1 * 2 ** 20, (block) => block.svg.length + block.key.length + runs(block) * RECORD_CHARS)

/** Satori's text runs in a block: a joined record counts each of its pieces. */
function runs({ texts = [] }: Block): number {
  let count = 0
  for (const t of texts) count += t.pieces ? t.pieces.length / 3 : 1
  return count
}

/**
 * The element tree as JSON, after the width and scripts: the key is what it stands for, so no two
 * blocks share one. Hashing it (sha1) cost more than the JSON itself, for every block of every
 * render. An element its builder knows by a shorter string that determines it (templates/element.ts
 * `identified`: an item, by its kit, width and entry) is keyed by that string instead: the dense
 * resume's keys went from 63 K to 25 K characters, and this function's share of a fresh render in
 * the server's profile from about 1 ms to 0.2. `#` keeps the two kinds apart, as JSON of an
 * element starts with `{`.
 */
export function blockKey(element: Element, width: number, scripts: readonly string[] = []): string {
  const identity = identityOf(element)
  return `${width}|${scripts.join(',')}|${identity === undefined ? JSON.stringify(element) : `#${identity}`}`
}

/** Where Satori placed a node, in the block's points. */
interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Role boxes in the order Satori visits nodes (depth first, parents before children), each
 * nested in the nearest earlier box that contains it: the element tree's nesting, read back.
 */
class RoleCollector {
  readonly boxes: RoleBox[] = []
  private open: number[] = []

  add(role: Role, box: Box, extra?: { alt: string } | { link: number }): void {
    while (this.open.length > 0 && !contains(this.boxes[this.open.at(-1)!]!, box)) this.open.pop()
    // Written out, not `{ ...box, parent }`: templates/element.ts says why.
    const placed: RoleBox = { role, x: box.x, y: box.y, width: box.width, height: box.height, parent: this.open.at(-1) ?? -1 }
    if (extra) Object.assign(placed, extra)
    this.boxes.push(placed)
    this.open.push(this.boxes.length - 1)
  }
}

const EPSILON = 0.01
const contains = (outer: Box, inner: Box) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.width <= outer.x + outer.width + EPSILON &&
  inner.y + inner.height <= outer.y + outer.height + EPSILON

const HEIGHT = /^<svg width="[\d.]+" height="([\d.]+)"/

/**
 * The block for an element laid out at `width` points, in the given font family; `scripts` names the
 * script fallbacks the resume needs (they change which glyphs some characters get, hence the key).
 * The family's Noto fallback is given to Satori only for text the family lacks glyphs for: that
 * depends on the element alone, which the key already stands for.
 */
export async function measureBlock(element: Element, width: number, family: string, scripts: readonly string[] = []): Promise<Block> {
  const key = blockKey(element, width, scripts)
  const cached = memo.get(key)
  if (cached) return cached
  const fallback = lacksIn(element, family)
  const links: Link[] = []
  const marks: BlockMark[] = []
  const roles = new RoleCollector()
  // Satori breaks text at the width it is given and then sets its boxes on whole points: at a
  // fractional width a line that fits one and not the other keeps a line it does not draw (an empty
  // line in a bullet). Laid out at the whole points under its width, the block reserves what it draws.
  const whole = Math.floor(width + EPSILON)
  const root = element.props.style?.width
  const laid = typeof root === 'number' ? withStyle(element, { width: Math.floor(root + EPSILON) }) : element
  const texts: TextRecord[] = []
  const svg = await satori(laid as Parameters<typeof satori>[0], {
    width: whole,
    // The patched Satori's run list (patches/satori+0.63.2.patch): text as records, not markup,
    // a text node's words on a line joined into one record where lines.ts would join them.
    ...({ textRuns: texts, joinRuns: followsOnLine } as object),
    fonts: fontsFor(family, scripts, fallback),
    embedFont: false,
    onNodeDetected: (node) => {
      const props = node.props as { href?: unknown; role?: unknown; alt?: unknown; breaks?: unknown }
      const box: Box = { x: node.left, y: node.top, width: node.width, height: node.height }
      if (typeof props.role === 'string' && ROLES.has(props.role) && props.role !== 'Link') {
        roles.add(props.role as Role, box, typeof props.alt === 'string' ? { alt: props.alt } : undefined)
      }
      // A link inside the part it belongs to (a `P` link is a paragraph holding a Link).
      if (typeof props.href === 'string' && props.href !== '') {
        roles.add('Link', box, { link: links.length })
        links.push({ x: box.x, y: box.y, width: box.width, height: box.height, href: props.href })
      }
      if (props.breaks === 'head' || props.breaks === 'para') marks.push({ kind: props.breaks, top: node.top, bottom: node.top + node.height })
    },
  })
  const height = Number(HEIGHT.exec(svg)?.[1] ?? 0)
  const lines = joinLines(svg, texts, roles.boxes)
  const block: Block = {
    key,
    width,
    height,
    svg: lines.svg,
    texts: lines.texts,
    links,
    ...(marks.length > 0 ? { marks } : {}),
    ...(roles.boxes.length > 0 ? { roles: roles.boxes } : {}),
    ...(fallback ? { fallback } : {}),
  }
  memo.set(key, block)
  return block
}
