/**
 * @module
 * A block's drawing, recorded once and replayed into every later document that shows the block:
 * an edited resume keeps most of its blocks (the layout hands back the same Block objects), and
 * drawing them again (SVG parse, shaping, TJ arrays, numbers as text) was most of a re-render.
 * Operators are position-free (the page moves the block with `cm`); what depends on the document
 * stays symbolic and is settled on replay: the structure element each marked-content sequence
 * belongs to (a role index, its MCID taken when the page is written), the ExtGState and image
 * names (numbered in the order the document first uses them) and the glyphs its subset fonts need.
 *
 * The recording is of calls, not text: replayed through the page's own content stream, marks,
 * groups and text lines give the operators drawing would have, and a slice of a block split
 * across pages (an edit elsewhere moves the cut) replays the one recording without the text lines
 * whose baseline lies outside it.
 */
import type { Block, PlacedBlock } from '../page.js'
import type { FaceSet } from '../shaping.js'
import { parsedBlock } from '../svg.js'
import { Content, type Deferred, type Mark, type TextShow } from './content.js'
import { drawSvg, gstateName, GraphicsStateOp, ImageOp, type DrawContext } from './draw.js'
import { DocumentFonts } from './fonts.js'
import { BlockRoles, RoleMark, type BlockTags } from './tags.js'

class MarkCall {
  constructor(readonly mark: Mark) {}
}

class FillCall {
  constructor(readonly op: string) {}
}

class ShowCall {
  constructor(readonly shows: readonly TextShow[]) {}
}

class LineCall {
  constructor(readonly baseline: number | null) {}
}

/** The end of every text line: one call for all of them. */
const LINE_END = new LineCall(null)

const SAVE = Symbol('q')
const SAVE_IN_MARK = Symbol('q in mark')
const RESTORE = Symbol('Q')

type Call = string | Deferred | MarkCall | FillCall | ShowCall | LineCall | typeof SAVE | typeof SAVE_IN_MARK | typeof RESTORE

/**
 * A content stream that keeps the calls made on it; consecutive operators are joined as the stream
 * would join them. Joined from a list, not appended one by one: appending builds a string of
 * thousands of linked pieces, which every replay then walks piece by piece to write the page
 * (joining a page of replayed blocks took 2.5 times as long).
 */
class Recorder extends Content {
  private readonly recorded: Call[] = []
  private run: string[] = []

  override push(op: string | Deferred): void {
    if (typeof op === 'string') this.run.push(op)
    else this.call(op)
  }

  override mark(mark: Mark): void {
    this.call(new MarkCall(mark))
  }

  /** Kept as a call: which colour is in effect depends on the lines a slice leaves out. */
  override fillOperator(op: string): void {
    this.call(new FillCall(op))
  }

  override show(shows: readonly TextShow[]): void {
    this.call(new ShowCall(shows))
  }

  override save({ inMark = false }: { inMark?: boolean } = {}): void {
    this.call(inMark ? SAVE_IN_MARK : SAVE)
  }

  override restore(): void {
    this.call(RESTORE)
  }

  override line(baseline: number | null): void {
    this.call(baseline === null ? LINE_END : new LineCall(baseline))
  }

  /** The calls made, once drawing is done. */
  get calls(): Call[] {
    this.endRun()
    return this.recorded
  }

  private call(call: Exclude<Call, string>): void {
    this.endRun()
    this.recorded.push(call)
  }

  private endRun(): void {
    if (this.run.length === 0) return
    this.recorded.push(this.run.join('\n'))
    this.run = []
  }
}

export interface Tape {
  calls: readonly Call[]
  /** Glyphs of every text line: a slice's subset fonts may hold a few the slice does not draw. */
  fonts: DocumentFonts
  /** Every image the block's SVG names, decoded before drawing starts. */
  images: readonly string[]
}

/**
 * Per face set and block. Kept as long as the Block is: the layout's memo bounds blocks by their
 * SVG's size, and a tape is smaller than its block's SVG.
 */
const tapes = new WeakMap<FaceSet, WeakMap<Block, Tape>>()

/** The recorded drawing of a block, if one was recorded with these faces. */
export function cachedTape(block: Block, faces: FaceSet): Tape | undefined {
  return tapes.get(faces)?.get(block)
}

/** Draws a whole block into a tape (parsing its SVG if no exporter did yet). */
export function recordTape(block: Block, ctx: DrawContext): Tape {
  const svg = parsedBlock(block)
  const content = new Recorder()
  const recording: DrawContext = { ...ctx, content, fonts: new DocumentFonts(), tags: new BlockRoles(block.roles ?? []) }
  // An unbounded slice: every text line is recorded with its baseline.
  drawSvg(svg, recording, [-Infinity, Infinity])
  const tape: Tape = { calls: content.calls, fonts: recording.fonts, images: svg.images }
  let byBlock = tapes.get(ctx.faces)
  if (!byBlock) tapes.set(ctx.faces, (byBlock = new WeakMap()))
  byBlock.set(block, tape)
  return tape
}

/**
 * A slice of a tape as a page's stream takes it: its operators joined, with what the document
 * decides left symbolic (role marks, ExtGState and image names). An edit replays the same slices
 * into every document that keeps the block; writing them again (text objects, numbers as text)
 * was most of a replay.
 */
type Written = ReadonlyArray<string | Deferred>

/**
 * Per tape, by the slice and the state the page's stream is in where the block starts (the fill
 * colour and font its operators leave out when they are in effect). A few per tape: an edit
 * elsewhere moves the cut through a split block.
 */
const written = new WeakMap<Tape, Map<string, Written>>()
const SLICES_PER_TAPE = 4

/** Writes a placed block's visible slice from its tape into the document's current content stream. */
export function replay(tape: Tape, placed: PlacedBlock, ctx: DrawContext, tags: BlockTags): void {
  const c = ctx.content
  const key = `${placed.clipTop}|${placed.clipBottom}|${c.inherited}`
  let slices = written.get(tape)
  if (!slices) written.set(tape, (slices = new Map()))
  let slice = slices.get(key)
  if (!slice) {
    if (slices.size >= SLICES_PER_TAPE) slices.delete(slices.keys().next().value!)
    slices.set(key, (slice = write(tape, placed, c.group())))
  }
  for (const part of slice) {
    if (typeof part === 'string') c.push(part)
    else if (part instanceof RoleMark) c.push(tags.mark(part.role))
    else if (part instanceof GraphicsStateOp) c.push(`/${gstateName(ctx, part.key)} gs`)
    else if (part instanceof ImageOp) {
      // Prepared from the tape's images: only an image that no longer decodes has no name.
      const name = ctx.images.name(part.href)
      if (name) c.push(`/${name} Do`)
    } else c.push(part)
  }
  ctx.fonts.merge(tape.fonts)
}

/**
 * The slice's calls through a stream of its own, ended as the page's group ends it (the open text
 * object, then the open marked-content sequence), each run of operators joined as the page's
 * stream joins them.
 */
function write(tape: Tape, { clipTop, clipBottom }: PlacedBlock, c: Content): Written {
  let hidden = false
  for (const call of tape.calls) {
    if (call instanceof LineCall) {
      hidden = call.baseline !== null && (call.baseline < clipTop || call.baseline >= clipBottom)
      continue
    }
    if (hidden) continue
    if (typeof call === 'string') c.push(call)
    else if (call instanceof ShowCall) c.show(call.shows)
    else if (call instanceof FillCall) c.fillOperator(call.op)
    else if (call instanceof MarkCall) c.mark(call.mark)
    else if (call === SAVE) c.save()
    else if (call === SAVE_IN_MARK) c.save({ inMark: true })
    else if (call === RESTORE) c.restore()
    else c.push(call)
  }
  c.end()
  const slice: Array<string | Deferred> = []
  let run: string[] = []
  for (const part of c.parts) {
    if (typeof part === 'string') {
      run.push(part)
      continue
    }
    if (run.length > 0) slice.push(run.join('\n'))
    run = []
    slice.push(part)
  }
  if (run.length > 0) slice.push(run.join('\n'))
  return slice
}
