/**
 * @module
 * Reads a Satori SVG document into a small element tree, indexing every element that has an `id`
 * so `url(#id)` references (clip paths, masks, gradients, patterns) resolve in one lookup. Satori
 * writes plain XML (elements, quoted attributes, escaped text, no DTD): one pass of `indexOf` over
 * it reads that several times faster than a general parser, and every block is read once per
 * process by both exporters. Comments, CDATA and processing instructions are skipped or read as
 * text; markup cut short yields whatever elements were complete.
 *
 * Text does not go through markup: the patched Satori hands each run over as a record (page.ts
 * TextRecord, already shaped as the element reading its `<text>` would give) and writes a
 * placeholder `<T i="k"/>` where the run's markup was, so the record takes its place in the tree
 * (its group, clip, opacity and paint order) without a character of it being written or read.
 */
import type { Block, TextRecord } from './page.js'

export interface SvgElement {
  name: string
  attrs: Record<string, string>
  children: SvgElement[]
  /** Character data directly inside the element (the words of a `<text>`). */
  text: string
  /**
   * The `x`, `y`, `width` and `font-size` attributes as numbers (0, 0, 0 and 16 when absent or not
   * numbers), read once: drawing a block asks for a text's box several times per word.
   */
  x: number
  y: number
  width: number
  size: number
  /**
   * A text record that joins runs Satori set side by side on one line (layout/lines.ts): each run
   * as three numbers, where its characters start in `text`, its x and its width. Each is drawn
   * where Satori put it, as its own record would be; `x` and `width` span them all.
   */
  pieces?: number[]
}

export interface SvgDocument {
  root: SvgElement
  ids: Map<string, SvgElement>
  /** The `href` of every `<image>`, so images can be decoded before drawing starts. */
  images: string[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** XML's five named entities and numeric character references; anything else stays as written. */
function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return Object.hasOwn(ENTITIES, ref) ? ENTITIES[ref]! : whole
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d
/** Where a tag or attribute name ends: whitespace, `/`, `>` or `=`. */
const endsName = (c: number) => isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d

/** A name Satori writes, and the last value read for it as an attribute. */
interface Known {
  name: string
  /**
   * Satori repeats a text's style on every word (`font-family="ibm plex sans"`): a value read as
   * the string it was last time is one string for the whole document, where a slice per word
   * was garbage and a fresh key for every lookup by it (the face chain of each word).
   */
  last: string
}

/**
 * The element and attribute names Satori writes, by first character: a name matched against
 * these is a property key V8 already knows, found without scanning it character by character,
 * where a slice of the document is looked up in its string table.
 */
const KNOWN: Array<Known[] | undefined> = []
for (const name of [
  ...['T', 'svg', 'g', 'text', 'rect', 'path', 'clipPath', 'defs', 'mask', 'image', 'circle', 'ellipse', 'line', 'polygon', 'polyline'],
  ...['width', 'height', 'x', 'y', 'fill', 'font-weight', 'font-style', 'font-size', 'font-family', 'viewBox', 'xmlns', 'd', 'id'],
  ...['clip-path', 'clip-rule', 'transform', 'points', 'stroke', 'stroke-width', 'opacity', 'href', 'letter-spacing', 'i'],
]) {
  ;(KNOWN[name.charCodeAt(0)] ??= []).push({ name, last: '' })
}

/** The known name at `start` that ends where `endsName` would end it, if any. */
function knownAt(svg: string, start: number): Known | undefined {
  const names = KNOWN[svg.charCodeAt(start)]
  if (names) {
    for (const known of names) if (endsName(svg.charCodeAt(start + known.name.length)) && svg.startsWith(known.name, start)) return known
  }
  return undefined
}

/**
 * Parses an SVG document; malformed markup yields whatever elements could be read. `texts` are the
 * records its `<T i="k"/>` placeholders stand for.
 */
export function parseSvg(svg: string, texts?: readonly TextRecord[]): SvgDocument {
  const root: SvgElement = { name: '#root', attrs: {}, children: [], text: '', x: 0, y: 0, width: 0, size: 16 }
  const ids = new Map<string, SvgElement>()
  const images: string[] = []
  const stack: SvgElement[] = [root]
  const length = svg.length
  // The next `&` at or after where reading is (-1: none): most values and texts hold none, and
  // are then taken as they are without looking for one.
  let amp = svg.indexOf('&')
  const read = (start: number, end: number) => {
    if (amp !== -1 && amp < start) amp = svg.indexOf('&', start)
    return amp !== -1 && amp < end ? decode(svg.slice(start, end)) : svg.slice(start, end)
  }
  let i = 0
  while (i < length) {
    const lt = svg.indexOf('<', i)
    const textEnd = lt < 0 ? length : lt
    if (textEnd > i) stack[stack.length - 1]!.text += read(i, textEnd)
    if (lt < 0) break
    const next = svg.charCodeAt(lt + 1)
    if (next === 0x2f) {
      // </name>
      const gt = svg.indexOf('>', lt)
      if (gt < 0) break
      if (stack.length > 1) stack.pop()
      i = gt + 1
      continue
    }
    if (next === 0x21) {
      // <!-- comment -->, <![CDATA[text]]> or a declaration
      if (svg.startsWith('<!--', lt)) {
        const end = svg.indexOf('-->', lt + 4)
        if (end < 0) break
        i = end + 3
      } else if (svg.startsWith('<![CDATA[', lt)) {
        const end = svg.indexOf(']]>', lt + 9)
        if (end < 0) break
        stack[stack.length - 1]!.text += svg.slice(lt + 9, end)
        i = end + 3
      } else {
        const gt = svg.indexOf('>', lt)
        if (gt < 0) break
        i = gt + 1
      }
      continue
    }
    if (next === 0x3f) {
      // <?xml ...?>
      const end = svg.indexOf('?>', lt)
      if (end < 0) break
      i = end + 2
      continue
    }
    let p = lt + 1
    let name = knownAt(svg, p)?.name
    if (name !== undefined) p += name.length
    else {
      while (p < length && !endsName(svg.charCodeAt(p))) p++
      name = svg.slice(lt + 1, p)
    }
    const attrs: Record<string, string> = {}
    let closed = false
    let complete = false
    while (p < length) {
      const c = svg.charCodeAt(p)
      if (isSpace(c)) {
        p++
      } else if (c === 0x3e) {
        complete = true
        p++
        break
      } else if (c === 0x2f) {
        if (svg.charCodeAt(p + 1) === 0x3e) {
          closed = complete = true
          p += 2
          break
        }
        p++
      } else {
        const known = knownAt(svg, p)
        let attr: string
        if (known) {
          attr = known.name
          p += attr.length
        } else {
          const start = p
          while (p < length && !endsName(svg.charCodeAt(p))) p++
          attr = svg.slice(start, p)
        }
        while (p < length && isSpace(svg.charCodeAt(p))) p++
        let value = ''
        if (svg.charCodeAt(p) === 0x3d) {
          p++
          while (p < length && isSpace(svg.charCodeAt(p))) p++
          const quote = svg.charCodeAt(p)
          if (quote === 0x22 || quote === 0x27) {
            const end = svg.indexOf(quote === 0x22 ? '"' : "'", p + 1)
            if (end < 0) {
              p = length
              break
            }
            const last = known?.last
            // Only a value read without entities: the same characters then are the same value.
            if (last !== undefined && last.length === end - p - 1 && svg.startsWith(last, p + 1)) value = last
            else {
              value = read(p + 1, end)
              if (known && (amp === -1 || amp >= end)) known.last = value
            }
            p = end + 1
          } else {
            const begin = p
            while (p < length && !isSpace(svg.charCodeAt(p)) && svg.charCodeAt(p) !== 0x3e) p++
            value = read(begin, p)
          }
        }
        // The first of duplicated attributes wins, as in XML parsers that tolerate them.
        if (attr && !Object.hasOwn(attrs, attr)) attrs[attr] = value
      }
    }
    if (!complete || !name) break
    if (name === 'T' && texts && closed) {
      const record = texts[Number(attrs.i)]
      if (record) stack[stack.length - 1]!.children.push(record)
      i = p
      continue
    }
    const element: SvgElement = {
      name,
      attrs,
      children: [],
      text: '',
      x: num(attrs.x),
      y: num(attrs.y),
      width: num(attrs.width),
      size: num(attrs['font-size'], 16),
    }
    stack[stack.length - 1]!.children.push(element)
    if (attrs.id) ids.set(attrs.id, element)
    if (name === 'image') {
      const href = attrs.href ?? attrs['xlink:href']
      if (href) images.push(href)
    }
    if (!closed) stack.push(element)
    i = p
  }
  return { root, ids, images }
}

/** A `<text>`'s characters: its own, or its `<tspan>`s' joined. */
export const textOf = (el: SvgElement): string => el.text || el.children.map((c) => c.text).join('')

/** The id inside `url(#id)`, or undefined for anything else. */
export function urlRef(value: string | undefined): string | undefined {
  if (!value || !value.includes('url(')) return undefined
  return /url\(\s*["']?#([^"')\s]+)/.exec(value)?.[1]
}

/** A numeric attribute, or `fallback` when absent or not a number ("12px" reads as 12). */
export function num(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback
  const n = decimal(value)
  return Number.isFinite(n) ? n : fallback
}

const POWERS = Array.from({ length: 16 }, (_, k) => 10 ** k)

/**
 * `Number.parseFloat`, read directly when the text is a plain decimal of at most 15 digits: the
 * digits are then an exact integer and the power of ten exact, so one division rounds as
 * parseFloat does. A block has about five numbers per word, and parseFloat took 40 ns each.
 */
function decimal(text: string): number {
  const length = text.length
  let i = 0
  const negative = text.charCodeAt(0) === 0x2d
  if (negative) i = 1
  let digits = 0
  let mantissa = 0
  // Digits after the point, or -1 before one.
  let scale = -1
  for (; i < length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30)
      digits++
      if (scale >= 0) scale++
    } else if (c === 0x2e && scale < 0) scale = 0
    else return Number.parseFloat(text)
  }
  if (digits === 0 || digits > 15) return Number.parseFloat(text)
  const value = scale > 0 ? mantissa / POWERS[scale]! : mantissa
  return negative ? -value : value
}

const parsedBlocks = new WeakMap<Block, SvgDocument>()

/** A block's parsed SVG; a memoised block (same object) is parsed once per process, for both exporters. */
export function parsedBlock(block: Block): SvgDocument {
  let doc = parsedBlocks.get(block)
  if (!doc) parsedBlocks.set(block, (doc = parseSvg(block.svg, block.texts)))
  return doc
}

/** Placeholders of text records in a block's SVG. */
export const PLACEHOLDER = /<T i="(\d+)"\/>/g

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
const attr = (name: string, value: string | undefined) => (value === undefined ? '' : ` ${name}="${escape(value)}"`)

/** Calls `piece` with the characters, x and width of each piece of a joined text (SvgElement `pieces`). */
export function eachPiece(text: string, pieces: readonly number[], piece: (text: string, x: number, width: number) => void): void {
  for (let k = 0; k < pieces.length; k += 3) piece(text.slice(pieces[k], pieces[k + 3]), pieces[k + 1]!, pieces[k + 2]!)
}

/** A text record as the `<text>` elements Satori writes without a run list: one per piece. */
export function textMarkup(run: TextRecord): string {
  if (!run.pieces) return runMarkup(run, run.text, run.x, run.width)
  let markup = ''
  eachPiece(run.text, run.pieces, (text, x, width) => (markup += runMarkup(run, text, x, width)))
  return markup
}

function runMarkup(run: TextRecord, text: string, x: number, width: number): string {
  const a = run.attrs
  const open =
    `<text x="${x}" y="${run.y}" width="${width}" height="${run.height}"` +
    attr('font-weight', a['font-weight']) +
    attr('font-style', a['font-style']) +
    attr('font-size', a['font-size']) +
    attr('font-family', a['font-family']) +
    attr('letter-spacing', a['letter-spacing']) +
    attr('transform', a.transform) +
    attr('clip-path', a['clip-path']) +
    attr('fill', a.fill)
  return text ? `${open}>${escape(text)}</text>` : `${open}/>`
}

const markups = new WeakMap<Block, string>()

/**
 * The block's whole SVG with its text as `<text>` markup, for what draws or reads SVG itself
 * (resvg drawing text the glyph painter cannot, tests).
 */
export function blockMarkup(block: Block): string {
  const texts = block.texts
  if (!texts || texts.length === 0) return block.svg
  let svg = markups.get(block)
  if (svg === undefined) {
    svg = block.svg.replace(PLACEHOLDER, (whole, i: string) => (texts[Number(i)] ? textMarkup(texts[Number(i)]!) : ''))
    markups.set(block, svg)
  }
  return svg
}
