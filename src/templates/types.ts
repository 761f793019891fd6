/**
 * @module
 * What a template is: a pure function (resume, theme, page frame, typography) -> a header and
 * columns of block elements. Layout measures each block with Satori; paginate places them.
 */
import type { Backdrop } from '../lib/render/page.js'
import type { ResumeData } from '../lib/schema/index.js'
import type { Theme } from './catalog.js'
import type { Element } from './element.js'

export interface Typography {
  /** Bundled family name (already resolved). */
  family: string
  /** Body size in points. */
  size: number
  lineHeight: number
}

export interface PageFrame {
  width: number
  height: number
  margin: number
}

export interface BlockSpec {
  element: Element
  /** Space above the block, dropped at the top of a page. */
  gap: number
  /** A section heading: never the last thing in a column on a page. */
  keepWithNext?: boolean
  /** Never cut between pages (a row of a multi-column grid moves as a whole). */
  keepTogether?: boolean
}

export interface ColumnSpec {
  x: number
  width: number
  blocks: BlockSpec[]
  /**
   * The same blocks, one for one, drawn at another width: used from the first page on which every
   * other column has ended (a main column taking over the room of a sidebar that ran out).
   */
  wide?: { x: number; width: number; blocks: BlockSpec[] }
}

export interface TemplateOutput {
  /** Drawn once, at the top of the first page; columns start `gapAfter` below it. */
  header: { element: Element; x: number; y: number; width: number; gapAfter: number }
  /** In reading order: main column first. */
  columns: ColumnSpec[]
  /** Page-level shapes behind the blocks of page `index` (a sidebar tint that reaches the bottom of every page). */
  backdrops?: (index: number) => Backdrop[]
}

export interface TemplateInput {
  resume: ResumeData
  theme: Theme
  frame: PageFrame
  typography: Typography
}

export type Template = (input: TemplateInput) => TemplateOutput
