/**
 * @module
 * Template -> measured blocks -> pages. The template draws (pure), Satori measures each block
 * (memoised), paginate places them. Nothing here knows about PNG or PDF.
 */
import { templateFor } from '../../../templates/index.js'
import { RequestError } from '../../http/errors.js'
import type { ResumeData } from '../../schema/index.js'
import { scriptFamilies, fontFamilies, loadFonts, resolveFontFamily } from '../fonts/index.js'
import type { PagedDocument } from '../page.js'
import { paginate, type FlowBlock } from '../paginate/index.js'
import { withStyle, type Element } from '../../../templates/element.js'
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
  await loadFonts(scripts)
  const frame = { ...size, margin: metadata.page.margin }
  const output = template({
    resume,
    theme: metadata.theme,
    frame,
    typography: { family, size: metadata.typography.font.size, lineHeight: metadata.typography.lineHeight },
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
  const header = await measure(output.header.element, output.header.width)
  const columns: Array<{ x: number; blocks: FlowBlock[] }> = []
  for (const column of output.columns) {
    const blocks: FlowBlock[] = []
    for (const spec of column.blocks) {
      blocks.push({ block: await measure(spec.element, column.width), gap: spec.gap, keepWithNext: spec.keepWithNext ?? false })
    }
    columns.push({ x: mirror(column.x, column.width), blocks })
  }

  const pages = paginate({
    ...frame,
    background: metadata.theme.background,
    header: { block: header, x: mirror(output.header.x, output.header.width), y: output.header.y, gapAfter: output.header.gapAfter },
    columns,
    backdrops: rtl && output.backdrops ? (index) => output.backdrops!(index).map((b) => ({ ...b, x: mirror(b.x, b.width) })) : output.backdrops,
  })
  return {
    pages,
    title: basics.name ? `${basics.name} - Resume` : 'Resume',
    author: basics.name,
    subject: basics.label,
    lang: documentLanguage(resume),
    fontFamilies: fontFamilies(family, scripts),
    direction,
  }
}
