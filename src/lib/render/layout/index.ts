/**
 * @module
 * Template -> measured blocks -> pages. The template draws (pure), Satori measures each block
 * (memoised), paginate places them. Nothing here knows about PNG or PDF.
 */
import { templateFor } from '../../../templates/index.js'
import { RequestError } from '../../http/errors.js'
import type { ResumeData } from '../../schema/index.js'
import { scriptFamilies, fontFamilies, resolveFontFamily } from '../fonts/index.js'
import type { PagedDocument } from '../page.js'
import { paginate, type FlowBlock } from '../paginate/index.js'
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

export interface LayoutOptions {
  template: string
  /** `performance.now()` value after which the layout stops with RenderTimeout. */
  deadline?: number
}

export async function layout(resume: ResumeData, { template: id, deadline = Infinity }: LayoutOptions): Promise<PagedDocument> {
  const template = templateFor(id)
  if (!template) throw new RequestError(400, `Unknown template: ${id}`)
  const { metadata, basics } = resume
  const size = PAGE_SIZES[metadata.page.format]
  const family = resolveFontFamily(metadata.typography.font.family)
  // Script fonts (CJK above all) are large: only a resume with such text pays for loading and shaping with them.
  const text = JSON.stringify(resume)
  const scripts = scriptFamilies(text)
  const breakWords = hasUnspaced(text)
  const frame = { ...size, margin: metadata.page.margin }
  const output = template({
    resume,
    theme: metadata.theme,
    frame,
    typography: { family, size: metadata.typography.font.size, lineHeight: metadata.typography.lineHeight },
  })

  const measure = async (element: Parameters<typeof measureBlock>[0], width: number) => {
    if (performance.now() > deadline) throw new RenderTimeout()
    return measureBlock(breakWords ? withWordBreaks(element) : element, width, family, scripts)
  }
  const header = await measure(output.header.element, output.header.width)
  const columns: Array<{ x: number; blocks: FlowBlock[] }> = []
  for (const column of output.columns) {
    const blocks: FlowBlock[] = []
    for (const spec of column.blocks) {
      blocks.push({ block: await measure(spec.element, column.width), gap: spec.gap, keepWithNext: spec.keepWithNext ?? false })
    }
    columns.push({ x: column.x, blocks })
  }

  const pages = paginate({
    ...frame,
    background: metadata.theme.background,
    header: { block: header, x: output.header.x, y: output.header.y, gapAfter: output.header.gapAfter },
    columns,
    backdrops: output.backdrops,
  })
  return {
    pages,
    title: basics.name ? `${basics.name} - Resume` : 'Resume',
    author: basics.name,
    subject: basics.label,
    fontFamilies: fontFamilies(family, scripts),
  }
}
