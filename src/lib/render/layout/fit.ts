/**
 * @module
 * Fit to N pages: tighten the layout step by step, in a fixed order and never below a floor,
 * until the resume fits; never clip or drop anything.
 *
 * 1. spacing between items and sections, down to 0.6 of the template's (no new measuring: the
 *    measured blocks are paginated again with smaller gaps);
 * 2. line height, down to 1.15;
 * 3. body size, down to 8.5 pt;
 * 4. page margins, down to 24 pt.
 * Each state of that ladder is at least as tight as the one before it. Steps 2 to 4 change what
 * Satori measures, so they cost a layout each: the search starts from the state an estimate of
 * the content's height picks and walks from there, rather than trying every state in turn.
 */
import type { ResumeData } from '../../schema/index.js'
import type { PagedDocument } from '../page.js'
import { flowColumns, paginate, type PaginateInput } from '../paginate/index.js'
import { documentOf, flowInput, settingsOf, type FlowInput, type LayoutOptions, type Settings } from './index.js'

/** The floors: nothing is set tighter than this. */
export const FIT_FLOORS = { spacing: 0.6, lineHeight: 1.15, fontSize: 8.5, margin: 24 } as const

const SPACING_STEPS = [0.9, 0.8, 0.7, 0.6]
const LINE_HEIGHT_STEP = 0.05
const FONT_SIZE_STEP = 0.5
const MARGIN_STEP = 4

export interface FitReport {
  /** `exact`: it fitted as it was; `fitted`: after the settings in `applied`; `overflow`: not even at the floors (set at the floors). */
  status: 'exact' | 'fitted' | 'overflow'
  /** The settings that differ from the resume's own, in ladder order. */
  applied: Partial<Settings>
}

/** `X-Fit-Applied`: "spacing=0.8; line-height=1.2; font-size=9; margin=28", only what changed. */
export function describeFit(applied: Partial<Settings>): string {
  const names: Array<[keyof Settings, string]> = [['spacing', 'spacing'], ['lineHeight', 'line-height'], ['fontSize', 'font-size'], ['margin', 'margin']]
  return names.filter(([key]) => applied[key] !== undefined).map(([key, name]) => `${name}=${Number(applied[key]!.toFixed(2))}`).join('; ')
}

/** Steps from `from` down to `floor` (exclusive of `from`, inclusive of the floor). */
function down(from: number, floor: number, step: number): number[] {
  const out: number[] = []
  for (let v = Math.ceil((from - step) / step - 1e-9) * step; v > floor + 1e-9; v -= step) if (v < from - 1e-9) out.push(Number(v.toFixed(2)))
  if (from > floor + 1e-9) out.push(floor)
  return out
}

/** The height of a line of body text: Satori sets line boxes on whole points. */
const lineBox = (s: Settings) => Math.round(s.fontSize * s.lineHeight)

/**
 * The measured states after spacing, tightest last; each carries the full settings. A state that
 * would lay out exactly as the one before it (a line height that rounds to the same line box) is
 * left out: it would cost a layout and change nothing.
 */
function ladder(natural: Settings): Settings[] {
  const states: Settings[] = []
  let current: Settings = { ...natural, spacing: FIT_FLOORS.spacing }
  const push = (next: Settings) => {
    if (next.fontSize === current.fontSize && next.margin === current.margin && lineBox(next) === lineBox(current)) {
      current = next
      return
    }
    states.push((current = next))
  }
  for (const lineHeight of down(natural.lineHeight, FIT_FLOORS.lineHeight, LINE_HEIGHT_STEP)) push({ ...current, lineHeight })
  for (const fontSize of down(natural.fontSize, FIT_FLOORS.fontSize, FONT_SIZE_STEP)) push({ ...current, fontSize })
  for (const margin of down(natural.margin, FIT_FLOORS.margin, MARGIN_STEP)) push({ ...current, margin })
  return states
}

/** The same measured blocks with every gap scaled: tighter spacing without measuring again. */
function spaced(input: PaginateInput, factor: number): PaginateInput {
  const scale = <T extends { gap: number } | undefined>(b: T): T => (b ? { ...b, gap: b.gap * factor } : b)
  return {
    ...input,
    header: { ...input.header, gapAfter: input.header.gapAfter * factor },
    columns: input.columns.map((c) => ({ ...c, blocks: c.blocks.map(scale), ...(c.wide ? { wide: { ...c.wide, blocks: c.wide.blocks.map(scale) } } : {}) })),
  }
}

const pageCount = (input: PaginateInput) => Math.max(0, ...flowColumns(input).flat().map((s) => s.page)) + 1

/** Everything that is drawn, in points: blocks and the gaps between them, all columns. */
function contentHeight(input: PaginateInput): number {
  return Math.max(...input.columns.map((c) => c.blocks.reduce((sum, b) => sum + b.block.height + b.gap, 0))) + input.header.block.height
}

/**
 * The first state an estimate says fits: text height grows with line height and size, and with
 * size again and narrower columns through more lines; a little room is left for page breaks.
 */
function estimate(states: Settings[], natural: Settings, measured: PaginateInput, pages: number): number {
  const height = contentHeight(measured)
  const width = measured.width - 2 * natural.margin
  const index = states.findIndex((s) => {
    const scale = (lineBox(s) / lineBox(natural)) * (s.fontSize / natural.fontSize) * (width / (measured.width - 2 * s.margin))
    const room = pages * (measured.height - 2 * s.margin)
    return height * scale <= room * 0.97
  })
  return index === -1 ? states.length - 1 : index
}

const applied = (natural: Settings, s: Settings): Partial<Settings> =>
  Object.fromEntries((Object.keys(s) as Array<keyof Settings>).filter((k) => Math.abs(s[k] - natural[k]) > 1e-9).map((k) => [k, s[k]]))

/** The resume laid out to fit `pages` pages, and what that took. */
export async function fitLayout(resume: ResumeData, options: LayoutOptions & { pages: number }): Promise<{ document: PagedDocument; fit: FitReport }> {
  const natural = settingsOf(resume)
  const done = (flowed: FlowInput, input: PaginateInput, settings: Settings, status: FitReport['status']) => ({
    document: documentOf(resume, flowed, paginate(input)),
    fit: { status, applied: status === 'exact' ? {} : applied(natural, settings) },
  })
  const first = await flowInput(resume, options)
  if (pageCount(first.input) <= options.pages) return done(first, first.input, natural, 'exact')
  for (const spacing of SPACING_STEPS) {
    const input = spaced(first.input, spacing)
    if (pageCount(input) <= options.pages) return done(first, input, { ...natural, spacing }, 'fitted')
  }

  const states = ladder(natural)
  if (states.length === 0) return done(first, spaced(first.input, FIT_FLOORS.spacing), { ...natural, spacing: FIT_FLOORS.spacing }, 'overflow')
  const tried = new Map<number, { flowed: FlowInput; input: PaginateInput; fits: boolean }>()
  const attempt = async (i: number) => {
    let result = tried.get(i)
    if (!result) {
      const { spacing: _, ...settings } = states[i]!
      const flowed = await flowInput(resume, { ...options, settings })
      const input = spaced(flowed.input, FIT_FLOORS.spacing)
      result = { flowed, input, fits: pageCount(input) <= options.pages }
      tried.set(i, result)
    }
    return result
  }
  // Walk from the estimate: looser while the looser state still fits, tighter until one fits.
  let i = estimate(states, natural, spaced(first.input, FIT_FLOORS.spacing), options.pages)
  if ((await attempt(i)).fits) {
    while (i > 0 && (await attempt(i - 1)).fits) i -= 1
  } else {
    while (i < states.length - 1 && !(await attempt(i)).fits) i += 1
  }
  const best = await attempt(i)
  return done(best.flowed, best.input, states[i]!, best.fits ? 'fitted' : 'overflow')
}
