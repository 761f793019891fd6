/**
 * @module
 * Template -> measured blocks -> pages. The template draws (pure), Satori measures each block
 * (memoised), paginate places them. Nothing here knows about PNG or PDF.
 */
import { templateFor } from '../../../templates/index.js'
import { RequestError } from '../../http/errors.js'
import type { ResumeData } from '../../schema/index.js'
import { scriptFamilies, fontFamilies, loadFonts, resolveFontFamily } from '../fonts/index.js'
import type { Page, PagedDocument } from '../page.js'
import { firstWideBlock, movesBesideWide, narrowReaches, paginate, wideFromOf, type FlowBlock, type FlowColumn, type PaginateInput } from '../paginate/index.js'
import { withStyle, type Element } from '../../../templates/element.js'
import type { BlockSpec } from '../../../templates/types.js'
import { documentLanguage } from '../lang.js'
import { resumeDirection } from '../text/direction.js'
import { hasUnspaced, withWordBreaks } from '../text/segment.js'
import { measureBlock } from './measure.js'

/** Page sizes in points. */
export const PAGE_SIZES = { a4: { width: 595.28, height: 841.89 }, letter: { width: 612, height: 792 } } as const

/** Thrown between two blocks once a render has used its time: the route answers 503. */
export class RenderTimeout extends RequestError {
  constructor() {
    super(503, 'Rendering took too long; try a shorter resume')
  }
}

/** Typography and page settings that override the resume's own (fitting to a number of pages). */
export interface Settings {
  /** Multiplies the space between blocks (items, sections): fit.ts tries it on measured blocks by paginating again. */
  spacing: number
  lineHeight: number
  /** Body size in points. */
  fontSize: number
  /** Page margin in points. */
  margin: number
}

export interface LayoutOptions {
  template: string
  /** `performance.now()` value after which the layout stops with RenderTimeout. */
  deadline?: number
  /** Settings to use instead of the resume's (fit.ts). */
  settings?: Partial<Settings>
}

/** What flowInput measures for. */
interface FlowOptions extends LayoutOptions {
  /**
   * The input is paginated once as it is, not spaced or estimated for other settings (fit.ts): a
   * column that widens is measured narrow only as far as it can be drawn narrow.
   */
  once?: boolean
}

const json = new WeakMap<ResumeData, string>()

/**
 * The resume as JSON, written once per resume object: the text searched for scripts here (once
 * per fit attempt) and the source a PDF embeds are the same string.
 */
export function resumeJson(resume: ResumeData): string {
  let text = json.get(resume)
  if (text === undefined) json.set(resume, (text = JSON.stringify(resume)))
  return text
}

/** The resume's own settings: what a layout uses when nothing overrides them. */
export const settingsOf = (resume: ResumeData): Settings => ({
  spacing: 1,
  lineHeight: resume.metadata.typography.lineHeight,
  fontSize: resume.metadata.typography.font.size,
  margin: resume.metadata.page.margin,
})

/** A column as far as it is measured, for a caller that may stop measuring (see flowInput). */
export interface MeasuredColumn {
  header: PaginateInput['header']
  /** How many times wider the column gets where every other column has ended (1 when it never does). */
  widen: number
  /** For a column that widens, the blocks of the columns that do not (measured before it). */
  others: FlowBlock[][]
  blocks: FlowBlock[]
}

export interface FlowInput {
  input: PaginateInput
  family: string
  scripts: string[]
  direction: ReturnType<typeof resumeDirection>
}

/**
 * The template drawn and every block measured: the input of the page-break stage (paginate), with
 * the fonts and direction the document needs. With `once`, a column that widens has its blocks
 * past the point where it widens measured wide only. `until` is asked after each block of a column; once
 * it says so, measuring stops and there is no input (fit.ts giving up on settings early).
 */
export async function flowInput(resume: ResumeData, options: FlowOptions): Promise<FlowInput>
export async function flowInput(resume: ResumeData, options: FlowOptions, until?: (column: MeasuredColumn) => boolean): Promise<FlowInput | undefined>
export async function flowInput(
  resume: ResumeData,
  { template: id, deadline = Infinity, settings = {}, once = false }: FlowOptions,
  until?: (column: MeasuredColumn) => boolean,
): Promise<FlowInput | undefined> {
  const template = templateFor(id)
  if (!template) throw new RequestError(400, `Unknown template: ${id}`)
  const { metadata } = resume
  const use = { ...settingsOf(resume), ...settings }
  const size = PAGE_SIZES[metadata.page.format]
  const family = resolveFontFamily(metadata.typography.font.family)
  // Script fonts (CJK above all) are large: only a resume with such text pays for loading and shaping with them.
  const text = resumeJson(resume)
  const scripts = scriptFamilies(text)
  const breakWords = hasUnspaced(text)
  await loadFonts(scripts)
  const frame = { ...size, margin: use.margin }
  const output = template({
    resume,
    theme: metadata.theme,
    frame,
    typography: { family, size: use.fontSize, lineHeight: use.lineHeight },
  })

  // Right to left, Satori lays every block out mirrored (rows from the right, text aligned to
  // its start, lines in bidi order) and the page mirrors where columns, header and tints go.
  const direction = resumeDirection(resume)
  const rtl = direction === 'rtl'
  const mirror = (x: number, width: number) => (rtl ? frame.width - x - width : x)
  const measure = async (element: Element, width: number) => {
    if (performance.now() > deadline) throw new RenderTimeout()
    const broken = breakWords ? withWordBreaks(element) : element
    return measureBlock(rtl ? withStyle(broken, { direction: 'rtl' }) : broken, width, family, scripts)
  }
  const flow = async (spec: BlockSpec, width: number): Promise<FlowBlock> => ({
    block: await measure(spec.element, width),
    gap: spec.gap * use.spacing,
    keepWithNext: spec.keepWithNext ?? false,
    keepTogether: spec.keepTogether ?? false,
  })
  const header = {
    block: await measure(output.header.element, output.header.width),
    x: mirror(output.header.x, output.header.width),
    y: output.header.y,
    gapAfter: output.header.gapAfter * use.spacing,
  }
  // Pushed, not mapped: optimised, this function's own map made a list with holes, of another hidden
  // class than the interpreter's, and reading it back after an await threw the function out again.
  const columns: FlowColumn[] = []
  for (const c of output.columns) columns.push({ x: mirror(c.x, c.width), blocks: [] })
  const input: PaginateInput = {
    ...frame,
    background: metadata.theme.background,
    header,
    columns,
    backdrops: rtl && output.backdrops ? (index) => output.backdrops!(index).map((b) => ({ ...b, x: mirror(b.x, b.width) })) : output.backdrops,
  }
  // A column that widens is measured after the others: where they end is where it may widen.
  for (const i of [...output.columns.keys()].sort((a, b) => Number(!!output.columns[a]!.wide) - Number(!!output.columns[b]!.wide))) {
    const column = output.columns[i]!
    const { blocks } = columns[i]!
    const measured = {
      header,
      widen: column.wide ? column.wide.width / column.width : 1,
      others: column.wide ? columns.filter((_, j) => !output.columns[j]!.wide).map((c) => c.blocks) : [],
      blocks,
    }
    const end = once && column.wide ? wideFromOf(input, i) : undefined
    for (const spec of column.blocks) {
      if (end && narrowReaches(input, i, end)) break
      blocks.push(await flow(spec, column.width))
      if (until?.(measured)) return undefined
    }
  }
  // A column that may widen once the others end: only the blocks that can start there are measured wide.
  for (const [i, column] of output.columns.entries()) {
    if (!column.wide) continue
    const wide: Array<FlowBlock | undefined> = []
    for (let j = firstWideBlock(input, i); j < column.wide.blocks.length; j++) wide[j] = await flow(column.wide.blocks[j]!, column.wide.width)
    columns[i] = { ...columns[i]!, wide: { x: mirror(column.wide.x, column.wide.width), blocks: wide } }
  }
  // The tail rule may move a block of another column down, and the widening with it.
  if (once && movesBesideWide(input)) {
    for (const [i, column] of output.columns.entries()) {
      const { blocks } = columns[i]!
      for (const spec of column.blocks.slice(blocks.length)) blocks.push(await flow(spec, column.width))
    }
  }
  return { input, family, scripts, direction }
}

/** The paged document for laid-out pages: the pages and what the exporters need to know. */
export function documentOf(resume: ResumeData, { family, scripts, direction }: FlowInput, pages: Page[]): PagedDocument {
  const { basics } = resume
  return {
    pages,
    title: basics.name ? `${basics.name} - Resume` : 'Resume',
    author: basics.name,
    subject: basics.label,
    lang: documentLanguage(resume),
    fontFamilies: fontFamilies(family, scripts, pages.some((page) => page.blocks.some(({ block }) => block.fallback))),
    direction,
  }
}

/** The paged document of a resume in a template: its blocks measured and placed on pages. */
export async function layout(resume: ResumeData, options: LayoutOptions): Promise<PagedDocument> {
  const flowed = await flowInput(resume, { ...options, once: true })
  return documentOf(resume, flowed, paginate(flowed.input))
}
