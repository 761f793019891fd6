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
import { Content, type Deferred, type Mark, type Shows } from './content.js'
import { drawSvg, gstateName, GraphicsStateOp, ImageOp, type DrawContext } from './draw.js'
import { DocumentFonts } from './fonts.js'
import { BlockRoles, RoleMark, type BlockTags } from './tags.js'

/**
 * What a tape holds besides operator runs (strings) and Deferred operators, as small integers in
 * the same list, their operands after them: a word's calls were half a dozen objects each, kept
 * as long as the block is.
 */
const enum Op {
  Save,
  SaveInMark,
  Restore,
  /** The end of a text line. */
  LineEnd,
  /** A text line, its baseline the next number. */
  Line,
  /** Followed by the mark. */
  Mark,
  /** Followed by the fill colour operator. */
  Fill,
  /** Followed by the count of shows, then each one's font and operators; x, y, advance and size are the next numbers. */
  Show,
}

type Call = string | Deferred | Mark | Op

/**
 * The lists of the block being recorded, kept from one block to the next (a block is recorded in
 * one go) and copied out at their length when it is done: a block's own lists, pushed onto, grew
 * by copies to about three times what they held, the most a recording allocated. Past the current
 * block's length they hold the largest block's calls until overwritten: one block's worth, kept.
 */
const scratchCalls: Call[] = []
const scratchNumbers: number[] = []

/**
 * A content stream that keeps the calls made on it; consecutive operators are joined as the stream
 * would join them. Joined from a list, not appended one by one: appending builds a string of
 * thousands of linked pieces, which every replay then walks piece by piece to write the page
 * (joining a page of replayed blocks took 2.5 times as long).
 */
class Recorder extends Content {
  private callCount = 0
  private numberCount = 0
  private run: string[] = []

  override push(op: string | Deferred): void {
    if (typeof op === 'string') this.run.push(op)
    else this.call(op)
  }

  override mark(mark: Mark): void {
    this.call(Op.Mark)
    this.add(mark)
  }

  /** Kept as a call: which colour is in effect depends on the lines a slice leaves out. */
  override fillOperator(op: string): void {
    this.call(Op.Fill)
    this.add(op)
  }

  override show(shows: Shows): void {
    this.call(Op.Show)
    this.add(shows.length)
    for (let i = 0; i < shows.length; i++) {
      this.add(shows.fonts[i]!)
      this.add(shows.ops[i]!)
      this.addNumber(shows.at[2 * i]!)
      this.addNumber(shows.at[2 * i + 1]!)
      this.addNumber(shows.advances[i]!)
      this.addNumber(shows.sizes[i]!)
    }
  }

  override save({ inMark = false }: { inMark?: boolean } = {}): void {
    this.call(inMark ? Op.SaveInMark : Op.Save)
  }

  override restore(): void {
    this.call(Op.Restore)
  }

  override line(baseline: number | null): void {
    if (baseline === null) this.call(Op.LineEnd)
    else {
      this.call(Op.Line)
      this.addNumber(baseline)
    }
  }

  /** The calls made, once drawing is done. */
  get calls(): Call[] {
    this.endRun()
    return scratchCalls.slice(0, this.callCount)
  }

  /** Baselines and text positions, in the order of the calls that take them. */
  get numbers(): number[] {
    return scratchNumbers.slice(0, this.numberCount)
  }

  private call(call: Deferred | Op): void {
    this.endRun()
    this.add(call)
  }

  private add(call: Call): void {
    scratchCalls[this.callCount++] = call
  }

  private addNumber(value: number): void {
    scratchNumbers[this.numberCount++] = value
  }

  private endRun(): void {
    if (this.run.length === 0) return
    this.add(this.run.join('\n'))
    this.run = []
  }
}

export interface Tape {
  calls: readonly Call[]
  numbers: readonly number[]
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
  // Object.assign, not a spread: the context gains `tags` (templates/element.ts says why).
  const recording: DrawContext = Object.assign({}, ctx, { content, fonts: new DocumentFonts(), tags: new BlockRoles(block.roles ?? []) })
  // An unbounded slice: every text line is recorded with its baseline.
  drawSvg(svg, recording, [-Infinity, Infinity])
  const tape: Tape = { calls: content.calls, numbers: content.numbers, fonts: recording.fonts, images: svg.images }
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
  const { calls, numbers } = tape
  let hidden = false
  let k = 0
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i]!
    if (typeof call === 'string') {
      if (!hidden) c.push(call)
      continue
    }
    if (typeof call !== 'number') {
      if (!hidden) c.push(call)
      continue
    }
    switch (call) {
      case Op.Line: {
        const baseline = numbers[k++]!
        hidden = baseline < clipTop || baseline >= clipBottom
        break
      }
      case Op.LineEnd:
        hidden = false
        break
      case Op.Show: {
        const count = calls[++i] as number
        if (hidden) {
          i += 2 * count
          k += 4 * count
          break
        }
        for (let j = 0; j < count; j++, i += 2, k += 4) {
          c.showText(numbers[k]!, numbers[k + 1]!, calls[i + 1] as string, calls[i + 2] as string, numbers[k + 2]!, numbers[k + 3]!)
        }
        break
      }
      case Op.Fill:
        if (!hidden) c.fillOperator(calls[i + 1] as string)
        i++
        break
      case Op.Mark:
        if (!hidden) c.mark(calls[i + 1] as Mark)
        i++
        break
      case Op.Save:
        if (!hidden) c.save()
        break
      case Op.SaveInMark:
        if (!hidden) c.save({ inMark: true })
        break
      case Op.Restore:
        if (!hidden) c.restore()
        break
    }
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
