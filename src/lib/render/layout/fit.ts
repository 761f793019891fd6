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
 * Satori measures, so each state laid out costs a whole layout: instead, every state's blocks are
 * estimated from the blocks already measured (`estimated`) and paginated, and only the first state
 * the estimate says fits is laid out for real, so a fitted render costs about two layouts. When the
 * estimate was short, the next pick comes from that real layout. The estimate can also overshoot
 * by a step (a state tighter than needed): that costs looks, never content, and checking the
 * looser state for real would cost a third layout every time. A resume that even the floors will
 * not fit shows it before all of it is measured: its natural layout stops there, and the floors
 * are laid out for real (the answer is the same; only the blocks nobody needed go unmeasured).
 */
import type { ResumeData } from '../../schema/index.js'
import type { Block, PagedDocument } from '../page.js'
import { cutsOf, flowColumns, NarrowNotMeasured, paginate, type FlowBlock, type PaginateInput } from '../paginate/index.js'
import { documentOf, flowInput, PAGE_SIZES, settingsOf, type FlowInput, type LayoutOptions, type MeasuredColumn, type Settings } from './index.js'

/** The floors: nothing is set tighter than this. */
export const FIT_FLOORS = { spacing: 0.6, lineHeight: 1.15, fontSize: 8.5, margin: 24 } as const

const SPACING_STEPS = [0.9, 0.8, 0.7, 0.6]
const LINE_HEIGHT_STEP = 0.05
const FONT_SIZE_STEP = 0.5
const MARGIN_STEP = 4
/** The share of a page the first estimate keeps to spare (see fitLayout). */
const FIRST_PICK_SLACK = 0.02
/** How far past its pages, as a share of a page, a column must go at the floors to stop measuring (see overflowing). */
const SURE_OVERFLOW = 0.05

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

/** Pages the input takes; the tail rule is left out, it never changes the count. */
const pageCount = (input: PaginateInput) => Math.max(0, ...flowColumns(input, []).flat().map((s) => s.page)) + 1

const WORD = /<text x="([-\d.e]+)" y="([-\d.e]+)" width="([-\d.e]+)" height="([-\d.e]+)"/g

/** A paragraph of a block: its lines, the length of its text laid end to end, the room for a line. */
interface Paragraph {
  lines: number
  length: number
  room: number
  lineBox: number
}

/** What of a block's height is lines of text (the rest is space, following the size), and its paragraphs. */
interface Shape {
  text: number
  paragraphs: Paragraph[]
}

/**
 * A block's shape, read from its text runs once: each word's box; words on one baseline make a line.
 * Rows outside paragraphs (`para` marks: an item's header, a date) never rewrap.
 */
const shapes = new WeakMap<Block, Shape>()
function shapeOf(block: Block): Shape {
  let shape = shapes.get(block)
  if (shape) return shape
  const words = [
    ...[...block.svg.matchAll(WORD)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), right: Number(m[1]) + Number(m[3]), box: Number(m[4]) })),
    ...(block.texts ?? []).map((t) => ({ x: t.x, y: t.y, right: t.x + t.width, box: t.height })),
  ]
  // Line boxes as spans (the baseline sits about four fifths down its box), overlapping ones merged.
  let text = 0
  let end = -Infinity
  for (const [top, bottom] of words.map((w) => [w.y - 0.8 * w.box, w.y + 0.2 * w.box] as const).sort((a, b) => a[0] - b[0])) {
    text += Math.max(0, bottom - Math.max(top, end))
    end = Math.max(end, bottom)
  }
  const paragraphs = (block.marks ?? [])
    .filter((m) => m.kind === 'para')
    .flatMap((mark) => {
      const inside = words.filter((w) => w.y > mark.top && w.y <= mark.bottom)
      if (inside.length === 0) return []
      const lines = new Map<number, { left: number; right: number }>()
      for (const w of inside) {
        const line = lines.get(w.y)
        lines.set(w.y, line ? { left: Math.min(line.left, w.x), right: Math.max(line.right, w.right) } : { left: w.x, right: w.right })
      }
      const rows = [...lines.entries()].sort(([a], [b]) => a - b).map(([, l]) => l)
      const left = Math.min(...rows.map((l) => l.left))
      const widths = rows.map((l) => l.right - l.left)
      const length = widths.reduce((sum, w) => sum + w, 0)
      const room = block.width - left
      // Lines hold whole words: the full ones show how full a line gets.
      const fill = rows.length > 1 ? Math.min(1, (length - widths.at(-1)!) / (rows.length - 1) / room) : 0.95
      return [{ lines: rows.length, length, room: room * fill, lineBox: Math.max(...inside.map((w) => w.box)) }]
    })
  shape = { text: Math.min(text, block.height), paragraphs }
  shapes.set(block, shape)
  return shape
}

/**
 * A block's height with other settings, without Satori: every size and space in a template
 * follows the body size, so lines grow with the line box and the space around them with the
 * size; paragraphs rewrap, their text growing with the size and their room with the column
 * (narrower when the margins grow).
 */
function heightWith(block: Block, line: number, size: number, widen: number): number {
  const { text, paragraphs } = shapeOf(block)
  let rows = 0
  for (const p of paragraphs) {
    const lines = (scale: number) => Math.ceil((p.length * scale) / p.room - 0.02)
    rows += (Math.max(1, p.lines + lines(size / widen) - lines(1)) - p.lines) * p.lineBox
  }
  return (text + rows) * line + (block.height - text) * size
}

/**
 * The blocks of `measured` (laid out with `from`) as they would come out with `to` (heightWith),
 * gaps following the size and cuts scaled with their block. Good to a line or two on a page: the
 * search lays the state it picks out for real before trusting it.
 */
function estimated(measured: PaginateInput, from: Settings, to: Settings): PaginateInput {
  const size = to.fontSize / from.fontSize
  const line = lineBox(to) / lineBox(from)
  const widen = (measured.width - 2 * to.margin) / (measured.width - 2 * from.margin)
  const pageRoom = measured.height - 2 * from.margin
  const flow = <T extends FlowBlock | undefined>(b: T): T => {
    if (!b) return b
    const height = heightWith(b.block, line, size, widen)
    const f = height / b.block.height
    return { ...b, block: { ...b.block, height }, gap: b.gap * size, cuts: cutsOf(b, pageRoom).map((c) => c * f) }
  }
  const { header } = measured
  return {
    ...measured,
    margin: to.margin,
    header: { ...header, y: header.y + to.margin - from.margin, gapAfter: header.gapAfter * size, block: { ...header.block, height: heightWith(header.block, line, size, widen) } },
    columns: measured.columns.map((c) => ({ ...c, blocks: c.blocks.map(flow), ...(c.wide ? { wide: { ...c.wide, blocks: c.wide.blocks.map(flow) } } : {}) })),
  }
}

/**
 * Whether a column measured so far at the resume's own settings already runs past `pages` pages
 * at the floors, by SURE_OVERFLOW of a page: its blocks estimated at the floor settings
 * (heightWith), end to end, a column that widens taken wide from where the others would end at
 * the earliest (theirs end to end too). Pages hold no more than that (cuts and moved blocks only
 * waste room; the share of a page covers a gap dropped at a page top and the estimate's line or
 * two), so whatever follows, the floors overflow.
 */
function overflowing(natural: Settings, floor: Settings, frame: { width: number; height: number }, pages: number) {
  const size = floor.fontSize / natural.fontSize
  const line = lineBox(floor) / lineBox(natural)
  const widen = (frame.width - 2 * floor.margin) / (frame.width - 2 * natural.margin)
  const room = frame.height - 2 * floor.margin
  const height = (b: FlowBlock, wider = 1) => heightWith(b.block, line, size, widen * wider) + b.gap * floor.spacing * size
  const ends = new WeakMap<FlowBlock[][], number>()
  const narrowTo = (others: FlowBlock[][]) => {
    let end = ends.get(others)
    if (end === undefined) ends.set(others, (end = Math.max(0, ...others.map((c) => c.reduce((sum, b) => sum + height(b), 0)))))
    return end
  }
  return ({ header, widen: wider, others, blocks }: MeasuredColumn) => {
    const top = header.block.height > 0 ? header.y + floor.margin - natural.margin + heightWith(header.block, line, size, widen) + header.gapAfter * floor.spacing * size : floor.margin
    const narrow = wider === 1 ? Infinity : narrowTo(others)
    let used = 0
    for (const b of blocks) used += height(b, used < narrow ? 1 : wider)
    return used > frame.height - floor.margin - top + (pages - 1 + SURE_OVERFLOW) * room
  }
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
  const states = ladder(natural)
  const laid: Array<Promise<{ flowed: FlowInput; input: PaginateInput; fits: boolean }>> = []
  const measure = (i: number) =>
    (laid[i] ??= (async () => {
      // Paginated once as laid out: a column that widens is measured narrow only as far as it is drawn narrow.
      const flowed = await flowInput(resume, { ...options, settings: states[i]!, once: true })
      return { flowed, input: flowed.input, fits: pageCount(flowed.input) <= options.pages }
    })())

  // The natural layout is measured as an unfitted render is: a column that widens only as far as
  // it is drawn narrow at these settings. Tighter spacing or an estimate may draw one of the blocks
  // after that narrow: the search then starts over with every block measured (those measured
  // already are memoised, so that costs only the blocks that were missing).
  const floor = states.at(-1)
  const once = { ...options, once: true }
  const early = floor ? await flowInput(resume, once, overflowing(natural, floor, PAGE_SIZES[resume.metadata.page.format], options.pages)) : await flowInput(resume, once)
  if (!early) {
    const last = await measure(states.length - 1)
    if (!last.fits) return done(last.flowed, last.input, states.at(-1)!, 'overflow')
  }
  // The floors fitted after all (the estimate was a page out): the natural blocks measured so far are memoised.
  const measured = early ?? (await flowInput(resume, once))
  try {
    return await search(measured)
  } catch (error) {
    if (!(error instanceof NarrowNotMeasured)) throw error
    return search(await flowInput(resume, options))
  }

  async function search(first: FlowInput): Promise<{ document: PagedDocument; fit: FitReport }> {
    if (pageCount(first.input) <= options.pages) return done(first, first.input, natural, 'exact')
    for (const spacing of SPACING_STEPS) {
      const input = spaced(first.input, spacing)
      if (pageCount(input) <= options.pages) return done(first, input, { ...natural, spacing }, 'fitted')
    }

    if (states.length === 0) return done(first, spaced(first.input, FIT_FLOORS.spacing), { ...natural, spacing: FIT_FLOORS.spacing }, 'overflow')
    /**
     * The first state from `i` on that the estimate from a measured state calls fitting with `slack`
     * points of each page to spare, else the last.
     */
    const firstFitting = (measured: PaginateInput, from: Settings, i: number, slack: number) => {
      const fits = (input: PaginateInput) => pageCount({ ...input, height: input.height - slack }) <= options.pages
      while (i < states.length - 1 && !fits(estimated(measured, from, states[i]!))) i += 1
      return i
    }
    // The estimate picks a state and only that one is laid out; if it does not fit, the estimate
    // from that real layout (closer, so better) picks the next; a state laid out is never estimated.
    // The first estimate reaches furthest from what was measured, so it keeps a line or so of each
    // page to spare: a pick that misses by a line costs a third layout (kakuna's 1.3-page resume
    // ended 8 pt short at 9.5 pt: 2.5x an unfitted render), one step tighter costs only looks.
    // A state laid out with a column that widens lacks the narrow blocks past where it widens, which
    // a tighter state may draw narrow: the next pick is then estimated from the natural layout.
    const atFloorSpacing = spaced(first.input, FIT_FLOORS.spacing)
    const widens = first.input.columns.some((c) => c.wide)
    let i = firstFitting(atFloorSpacing, { ...natural, spacing: FIT_FLOORS.spacing }, 0, FIRST_PICK_SLACK * first.input.height)
    let best = await measure(i)
    while (!best.fits && i < states.length - 1) {
      i = widens ? firstFitting(atFloorSpacing, { ...natural, spacing: FIT_FLOORS.spacing }, i + 1, 0) : firstFitting(best.input, states[i]!, i + 1, 0)
      best = await measure(i)
    }
    return done(best.flowed, best.input, states[i]!, best.fits ? 'fitted' : 'overflow')
  }
}
