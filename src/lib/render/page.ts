/**
 * @module
 * The boundary between layout and the exporters: a page is a size and positioned blocks, each
 * block an SVG fragment laid out once by Satori. The PNG and PDF exporters read only this; they
 * never import each other or lay anything out again.
 */
import type { SvgElement } from './svg.js'

/** A clickable area in page coordinates (points, origin top-left). */
export interface Link {
  x: number
  y: number
  width: number
  height: number
  href: string
}

/**
 * What a part of a block is, as the template said (`role` on an element): PDF standard structure
 * types. `Artifact` is decoration; `Link` comes from `href`. The PDF writer builds its structure
 * tree from these; the PNG exporter ignores them.
 */
export type Role = 'H1' | 'H2' | 'H3' | 'P' | 'L' | 'LI' | 'Lbl' | 'LBody' | 'Figure' | 'Artifact' | 'Link'

export const ROLES: ReadonlySet<string> = new Set<Role>(['H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Figure', 'Artifact', 'Link'])

/** A part of a block with a role, in block coordinates, in document (reading) order. */
export interface RoleBox {
  role: Role
  x: number
  y: number
  width: number
  height: number
  /** Index of the enclosing role box in the block's `roles`, or -1 at the top. */
  parent: number
  /** Alternative text (a Figure's). */
  alt?: string
  /** For `Link`: its index in the block's `links`. */
  link?: number
}

/**
 * A run of text as Satori set it: `x`, `y` (baseline), `width`, `height` (its line box) and `size`
 * as numbers, and in `attrs` the strings its `<text>` would carry (font-family, font-size,
 * font-weight, font-style, letter-spacing, fill, and any transform or clip-path), shared by the
 * runs of one style. Shaped as svg.ts reads a `<text>` element, which it stands for in the tree.
 * Runs side by side on a line are joined into one record with `pieces` (layout/lines.ts).
 */
export interface TextRecord extends SvgElement {
  name: 'text'
  height: number
}

/** The innermost of a block's role boxes at a point of the block, as an index, or -1. */
export function roleAt(roles: readonly RoleBox[], x: number, y: number): number {
  for (let i = roles.length - 1; i >= 0; i--) {
    const r = roles[i]!
    if (x >= r.x && x <= r.x + r.width && y >= r.y && y <= r.y + r.height) return i
  }
  return -1
}

/**
 * The role box of text starting at `x` on baseline `y`: the one at a point just inside its start,
 * above its baseline.
 */
export const textRole = (roles: readonly RoleBox[], x: number, y: number, size: number): number => roleAt(roles, x + 0.5, y - size * 0.25)

/** A block as Satori laid it out: its own SVG, measured. */
export interface Block {
  /** What produced it (template, theme, typography, content; layout/measure.ts blockKey): the memo key. */
  key: string
  width: number
  height: number
  /**
   * A whole `<svg width height viewBox xmlns>` document from Satori with `embedFont: false`, its
   * text runs `<T i="k"/>` placeholders for `texts[k]` (svg.ts blockMarkup writes them out).
   */
  svg: string
  /** The block's text runs, in the order Satori set them. */
  texts?: TextRecord[]
  /** Links inside the block, relative to the block's top-left corner. */
  links: Link[]
  /** Parts that limit where the block may be cut between pages (see paginate/rules.ts). */
  marks?: BlockMark[]
  /** The parts the template gave a role, outermost first; none for an untagged block. */
  roles?: RoleBox[]
  /** Set with its family's Noto fallback: the family has no glyph for some of its text (fonts/index.ts fontFamilies). */
  fallback?: boolean
}

/**
 * A part of a block, in block coordinates: an item's header (`head`), which keeps two lines of
 * what follows it on its page, or a paragraph or list item (`para`), which is only cut with two
 * lines or more on each side.
 */
export interface BlockMark {
  kind: 'head' | 'para'
  top: number
  bottom: number
}

/** A block placed on a page. A block taller than the space left is shown in slices. */
export interface PlacedBlock {
  block: Block
  /**
   * Where the visible slice lands on the page, in points: `x` is the block's left edge, `y` the
   * page position of block coordinate `clipTop` (the slice's top edge).
   */
  x: number
  y: number
  /** The visible slice of the block, in block coordinates: [clipTop, clipBottom). */
  clipTop: number
  clipBottom: number
}

/** Shapes drawn behind the blocks (sidebar tints, banners) that belong to the page, not a block. */
export interface Backdrop {
  x: number
  y: number
  width: number
  height: number
  fill: string
}

export interface Page {
  /** Page size in points (A4 595.28 x 841.89, Letter 612 x 792). */
  width: number
  height: number
  background: string
  backdrops: Backdrop[]
  /** In reading order: main column before sidebar, top to bottom, so extracted text reads right. */
  blocks: PlacedBlock[]
}

export interface PagedDocument {
  pages: Page[]
  title: string
  author: string
  subject: string
  /** BCP 47 language of the text (PDF `/Lang`, XMP `dc:language`); `en` when not given. */
  lang?: string
  /** Font family names in per-character fallback order, as given to Satori (the family's Noto fallback only when a block needed it). */
  fontFamilies: string[]
  /** The layout's direction: `rtl` pages are mirrored and read from the right (default `ltr`). */
  direction?: 'ltr' | 'rtl'
}
