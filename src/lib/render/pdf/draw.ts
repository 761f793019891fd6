/**
 * @module
 * Draws a Satori SVG tree into a content stream. One table maps element names to drawing functions;
 * anything not in it is skipped, never a crash. Coordinates stay SVG user space: the page flips
 * the y axis once, so geometry is written as Satori gave it.
 */
import { ARTIFACT, Content, n, Shows, type Deferred } from './content.js'
import type { FaceSet } from '../shaping.js'
import type { DocumentFonts } from './fonts.js'
import type { DocumentImages } from './image.js'
import { parseColor, type Rgba } from '../color.js'
import { ellipse, parseTransform, pathData, points, rect } from './path.js'
import { num, textOf, urlRef, type SvgDocument, type SvgElement } from '../svg.js'
import type { BlockRoles } from './tags.js'
import { ONLY_SPACE, textOperators } from './text.js'
import { rtlSpaces, type RtlSides } from './bidi.js'
import { dropBreaks } from '../text/segment.js'

/** Per-document drawing state shared by every page and block. */
export interface DrawContext {
  content: Content
  faces: FaceSet
  fonts: DocumentFonts
  images: DocumentImages
  /** Opacity pairs (fill, stroke) -> ExtGState resource name. */
  gstates: Map<string, string>
  /** The parts of the block being drawn; without them nothing is marked (an untagged PDF). */
  tags?: BlockRoles
}

interface Scope {
  doc: SvgDocument
  /** Product of the opacity of enclosing groups. */
  opacity: number
  /**
   * The block's visible slice [top, bottom) while no transform is in effect. A text line whose
   * baseline lies outside it is left out, not just clipped: clipped text still extracts, and a
   * block split across pages would otherwise read twice.
   */
  slice: readonly [number, number] | null
  /** Whether the block has a right-to-left letter: only then do its lines need bidi.ts. */
  rtl: boolean
}

type Draw = (el: SvgElement, ctx: DrawContext, scope: Scope, space?: 'left' | 'right') => void

/** A table entry for a name read from the SVG; never an inherited one (`__proto__`, `constructor`). */
const own = <T>(table: Record<string, T>, key: string | undefined): T | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined

const CONTAINERS = new Set(['svg', 'g', 'a', '#root'])

const drawers: Record<string, Draw> = {
  rect: (el, ctx, scope) =>
    paint(el, rect(el.x, el.y, el.width, num(el.attrs.height), num(el.attrs.rx), num(el.attrs.ry)), ctx, scope),
  path: (el, ctx, scope) => paint(el, pathData(el.attrs.d ?? ''), ctx, scope),
  circle: (el, ctx, scope) => {
    const r = num(el.attrs.r)
    paint(el, ellipse(num(el.attrs.cx), num(el.attrs.cy), r, r), ctx, scope)
  },
  ellipse: (el, ctx, scope) =>
    paint(el, ellipse(num(el.attrs.cx), num(el.attrs.cy), num(el.attrs.rx), num(el.attrs.ry)), ctx, scope),
  polygon: (el, ctx, scope) => paint(el, points(el.attrs.points ?? '', true), ctx, scope),
  polyline: (el, ctx, scope) => paint(el, points(el.attrs.points ?? '', false), ctx, scope, false),
  line: (el, ctx, scope) => {
    const { x1, y1, x2, y2 } = el.attrs
    paint(el, `${n(num(x1))} ${n(num(y1))} m ${n(num(x2))} ${n(num(y2))} l`, ctx, scope, false)
  },
  text: drawText,
  image: drawImage,
}

/** Draws one SVG document (a block) into the context's content stream. */
export function drawSvg(doc: SvgDocument, ctx: DrawContext, slice: readonly [number, number] | null = null): void {
  const rtl = hasRtl(doc.root)
  if (rtl) bridgeRtlGaps(doc.root, ctx)
  drawChildren(doc.root, ctx, { doc, opacity: 1, slice, rtl })
}

function hasRtl(el: SvgElement): boolean {
  for (const child of el.children) if (child.name === 'text' ? RTL.test(textOf(child)) : hasRtl(child)) return true
  return false
}

/**
 * Texts of one right-to-left line set apart but in different groups (a contact line's items, a
 * label column's date beside the main column's first word): spaceBetween sees siblings only, and
 * without a space glyph between them poppler took its own word break for the left-to-right run's
 * and glued the words (`layla@example.joعمّان`, `2016סטודיו`). The left text gets an extraction
 * space on its right (besides any drawChildren gives it on its left).
 */
function bridgeRtlGaps(root: SvgElement, ctx: DrawContext): void {
  const texts: SvgElement[] = []
  const next = new Map<SvgElement, SvgElement | undefined>()
  const collect = (el: SvgElement) => {
    el.children.forEach((child, i) => {
      if (child.name === 'text') {
        texts.push(child)
        next.set(child, nextText(el.children, i + 1))
      } else if (CONTAINERS.has(child.name) && !child.attrs.transform) collect(child)
    })
  }
  collect(root)
  // The side of the extraction space drawChildren gives a text, toward its next sibling.
  const spacedSide = (el: SvgElement) => {
    const after = next.get(el)
    const gap = after && spaceBetween(el, after)
    return gap && (gap.kind === 'word' || sameMark(el, after, ctx)) ? gap.side : undefined
  }
  // A line's texts in two scripts sit on baselines up to a point apart (each font its own
  // metrics); poppler reads them as one line.
  const lineOf = new Map<SvgElement, number>()
  let line = 0
  let last = -Infinity
  for (const el of [...texts].sort((a, b) => a.y - b.y)) {
    const y = el.y
    if (y - last > el.size * 0.3) line++
    lineOf.set(el, line)
    last = y
  }
  const sides = rtlSpaces(texts, (el) => lineOf.get(el)!)
  const lines = new Map<number, SvgElement[]>()
  for (const el of texts) {
    if (!sides.has(el)) continue
    const key = lineOf.get(el)!
    let members = lines.get(key)
    if (!members) lines.set(key, (members = []))
    members.push(el)
  }
  for (const line of lines.values()) {
    line.sort((a, b) => a.x - b.x)
    for (let k = 0; k + 1 < line.length; k++) {
      const [a, b] = [line[k]!, line[k + 1]!]
      // Already an extraction space between them.
      if (spacedSide(a) === 'right' || spacedSide(b) === 'left') continue
      const first = textOf(a)
      const second = textOf(b)
      if (!first.trim() || !second.trim() || ENDS_IN_SPACE.test(first) || STARTS_WITH_SPACE.test(second)) continue
      if (b.x - (a.x + a.width) < a.size * 0.15) continue
      bridged.set(a, { rtl: sides.get(a)!.right })
    }
  }
}

/** Spaces bridgeRtlGaps gives texts of right-to-left lines, and whether they are right to left. */
const bridged = new WeakMap<SvgElement, { rtl: boolean }>()

function drawChildren(el: SvgElement, ctx: DrawContext, scope: Scope): void {
  const children = el.children
  if (scope.rtl) for (const [text, sides] of rtlSpaces(children)) rtlSides.set(text, sides)
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!
    if (child.name === 'text') {
      const next = nextText(children, i + 1)
      const gap = next && spaceBetween(child, next)
      // A line break ends a word only inside one part: the next part's text starts its own element.
      if (gap && (gap.kind === 'word' || sameMark(child, next!, ctx))) {
        drawElement(child, ctx, scope, gap.side)
        continue
      }
    }
    drawElement(child, ctx, scope)
  }
}

/** Texts of right-to-left lines, with the sides on which a space belongs to right-to-left text. */
const rtlSides = new WeakMap<SvgElement, RtlSides>()
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u
const UNSPACED = /[\u0e00-\u0eff\u1000-\u109f\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/u
/**
 * Tested for every pair of neighbouring words, so made once here: a regular expression literal is
 * a new object each time it is evaluated (two per pair were a fifth of a MB per dense resume).
 */
const ENDS_IN_SPACE = /\s$/u
const STARTS_WITH_SPACE = /^\s/u
const ENDS_IN_HYPHEN = /[-\u00ad\u2010\u2011]$/u

/** The next sibling text, past empty groups (Satori leaves a `<g/>` where a styled span starts). */
function nextText(children: SvgElement[], from: number): SvgElement | undefined {
  for (let i = from; i < children.length; i++) {
    const el = children[i]!
    if (el.name === 'text') return el
    if (el.children.length > 0 || el.text.trim() !== '') return undefined
  }
  return undefined
}

interface Gap {
  kind: 'word' | 'line'
  side: 'left' | 'right'
}

/** The four gaps there are, shared: asked for every pair of neighbouring words. */
const WORD_RIGHT: Gap = { kind: 'word', side: 'right' }
const WORD_LEFT: Gap = { kind: 'word', side: 'left' }
const LINE_RIGHT: Gap = { kind: 'line', side: 'right' }
const LINE_LEFT: Gap = { kind: 'line', side: 'left' }

function spaceBetween(a: SvgElement, b: SvgElement): Gap | false {
  const first = textOf(a)
  const second = textOf(b)
  if (!first || !second || ENDS_IN_SPACE.test(first) || STARTS_WITH_SPACE.test(second)) return false
  const dy = b.y - a.y
  // The next line of the same text: a wrapped line ends in a space, unless it broke after a
  // hyphen or between characters of a script written without spaces.
  // A right-to-left word ends its line on the left.
  if (dy > 0.01) {
    const breaks = !ENDS_IN_HYPHEN.test(first) && !UNSPACED.test(first.slice(-1)) && !UNSPACED.test(second[0]!)
    return breaks && (RTL.test(first) ? LINE_LEFT : LINE_RIGHT)
  }
  if (dy < -0.01) return false
  const gap = a.size * 0.15
  const ax = a.x
  const bx = b.x
  // Left to right, or right to left (the next word lies to the left).
  if (bx - (ax + a.width) >= gap) return WORD_RIGHT
  if (ax - (bx + b.width) >= gap) return WORD_LEFT
  return false
}

const markAt = (el: SvgElement, ctx: DrawContext) => ctx.tags?.text(el)

const sameMark = (a: SvgElement, b: SvgElement, ctx: DrawContext) => markAt(a, ctx) === markAt(b, ctx)

/**
 * `space`: words Satori set apart on one line without a space between them (it often leaves the
 * space out of the SVG): the first gets a space glyph on the side of the gap (the left when the
 * next word lies to the left, right to left), so the text read from the PDF (extraction, the
 * structure tree, screen readers) has its word breaks. Invisible: nothing is drawn in the gap.
 */
function drawElement(el: SvgElement, ctx: DrawContext, scope: Scope, space?: 'left' | 'right'): void {
  const container = CONTAINERS.has(el.name)
  const draw = own(drawers, el.name)
  if (!container && !draw) return
  if (el.attrs.display === 'none' || el.attrs.visibility === 'hidden') return
  // A filter is a shadow in Satori's output: without the filter its source would paint as a box.
  if (el.attrs.filter) return
  const opacity = scope.opacity * num(el.attrs.opacity, 1)
  if (opacity <= 0) return
  const matrix = parseTransform(el.attrs.transform)
  const clip = clipOperators(el, scope.doc)
  const wrapped = matrix !== null || clip !== ''
  if (wrapped) {
    ctx.content.save()
    if (matrix) ctx.content.transform(matrix)
    if (clip) ctx.content.push(clip)
  }
  // Most elements (every word) change neither: their scope is their parent's.
  const inner = opacity === scope.opacity && !matrix ? scope : { doc: scope.doc, opacity, slice: matrix ? null : scope.slice, rtl: scope.rtl }
  if (container) drawChildren(el, ctx, inner)
  else draw!(el, ctx, inner, space)
  if (wrapped) ctx.content.restore()
}

/** Clip operators for an element's clip-path and mask (a Satori mask is a white box: a clip). */
function clipOperators(el: SvgElement, doc: SvgDocument): string {
  if (el.attrs['clip-path'] === undefined && el.attrs.mask === undefined) return ''
  const out: string[] = []
  const clipPath = doc.ids.get(urlRef(el.attrs['clip-path']) ?? '')
  if (clipPath && clipPath.name === 'clipPath') {
    const geometry: string[] = []
    let evenOdd = false
    for (const child of clipPath.children) {
      const g = geometryOf(child)
      if (!g) continue
      geometry.push(g)
      if (child.attrs['clip-rule'] === 'evenodd') evenOdd = true
    }
    if (geometry.length > 0) out.push(`${geometry.join(' ')} ${evenOdd ? 'W*' : 'W'} n`)
  }
  const mask = doc.ids.get(urlRef(el.attrs.mask) ?? '')
  if (mask && mask.name === 'mask') {
    const box = mask.children.find((c) => c.name === 'rect' && isWhite(c.attrs.fill))
    if (box) out.push(`${geometryOf(box)} W n`)
  }
  return out.join(' ')
}

const isWhite = (fill: string | undefined) => {
  const c = parseColor(fill)
  return c !== null && c.r > 0.99 && c.g > 0.99 && c.b > 0.99
}

function geometryOf(el: SvgElement): string {
  const a = el.attrs
  switch (el.name) {
    case 'rect':
      return rect(num(a.x), num(a.y), num(a.width), num(a.height), num(a.rx), num(a.ry))
    case 'path':
      return pathData(a.d ?? '')
    case 'circle':
      return ellipse(num(a.cx), num(a.cy), num(a.r), num(a.r))
    case 'ellipse':
      return ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry))
    case 'polygon':
      return points(a.points ?? '', true)
    default:
      return ''
  }
}

/** A fill or stroke paint: url(#gradient) is approximated by its first stop; patterns of images are skipped. */
function paintColor(value: string | undefined, doc: SvgDocument, depth = 0): Rgba | null {
  const ref = urlRef(value)
  if (!ref) return parseColor(value)
  const target = doc.ids.get(ref)
  if (!target || depth > 4) return null
  if (target.name === 'linearGradient' || target.name === 'radialGradient') {
    const stop = target.children.find((c) => c.name === 'stop')
    if (!stop) return null
    const color = parseColor(stop.attrs['stop-color'])
    return color && { ...color, a: color.a * num(stop.attrs['stop-opacity'], 1) }
  }
  if (target.name === 'pattern') {
    const filled = target.children.find((c) => c.attrs.fill)
    return filled ? paintColor(filled.attrs.fill, doc, depth + 1) : null
  }
  return null
}

const CAPS: Record<string, number> = { butt: 0, round: 1, square: 2 }
const JOINS: Record<string, number> = { miter: 0, round: 1, bevel: 2 }

function paint(el: SvgElement, geometry: string, ctx: DrawContext, scope: Scope, fillable = true): void {
  if (!geometry) return
  const a = el.attrs
  // SVG paints black when fill is not given.
  const fill = fillable ? (a.fill === undefined ? parseColor('#000') : paintColor(a.fill, scope.doc)) : null
  const stroke = paintColor(a.stroke, scope.doc)
  const strokeWidth = num(a['stroke-width'], 1)
  const fillAlpha = fill ? fill.a * num(a['fill-opacity'], 1) * scope.opacity : 0
  const strokeAlpha = stroke && strokeWidth > 0 ? stroke.a * num(a['stroke-opacity'], 1) * scope.opacity : 0
  const doFill = fillAlpha > 0
  const doStroke = strokeAlpha > 0
  if (!doFill && !doStroke) return
  const c = ctx.content
  // Shapes are decoration: rules, dots, bars, tints, icons. What they stand for is text or tagged.
  if (ctx.tags) c.mark(ARTIFACT)
  c.save({ inMark: true })
  alpha(ctx, doFill ? fillAlpha : 1, doStroke ? strokeAlpha : 1)
  if (doFill) c.fillColor(fill!)
  if (doStroke) {
    c.strokeColor(stroke!)
    c.push(`${n(strokeWidth)} w`)
    const cap = own(CAPS, a['stroke-linecap'])
    if (cap) c.push(`${cap} J`)
    const join = own(JOINS, a['stroke-linejoin'])
    if (join) c.push(`${join} j`)
    const dashArray = a['stroke-dasharray']
    if (dashArray) {
      const dashes = dashArray.split(/[\s,]+/).filter(Boolean).map(Number)
      if (dashes.length > 0 && dashes.every((d) => Number.isFinite(d) && d >= 0) && dashes.some((d) => d > 0)) {
        c.push(`[${dashes.map(n).join(' ')}] ${n(num(a['stroke-dashoffset']))} d`)
      }
    }
  }
  const evenOdd = a['fill-rule'] === 'evenodd'
  c.push(`${geometry} ${doFill && doStroke ? (evenOdd ? 'B*' : 'B') : doFill ? (evenOdd ? 'f*' : 'f') : 'S'}`)
  c.restore()
}

/** `/GSn gs`: the name is the document's (numbered in order of first use), the opacities the block's. */
export class GraphicsStateOp implements Deferred {
  constructor(
    readonly key: string,
    readonly name: string,
  ) {}

  open(): string {
    return `/${this.name} gs`
  }
}

/** `/Imn Do`, named by the document like a graphics state. */
export class ImageOp implements Deferred {
  constructor(
    readonly href: string,
    readonly name: string,
  ) {}

  open(): string {
    return `/${this.name} Do`
  }
}

/** The document's ExtGState name for an opacity pair `fill/stroke`. */
export function gstateName(ctx: DrawContext, key: string): string {
  let name = ctx.gstates.get(key)
  if (!name) ctx.gstates.set(key, (name = `GS${ctx.gstates.size}`))
  return name
}

/** Sets fill/stroke opacity through an ExtGState, only when one is below 1. */
function alpha(ctx: DrawContext, fill: number, stroke: number): void {
  if (fill >= 1 && stroke >= 1) return
  const key = `${n(fill)}/${n(stroke)}`
  ctx.content.push(new GraphicsStateOp(key, gstateName(ctx, key)))
}

/** Every word's text operators, taken by the stream before the next word is drawn. */
const shows = new Shows()

function drawText(el: SvgElement, ctx: DrawContext, scope: Scope, space?: 'left' | 'right'): void {
  const a = el.attrs
  const text = dropBreaks(textOf(el))
  if (!text) return
  const baseline = el.y
  if (scope.slice && (baseline < scope.slice[0] || baseline >= scope.slice[1])) return
  const fill = a.fill === undefined ? parseColor('#000') : paintColor(a.fill, scope.doc)
  if (!fill) return
  const opacity = fill.a * num(a['fill-opacity'], 1) * scope.opacity
  if (opacity <= 0) return
  const chain = ctx.faces.chain(a['font-family'] ?? '', a['font-weight'], a['font-style'])
  const sides = rtlSides.get(el)
  const rtlSpace = sides !== undefined && (ONLY_SPACE.test(text) ? sides.left : space !== undefined && sides[space])
  textOperators(
    { x: el.x, y: baseline, size: el.size, text, letterSpacing: num(a['letter-spacing']), space, rtlSpace, bridge: bridged.get(el), pieces: el.pieces },
    chain,
    ctx.fonts,
    shows,
  )
  if (shows.length === 0) return
  const c = ctx.content
  if (scope.slice) c.line(baseline)
  const mark = markAt(el, ctx)
  if (mark) c.mark(mark)
  const needsState = opacity < 1
  if (needsState) {
    c.save({ inMark: true })
    alpha(ctx, opacity, 1)
  }
  c.fillColor(fill)
  c.show(shows)
  if (needsState) c.restore()
  if (scope.slice) c.line(null)
}

function drawImage(el: SvgElement, ctx: DrawContext, scope: Scope): void {
  const a = el.attrs
  const href = a.href ?? a['xlink:href']
  const name = href && ctx.images.name(href)
  const w = num(a.width)
  const h = num(a.height)
  if (!href || !name || !(w > 0) || !(h > 0)) return
  const c = ctx.content
  if (ctx.tags) c.mark(ctx.tags.image(num(a.x) + w / 2, num(a.y) + h / 2))
  c.save({ inMark: true })
  alpha(ctx, scope.opacity, 1)
  c.transform([w, 0, 0, -h, num(a.x), num(a.y) + h])
  c.push(new ImageOp(href, name))
  c.restore()
}
