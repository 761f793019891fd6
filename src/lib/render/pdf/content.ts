/**
 * @module
 * A PDF content stream written as text. Operators are appended as strings rather than pdf-lib
 * `PDFOperator` objects: a dense page has thousands of them and object-per-operator was the
 * largest cost of the prototype.
 *
 * Marked content (tagged PDF): `mark()` says what the next operators belong to, a structure
 * element (`/P <</MCID 3>> BDC`) or `/Artifact`. Consecutive drawing for the same mark shares one
 * sequence. A sequence never straddles q/Q: `save()` ends it, and `save({ inMark: true })` nests a
 * group inside it (one shape, one word with its opacity). Marked content nested inside a sequence
 * by the text writer (`/Span <</ActualText ...>> BDC ... EMC` around a shaped cluster) is
 * self-contained in the text operators, so the two coexist.
 *
 * A mark, like any operator naming something the document numbers (a structure element's MCID,
 * an ExtGState or image name), is kept as a `Deferred` part: it becomes text when the stream is
 * written, so a block's recorded parts can be replayed into another document (tape.ts).
 */
import type { Rgba } from '../color.js'

/** A number rounded as n() writes it; a non-finite one is 0 (it would make the whole stream unreadable). */
const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0)

/** `.001` to `.999` as n() writes them, trailing zeros dropped; '' for a whole number. */
const FRACTIONS = Array.from({ length: 1000 }, (_, i) => (i === 0 ? '' : `.${String(i).padStart(3, '0').replace(/0+$/, '')}`))

/**
 * A number as PDF writes it: at most 3 decimals, no exponent, no trailing zeros. Written from its
 * thousandths as whole numbers, the same text `String` gives the rounded value: a dense resume
 * writes about 3,500 of them, and `String` on fractions took 1.5 times as long.
 */
export function n(value: number): string {
  let thousandths = Math.round(value * 1000)
  if (thousandths === 0 || !Number.isFinite(thousandths)) return '0'
  // Beyond 32 bits (never a coordinate): String's own rounding.
  if (thousandths >= 2 ** 31 || thousandths <= -(2 ** 31)) return String(thousandths / 1000)
  const negative = thousandths < 0
  if (negative) thousandths = -thousandths
  const whole = (thousandths / 1000) | 0
  const text = whole + FRACTIONS[thousandths - whole * 1000]!
  return negative ? `-${text}` : text
}

/**
 * Text-showing operators drawn from (x, y) on the baseline (SVG space) in a font (its Tf
 * operator), one entry per face of a word. One list is refilled for every word: an object per
 * entry, and its array, were a large part of what drawing a block allocated.
 */
export class Shows {
  length = 0
  /** x and y of each entry, in turn. */
  readonly at: number[] = []
  readonly fonts: string[] = []
  readonly ops: string[] = []
  /**
   * Where each entry leaves PDF's pen, from its x, in points, when its operators are one TJ array
   * and nothing else (the next word on the line can join that array); NaN otherwise.
   */
  readonly advances: number[] = []
  /** Font size of each entry: what a gap between two joined words is measured in. */
  readonly sizes: number[] = []

  add(x: number, y: number, font: string, ops: string, advance: number, size: number): void {
    const i = this.length++
    this.at[2 * i] = x
    this.at[2 * i + 1] = y
    this.fonts[i] = font
    this.ops[i] = ops
    this.advances[i] = advance
    this.sizes[i] = size
  }
}

/** An operator whose text the document decides when the stream is written. */
export interface Deferred {
  open(): string
}

/** What drawn content belongs to; `open` writes its BDC/BMC operator (and takes an MCID). */
export type Mark = Deferred

/** Decoration: rules, dots, icons, backgrounds (ISO 32000 14.8.2.2). */
export const ARTIFACT: Mark = { open: () => '/Artifact BMC' }

/** The elements of an entry's operators that are one TJ array (its advance is a number): `[elements] TJ`. */
const arrayElements = (ops: string) => ops.slice(1, -4)

const LT = 0x3c
const GT = 0x3e

/** By colour (parseColor hands out one object per colour): words set their fill one by one. */
const fillOperators = new WeakMap<Rgba, string>()

export class Content {
  readonly parts: Array<string | Deferred> = []
  private depth = 0
  private current: Mark | null = null
  private currentDepth = 0
  /** The fill colour operator in effect (null: not known), and the ones `q` saved. */
  private fill: string | null = null
  private savedFills: Array<string | null> = []
  /**
   * The open text object (null: none), written as one part when it ends: a line's words share it
   * and, in one font, its TJ arrays, the gap to each next word a number in the array (the spaces
   * between words are glyphs too). A TJ and a Td per word made the text operators a quarter longer,
   * and every page's stream as much longer to deflate.
   */
  private text: string | null = null
  /** The line matrix's origin, as written (rounded), in the open text object. */
  private lineX = 0
  private lineY = 0
  /** The contents of the open text object's last TJ array while the next word may still join it (null: none). */
  private array: string | null = null
  /**
   * That array ends in a hex string whose `>` is not written yet, so the next word's glyphs join it
   * by appending: reading the end of a string built by appending, or cutting it, copies all of it
   * into one piece, on every word of a line (a third of a MB per dense resume).
   */
  private hexOpen = false
  /** Where PDF's pen is at the end of that array, in the line's coordinates. */
  private pen = 0
  /** The Tf in effect (null: not known); the graphics state keeps it across text objects. */
  private font: string | null = null
  private savedFonts: Array<string | null> = []

  push(op: string | Deferred): void {
    this.endText()
    this.parts.push(op)
  }

  /**
   * A stream for what is drawn next inside a group begun here, to be taken into this one as it is
   * (tape.ts): it starts with this stream's fill colour and font in effect, as the group would.
   */
  group(): Content {
    const group = new Content()
    group.fill = this.fill
    group.font = this.font
    return group
  }

  /** The state a group begun here inherits and its operators depend on: the fill colour and font in effect. */
  get inherited(): string {
    return `${this.fill}|${this.font}`
  }

  /** Shows text, in the open text object if there is one. */
  show(shows: Shows): void {
    for (let i = 0; i < shows.length; i++) {
      this.showText(shows.at[2 * i]!, shows.at[2 * i + 1]!, shows.fonts[i]!, shows.ops[i]!, shows.advances[i]!, shows.sizes[i]!)
    }
  }

  /** Shows one entry of a `Shows`. */
  showText(x: number, y: number, font: string, ops: string, advance: number, size: number): void {
    const rx = round(x)
    const ry = round(y)
    if (this.array !== null) {
      // On the line, in the font, not left of where it began: into the open array, after the gap.
      if (ry === this.lineY && font === this.font && !Number.isNaN(advance) && rx >= this.lineX) {
        const gap = Math.round((((this.pen - x) * 1000) / size) * 100) / 100
        const elements = arrayElements(ops)
        const close = this.hexOpen ? '>' : ''
        // Glyphs right after glyphs share one string.
        if (gap !== 0) this.addElements(`${close} ${gap} `, elements)
        else if (this.hexOpen && elements.charCodeAt(0) === LT) this.addElements('', elements.slice(1))
        else this.addElements(`${close} `, elements)
        this.pen += advance - (gap * size) / 1000
        return
      }
      this.closeArray()
    }
    if (this.text === null) this.text = `BT 1 0 0 -1 ${n(rx)} ${n(ry)} Tm`
    else if (ry !== this.lineY || rx < this.lineX) this.text += ` 1 0 0 -1 ${n(rx)} ${n(ry)} Tm`
    else this.text += ` ${n(rx - this.lineX)} 0 Td`
    this.lineX = rx
    this.lineY = ry
    if (font !== this.font) {
      this.text += ` ${font}`
      this.font = font
    }
    if (!ops) return
    if (!Number.isNaN(advance)) {
      this.array = ''
      this.addElements('', arrayElements(ops))
      this.pen = rx + advance
    } else this.text += ` ${ops}`
  }

  /** Appends to the open array after `before`, a hex string it ends with left open for the next glyphs. */
  private addElements(before: string, elements: string): void {
    this.hexOpen = elements.charCodeAt(elements.length - 1) === GT
    this.array += before + (this.hexOpen ? elements.slice(0, -1) : elements)
  }

  private closeArray(): void {
    this.text += ` [${this.array}${this.hexOpen ? '>' : ''}] TJ`
    this.array = null
    this.hexOpen = false
  }

  private endText(): void {
    if (this.text === null) return
    if (this.array !== null) this.closeArray()
    this.parts.push(`${this.text} ET`)
    this.text = null
  }

  fillColor(c: Rgba): void {
    let op = fillOperators.get(c)
    if (op === undefined) fillOperators.set(c, (op = `${n(c.r)} ${n(c.g)} ${n(c.b)} rg`))
    this.fillOperator(op)
  }

  /** Sets the fill colour, unless it is in effect already: words of one colour share one `rg`. */
  fillOperator(op: string): void {
    if (op === this.fill) return
    this.fill = op
    // Colour operators are allowed inside a text object (ISO 32000 Table 9): a link keeps its line's.
    if (this.text !== null) {
      if (this.array !== null) this.closeArray()
      this.text += ` ${op}`
    } else this.parts.push(op)
  }

  strokeColor(c: Rgba): void {
    this.push(`${n(c.r)} ${n(c.g)} ${n(c.b)} RG`)
  }

  /**
   * The operators that follow draw a text line with this baseline (null: they draw anything
   * else). A stream ignores it; a recording keeps it, to leave the line out of a slice of the
   * block that does not hold its baseline (tape.ts).
   */
  line(_baseline: number | null): void {}

  /** Starts (or continues) the marked-content sequence the next operators belong to. */
  mark(mark: Mark): void {
    if (this.current === mark && this.currentDepth === this.depth) return
    this.end()
    this.endText()
    this.parts.push(mark)
    this.current = mark
    this.currentDepth = this.depth
  }

  /** Ends the open marked-content sequence, if any. */
  end(): void {
    this.endText()
    if (this.current === null) return
    this.parts.push('EMC')
    this.current = null
  }

  /** q. A group ends the open sequence first, unless it is drawn inside it (`inMark`). */
  save({ inMark = false }: { inMark?: boolean } = {}): void {
    if (!inMark) this.end()
    this.endText()
    this.parts.push('q')
    this.savedFills.push(this.fill)
    this.savedFonts.push(this.font)
    this.depth++
  }

  /** Q; a sequence opened inside the group ends with it. */
  restore(): void {
    if (this.current !== null && this.currentDepth >= this.depth) this.end()
    this.endText()
    this.parts.push('Q')
    this.fill = this.savedFills.pop() ?? null
    this.font = this.savedFonts.pop() ?? null
    this.depth--
  }

  /** Concatenates a matrix [a b c d e f] to the current transformation. */
  transform(m: readonly number[]): void {
    // Six numbers written out, not mapped: a matrix of whole numbers and one of fractions are
    // arrays of two kinds, and a new one threw away V8's optimised code for the map.
    this.push(`${n(m[0]!)} ${n(m[1]!)} ${n(m[2]!)} ${n(m[3]!)} ${n(m[4]!)} ${n(m[5]!)} cm`)
  }

  toString(): string {
    this.end()
    this.endText()
    return this.parts.map((part) => (typeof part === 'string' ? part : part.open())).join('\n')
  }
}
