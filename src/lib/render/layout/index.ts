/**
 * @module
 * Template -> measured blocks -> pages. The template draws (pure), Satori measures each block
 * (memoised), paginate places them. Nothing here knows about PNG or PDF.
 */
import { templateFor } from '../../../templates/index.js'
import { RequestError } from '../../http/errors.js'
import type { ResumeData } from '../../schema/index.js'
import { cjkFamilies, fontFamilies, resolveFontFamily } from '../fonts/index.js'
import type { PagedDocument } from '../page.js'
import { firstWideBlock, paginate, type FlowBlock, type FlowColumn, type PaginateInput } from '../paginate/index.js'
import type { BlockSpec } from '../../../templates/types.js'
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
  /** Multiplies the templates' spacing scale. */
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
  /** Settings to use instead of the resume's. */
  settings?: Partial<Settings>
}

/** The resume's own settings: what a layout uses when nothing overrides them. */
export const settingsOf = (resume: ResumeData): Settings => ({
  spacing: 1,
  lineHeight: resume.metadata.typography.lineHeight,
  fontSize: resume.metadata.typography.font.size,
  margin: resume.metadata.page.margin,
})

/**
 * The template drawn and every block measured: the input of the page-break stage (paginate), with
 * the font families the document needs.
 */
export async function flowInput(resume: ResumeData, { template: id, deadline = Infinity, settings = {} }: LayoutOptions): Promise<{ input: PaginateInput; family: string; cjk: string[] }> {
  const template = templateFor(id)
  if (!template) throw new RequestError(400, `Unknown template: ${id}`)
  const { metadata } = resume
  const use = { ...settingsOf(resume), ...settings }
  const size = PAGE_SIZES[metadata.page.format]
  const family = resolveFontFamily(metadata.typography.font.family)
  // CJK fonts are large: only a resume with CJK text pays for loading and shaping with them.
  const cjk = cjkFamilies(JSON.stringify(resume))
  const frame = { ...size, margin: use.margin }
  const output = template({
    resume,
    theme: metadata.theme,
    frame,
    typography: { family, size: use.fontSize, lineHeight: use.lineHeight, spacing: use.spacing },
  })

  const measure = async (element: Parameters<typeof measureBlock>[0], width: number) => {
    if (performance.now() > deadline) throw new RenderTimeout()
    return measureBlock(element, width, family, cjk)
  }
  const flow = async (spec: BlockSpec, width: number): Promise<FlowBlock> => ({
    block: await measure(spec.element, width),
    gap: spec.gap,
    keepWithNext: spec.keepWithNext ?? false,
    keepTogether: spec.keepTogether ?? false,
  })
  const header = await measure(output.header.element, output.header.width)
  const columns: FlowColumn[] = []
  for (const column of output.columns) {
    const blocks: FlowBlock[] = []
    for (const spec of column.blocks) blocks.push(await flow(spec, column.width))
    columns.push({ x: column.x, blocks })
  }
  const input: PaginateInput = {
    ...frame,
    background: metadata.theme.background,
    header: { block: header, x: output.header.x, y: output.header.y, gapAfter: output.header.gapAfter },
    columns,
    backdrops: output.backdrops,
  }
  // A column that may widen once the others end: only the blocks that can start there are measured wide.
  for (const [i, column] of output.columns.entries()) {
    if (!column.wide) continue
    const wide: Array<FlowBlock | undefined> = []
    for (let j = firstWideBlock(input, i); j < column.wide.blocks.length; j++) wide[j] = await flow(column.wide.blocks[j]!, column.wide.width)
    columns[i] = { ...columns[i]!, wide: { x: column.wide.x, blocks: wide } }
  }
  return { input, family, cjk }
}

/** The paged document of a resume in a template: its blocks measured and placed on pages. */
export async function layout(resume: ResumeData, options: LayoutOptions): Promise<PagedDocument> {
  const { input, family, cjk } = await flowInput(resume, options)
  const { basics } = resume
  return {
    pages: paginate(input),
    title: basics.name ? `${basics.name} - Resume` : 'Resume',
    author: basics.name,
    subject: basics.label,
    fontFamilies: fontFamilies(family, cjk),
  }
}
