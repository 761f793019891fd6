/**
 * @module
 * A Satori `<text>` (one word or space at x and baseline y, or a line of them joined, each piece at
 * its own x) as real PDF text: per-character face fallback, glyphs placed at fontkit's kerned
 * advances with TJ adjustments so the PDF matches Satori's layout, and the glyphs recorded for the
 * document's subset fonts.
 */
import { n, type Shows } from './content.js'
import { Generations } from '../layout/generations.js'
import { DOCUMENTS_PER_GENERATION, fallbackRuns, RUNS_PER_GENERATION, shape, type Face, type Shaped } from '../shaping.js'
import { eachPiece } from '../svg.js'
import { pdfWidth, type DocumentFonts } from './fonts.js'

export interface TextRun {
  x: number
  y: number
  size: number
  text: string
  /** Extra advance after each character, in points (CSS letter-spacing). */
  letterSpacing: number
  /**
   * A space glyph for text extraction on this side of the word, shaped apart from it: shaped with
   * a right-to-left word, a trailing space would come first and push the word's glyphs right.
   */
  space?: 'left' | 'right'
  /**
   * Its spaces (the run, when it is only spaces, or the extraction space) belong to right-to-left
   * text (bidi.ts): they extract between right-to-left marks.
   */
  rtlSpace?: boolean
  /**
   * One more extraction space on its right, toward a text of its right-to-left line in another
   * group (draw.ts), and whether it belongs to right-to-left text.
   */
  bridge?: { rtl: boolean }
  /** Runs Satori set apart, joined in one record (svg.ts SvgElement `pieces`): each placed at its own x. */
  pieces?: number[]
}

/** One face's share of a word: its font operator and TJ arrays, ready to place, and its advance in points. */
interface Part {
  face: Face
  shaped: Shaped
  font: string
  tj: string
  advance: number
  /** Where PDF's pen ends (its own widths and the TJ numbers), when `tj` is one TJ array and nothing else; NaN otherwise. */
  pdfAdvance: number
}

/** A letter of a right-to-left script. */
const RTL_TEXT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u
/** Text that is only spaces; made once, as a regular expression literal is a new object each time it is evaluated. */
export const ONLY_SPACE = /^\s+$/u

const hex4 = (v: number) => (v < 0x10 ? '000' : v < 0x100 ? '00' : v < 0x1000 ? '0' : '') + v.toString(16)

/** A word's parts at one size and letter spacing. */
interface Sized {
  size: number
  letterSpacing: number
  parts: Part[]
}

/**
 * Words repeat across blocks and documents: their parts depend only on chain, size, spacing and
 * text. Keyed by the text alone, each holding its sizes (one or two): a key joining size and text
 * was a new string to hash on every lookup, about 2 400 a render.
 */
const partsCache = new WeakMap<Face[], Generations<string, Sized[]>>()

/** The parts of `text` (the run's own, or one of its pieces). */
function partsOf(run: TextRun, text: string, chain: Face[]): Part[] {
  let byText = partsCache.get(chain)
  if (!byText) partsCache.set(chain, (byText = new Generations(RUNS_PER_GENERATION, DOCUMENTS_PER_GENERATION)))
  const { size, letterSpacing } = run
  let sizes = byText.get(text)
  if (sizes) for (const sized of sizes) if (sized.size === size && sized.letterSpacing === letterSpacing) return sized.parts
  const parts = fallbackRuns(chain, text).map((part) => layoutPart(part.face, shape(part.face, part.text), size, letterSpacing, text))
  if (!sizes) byText.set(text, (sizes = []))
  sizes.push({ size, letterSpacing, parts })
  return parts
}

/** One face's share of `text` (the whole of what was shaped: a right-to-left one is spaced with Tc). */
function layoutPart(face: Face, shaped: Shaped, size: number, letterSpacing: number, text: string): Part {
  const unit = size / face.font.unitsPerEm
  // Where each glyph goes (fontkit's pen plus HarfBuzz's offset) and how far PDF's own advance
  // (the W array) takes the pen from there.
  const at: number[] = []
  const width: number[] = []
  let target = 0
  // Whether a glyph sits off the baseline (its rise, as `show` rounds it, is not 0).
  let raised = false
  const { glyphs } = shaped
  for (const glyph of glyphs) {
    at.push(target + glyph.dx * unit)
    width.push((pdfWidth(face, glyph.g) * size) / 1000)
    target += glyph.ax * unit + (glyph.ax ? letterSpacing : 0)
    if (riseOf(glyph, unit) !== 0) raised = true
  }
  const font = `/F${face.id} ${n(size)} Tf`
  // Letter-spaced right to left or with spans (Indic clusters): the spacing is character spacing
  // (Tc), each glyph its own /ActualText span closed with Tc back at 0. A reader then takes a
  // glyph's text to reach over the spacing after it, so the word stays one word; placed apart with
  // TJ, its letters extracted with spaces between them (each letter keeps its place, poppler turns
  // a right-to-left line around). Other words keep TJ: poppler's structure text (pdfinfo
  // -struct-text) ends a marked-content sequence at the first span nested in it.
  const tc = shaped.spans.length > 0 || RTL_TEXT.test(text) ? letterSpacing : 0
  if (!tc && !raised && shaped.spans.length === 0) {
    const { tj, pdfPen } = plainTj(glyphs, at, width, size)
    return { face, shaped, font, tj, advance: target, pdfAdvance: pdfPen }
  }
  const ops: string[] = tc ? [`${n(tc)} Tc`] : []
  // The operators of the glyphs since the last flush: TJ arrays, and Ts where a glyph's rise changes.
  let group: string[] = []
  let tj: string[] = []
  let hex = ''
  let pdfPen = 0
  let rise = 0
  const endTj = () => {
    if (hex) tj.push(`<${hex}>`)
    if (tj.length) group.push(`[${tj.join(' ')}] TJ`)
    tj = []
    hex = ''
  }
  const show = (i: number) => {
    const wanted = riseOf(glyphs[i]!, unit)
    if (wanted !== rise) {
      endTj()
      group.push(`${n(wanted)} Ts`)
      rise = wanted
    }
    const adjust = Math.round((((pdfPen - at[i]!) * 1000) / size) * 10) / 10
    if (adjust !== 0) {
      if (hex) tj.push(`<${hex}>`)
      tj.push(String(adjust))
      hex = ''
      // Where the rounded number takes the pen, so rounding does not add up along a line.
      pdfPen -= (adjust * size) / 1000
    }
    hex += hex4(glyphs[i]!.g)
    pdfPen += width[i]! + tc
  }
  // A glyph drawn invisibly (render mode 3) at x on the baseline, for its span's text only.
  const showInvisible = (i: number, x: number) => {
    endTj()
    if (rise !== 0) group.push('0 Ts')
    rise = 0
    const adjust = Math.round((((pdfPen - x) * 1000) / size) * 10) / 10
    group.push(`3 Tr [${adjust} <${hex4(glyphs[i]!.g)}>] TJ 0 Tr`)
    pdfPen += width[i]! + tc - (adjust * size) / 1000
  }
  const flush = (span?: string) => {
    endTj()
    if (group.length) ops.push(span ? `/Span <</ActualText ${span}>> BDC ${group.join(' ')}${tc ? ` 0 Tc EMC ${n(tc)} Tc` : ' EMC'}` : group.join(' '))
    group = []
  }
  const spans = shaped.spans.length > 0 ? new Map(shaped.spans.map((span) => [span.start, span])) : undefined
  // Marks and dots drawn over a span's base, shown once the word's letters are all out: text
  // extraction ends a word at any glyph off its baseline or behind its pen, even one with no text,
  // and a word cut there loses its last letters to a neighbouring column (narrow label columns).
  const later: number[] = []
  for (let i = 0; i < glyphs.length; ) {
    const span = spans?.get(i)
    if (!span) {
      const text = shaped.chars[i]!
      if (!tc || !text.trim()) show(i++)
      else {
        flush()
        show(i++)
        flush(textString(text))
      }
      continue
    }
    // A span's glyphs get TJs of their own inside its marked content; the pen carries over.
    flush()
    const [inside, after] = spanOrder(span.start, span.end, at, width, shaped)
    // Right to left, a letter's marks (shadda, vowel points) get a span of their own, its text at
    // an invisible copy of a mark just left of the letter: poppler reads a span's text left to
    // right and turns the line around, so marks sharing the letter's span came out before it.
    const marks = RTL_TEXT.test(span.text) ? span.text.replace(/\P{Mn}/gu, '') : ''
    const letters = span.text.replace(/\p{Mn}/gu, '')
    const mark = marks && letters ? after.find((g) => glyphs[g]!.ax === 0) : undefined
    if (mark !== undefined) {
      showInvisible(mark, Math.min(...inside.map((g) => at[g]!)) - 0.01)
      flush(textString(marks))
    }
    inside.slice(0, -1).forEach(show)
    // Glyphs drawn after the word (a conjunct's ra-phala) leave the span's advance short of the
    // next span's glyph, a gap poppler took for a word break (`বিক্র য়`): the last glyph's
    // character spacing reaches over it, as a letter-spaced glyph's text does (same drawing).
    const last = inside.at(-1)!
    const next = span.end < at.length ? at[span.end]! : target
    const from = Math.round((((pdfPen - at[last]!) * 1000) / size) * 10) / 10 !== 0 ? at[last]! : pdfPen
    // Not right to left: poppler turns a right-to-left span's text around within its box.
    const gap = after.length > 0 && !RTL_TEXT.test(span.text) ? next - (from + width[last]! + tc) : 0
    if (gap > 0.01) {
      endTj()
      group.push(`${n(tc + gap)} Tc`)
      show(last)
      endTj()
      group.push(`${n(tc)} Tc`)
      pdfPen += gap
    } else show(last)
    flush(textString(mark === undefined ? span.text : letters))
    later.push(...after)
    i = span.end
  }
  flush()
  // Already in their spans' text: an empty /ActualText keeps their ToUnicode out of extraction.
  later.forEach(show)
  // The rise back to the baseline after the last raised glyph's TJ, not before it.
  endTj()
  if (rise !== 0) group.push('0 Ts')
  flush(later.length > 0 ? textString('') : undefined)
  if (tc) ops.push('0 Tc')
  const operators = ops.join(' ')
  const oneArray = operators.charCodeAt(0) === 0x5b && operators.indexOf(']') === operators.length - 4
  return { face, shaped, font, tj: operators, advance: target, pdfAdvance: oneArray ? pdfPen : NaN }
}

/** A glyph's rise above the baseline in points, rounded as the content stream writes it. */
const riseOf = (glyph: Shaped['glyphs'][number], unit: number) => Math.round(glyph.dy * unit * 1000) / 1000

/**
 * Most words: no spans, no character spacing, every glyph on the baseline. Their operators are one
 * TJ array, written here in one pass as layoutPart's general path writes them. With every word new
 * to the server, the general path's closures and arrays took layoutPart from 2.4 to 4.4 ms of a
 * render (CPU profile, docs/performance.md).
 */
function plainTj(glyphs: Shaped['glyphs'], at: number[], width: number[], size: number): { tj: string; pdfPen: number } {
  if (glyphs.length === 0) return { tj: '', pdfPen: NaN }
  let tj = '['
  let hex = ''
  let pdfPen = 0
  for (let i = 0; i < glyphs.length; i++) {
    const adjust = Math.round((((pdfPen - at[i]!) * 1000) / size) * 10) / 10
    if (adjust !== 0) {
      if (hex) tj += `<${hex}> `
      tj += `${adjust} `
      hex = ''
      pdfPen -= (adjust * size) / 1000
    }
    hex += hex4(glyphs[i]!.g)
    pdfPen += width[i]!
  }
  // Each glyph adds to `hex` after any adjustment: the array ends with glyphs.
  return { tj: `${tj}<${hex}>] TJ`, pdfPen }
}

/**
 * The order to draw a span's glyphs in, and the glyphs to draw after the word. Readers place its
 * text between the first glyph's origin and the last one's advance, on the first one's baseline,
 * so only letters on the baseline go in (marks and dots raised over them or with no advance come
 * after: first, they would lift the text off its line), the leftmost first and the one reaching
 * furthest right last; a letter that spans them all (a base under its dots) is the span alone, or
 * the text would be squeezed and the word cut in two.
 */
function spanOrder(start: number, end: number, at: number[], width: number[], shaped: Shaped): [number[], number[]] {
  const all = Array.from({ length: end - start }, (_, k) => start + k)
  const onLine = all.filter((i) => shaped.glyphs[i]!.ax !== 0 && shaped.glyphs[i]!.dy === 0)
  const glyphs = onLine.length > 0 ? onLine : all
  const rest = all.filter((i) => !glyphs.includes(i))
  const left = Math.min(...glyphs.map((i) => at[i]!))
  const right = Math.max(...glyphs.map((i) => at[i]! + width[i]!))
  const cover = glyphs.find((i) => at[i]! <= left + 1e-6 && at[i]! + width[i]! >= right - 1e-6)
  if (cover !== undefined) return [[cover], [...glyphs.filter((i) => i !== cover), ...rest]]
  const first = glyphs.find((i) => at[i]! <= left + 1e-6)!
  const last = glyphs.find((i) => i !== first && at[i]! + width[i]! >= right - 1e-6) ?? first
  return [[first, ...glyphs.filter((i) => i !== first && i !== last), ...(last === first ? [] : [last])], rest]
}

/**
 * Text-showing operators for one run of text in the given face chain, a step per face, each placed
 * at its origin (the content stream writes the positioning and the text object around them).
 * Glyphs that stand for their characters only together (Shaped.spans) are marked-content spans
 * whose /ActualText gives those characters, which text extraction and copy-paste use instead of
 * the glyphs; each span holds whole text-showing operators, inside whatever marked content the
 * caller opened around the text object (structure tree sequences), never across it.
 */
export function textOperators(run: TextRun, chain: Face[], fonts: DocumentFonts, shows: Shows): void {
  shows.length = 0
  if (!(run.size > 0) || chain.length === 0 || run.text.length === 0) return
  let end = run.x
  if (run.pieces) eachPiece(run.text, run.pieces, (text, x) => (end = place(shows, fonts, run, partsOf(run, text, chain), x, undefined)))
  else end = place(shows, fonts, run, partsOf(run, run.text, chain), run.x, run.rtlSpace && ONLY_SPACE.test(run.text) ? run.text : undefined)
  if (run.space || run.bridge) {
    const space = partsOf(run, ' ', chain)
    const advance = space.reduce((sum, part) => sum + part.advance, 0)
    if (run.space) place(shows, fonts, run, space, run.space === 'right' ? end : run.x - advance, run.rtlSpace ? ' ' : undefined)
    if (run.bridge) place(shows, fonts, run, space, end, run.bridge.rtl ? ' ' : undefined)
  }
}

/**
 * Appends the parts' shows from pen position `from` on the run's baseline; returns where the pen
 * ends. `text`: spaces of right-to-left text (bidi.ts), their text between right-to-left marks.
 */
function place(shows: Shows, fonts: DocumentFonts, run: TextRun, parts: Part[], from: number, text: string | undefined): number {
  let pen = from
  const start = shows.length
  for (const part of parts) {
    fonts.use(part.face, part.shaped)
    shows.add(pen, run.y, part.font, part.tj, part.pdfAdvance, run.size)
    pen += part.advance
  }
  if (text !== undefined && shows.length > start) {
    shows.ops[start] = `/Span <</ActualText ${textString(`\u200f${text}\u200f`)}>> BDC ${shows.ops[start]!}`
    shows.ops[shows.length - 1] += ' EMC'
    // In a span of their own: no word joins their arrays.
    for (let i = start; i < shows.length; i++) shows.advances[i] = NaN
  }
  return pen
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex (PDF 32000 7.9.2.2). */
function textString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += hex4(text.charCodeAt(i))
  return `<${hex}>`
}
