/**
 * @module
 * A placed block's drawing, recorded once and replayed into every later document that shows the
 * same slice of the same block: an edited resume keeps most of its blocks (the layout hands back
 * the same Block objects), and drawing them again (SVG parse, shaping, TJ arrays, numbers as text)
 * was most of a re-render. Operators are position-free (the page moves the block with `cm`); what
 * depends on the document stays symbolic and is settled on replay: the structure element each
 * marked-content sequence belongs to (a role index, its MCID taken when the page is written), the
 * ExtGState and image names (numbered in the order the document first uses them) and the glyphs
 * the subset fonts need. Replaying gives the operators drawing would, in the same order.
 */
import type { Block, PlacedBlock } from '../page.js'
import type { FaceSet } from '../shaping.js'
import { parsedBlock } from '../svg.js'
import { Content, type Deferred } from './content.js'
import { drawSvg, gstateName, GraphicsStateOp, ImageOp, type DrawContext } from './draw.js'
import { DocumentFonts } from './fonts.js'
import { BlockRoles, RoleMark, type BlockTags } from './tags.js'

export interface Tape {
  parts: ReadonlyArray<string | Deferred>
  fonts: DocumentFonts
  /** Every image the block's SVG names, decoded before drawing starts. */
  images: readonly string[]
}

/**
 * Per face set, block and slice. Kept as long as the Block is: the layout's memo bounds blocks by
 * their SVG's size, and a tape is about as large as its block's SVG.
 */
const tapes = new WeakMap<FaceSet, WeakMap<Block, Map<string, Tape>>>()

const sliceKey = (placed: PlacedBlock) => `${placed.clipTop}|${placed.clipBottom}`

/** The recorded drawing of a placed block, if one was recorded with these faces. */
export function cachedTape(placed: PlacedBlock, faces: FaceSet): Tape | undefined {
  return tapes.get(faces)?.get(placed.block)?.get(sliceKey(placed))
}

/** Draws a placed block's visible slice into a tape (parsing its SVG if no exporter did yet). */
export function recordTape(placed: PlacedBlock, ctx: DrawContext): Tape {
  const { block } = placed
  const svg = parsedBlock(block)
  const recording: DrawContext = { ...ctx, content: new Content(), fonts: new DocumentFonts(), tags: new BlockRoles(block.roles ?? []) }
  drawSvg(svg, recording, [placed.clipTop, placed.clipBottom])
  recording.content.end()
  const tape: Tape = { parts: recording.content.parts, fonts: recording.fonts, images: svg.images }
  let byBlock = tapes.get(ctx.faces)
  if (!byBlock) tapes.set(ctx.faces, (byBlock = new WeakMap()))
  let slices = byBlock.get(block)
  if (!slices) byBlock.set(block, (slices = new Map()))
  slices.set(sliceKey(placed), tape)
  return tape
}

/** Writes a tape into the document's current content stream, with `tags` for its structure. */
export function replay(tape: Tape, ctx: DrawContext, tags: BlockTags): void {
  const c = ctx.content
  for (const part of tape.parts) {
    if (typeof part === 'string') c.push(part)
    else if (part instanceof RoleMark) c.push(tags.mark(part.role))
    else if (part instanceof GraphicsStateOp) c.push(`/${gstateName(ctx, part.key)} gs`)
    else if (part instanceof ImageOp) {
      // Prepared from the tape's images: only an image that no longer decodes has no name.
      const name = ctx.images.name(part.href)
      if (name) c.push(`/${name} Do`)
    }     else c.push(part)
  }
  ctx.fonts.merge(tape.fonts)
}
