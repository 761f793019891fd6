/**
 * @module
 * A block's text records joined along its lines. Satori sets text a word (or run of spaces) at a
 * time, and a record per word (2421 for the dense resume's 1484 words) was then a placeholder to
 * parse, an element to walk, and a fill, mark and font to settle in the PDF writer. The patched
 * Satori joins the words of a text node's line into one record with `pieces`, by the rule here
 * (`followsOnLine`, handed to it as `joinRuns`); `joinLines` joins records across text nodes and
 * inline runs: records whose placeholders follow one another in the SVG with nothing between
 * them, in one style, on one baseline, in one role box, with no word break the PDF writer would
 * add between them (draw.ts `spaceBetween`). The dense resume ends with 394. Each piece is still
 * drawn where Satori put it, so the exporters write what they wrote for a record per word. A
 * joined record that a role box covers only in part is split at the box's edge, and a block with
 * right-to-left text gets a record per run again: its spaces are settled between neighbouring
 * records (draw.ts `bridgeRtlGaps`).
 */
import { textRole, type RoleBox, type TextRecord } from '../page.js'
import { RTL_CHAR } from '../text/direction.js'
import { BREAK } from '../text/segment.js'

const OPEN = '<T i="'
const CLOSE = '"/>'
const SPACE = /\s/u

/** Whether the character at `i` is white space, as `\s` reads it (ASCII without a regular expression). */
function spaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d)
  return SPACE.test(text[i]!)
}

/**
 * A record being joined: its first record, role box and last record, and once a second one joins,
 * the text and pieces so far.
 */
interface Line {
  first: TextRecord
  role: number
  last: TextRecord
  right: number
  text?: string
  pieces?: number[]
}

const joinable = (text: string) => text !== '' && !text.includes(BREAK)

/** A run of text as far as joining asks: its characters, its box and its font size. */
export interface RunBox {
  text: string
  x: number
  width: number
  y: number
  height: number
  size: number
}

/**
 * Whether a run at `x` with `text` follows `last` on its line so that draw.ts gives neither an
 * extraction space towards the other (`spaceBetween`): the same baseline and line box, to its
 * right, with a space on either side of them or a gap under a word break's. The patched Satori
 * asks it too (`joinRuns`), for the words of a text node, in the same style by construction.
 */
export function followsOnLine(last: RunBox, text: string, x: number, y: number, height: number): boolean {
  if (y !== last.y || height !== last.height || x < last.x || !joinable(last.text) || !joinable(text)) return false
  return spaceAt(last.text, last.text.length - 1) || spaceAt(text, 0) || x - (last.x + last.width) < last.size * 0.15
}

/** Whether `next` can join the line: drawn the same way (style, role box) and following on it. */
function joins(line: Line, next: TextRecord, roles: readonly RoleBox[]): boolean {
  const { last } = line
  return (
    next.attrs === last.attrs &&
    followsOnLine(last, next.text, next.x, next.y, next.height) &&
    textRole(roles, next.x, next.y, next.size) === line.role
  )
}

function record(line: Line): TextRecord {
  const { first, pieces } = line
  if (!pieces) return first
  return { name: 'text', attrs: first.attrs, children: first.children, text: line.text!, x: first.x, y: first.y, width: line.right - first.x, height: first.height, size: first.size, pieces }
}

function join(line: Line, run: TextRecord): void {
  if (!line.pieces) {
    const { first } = line
    line.pieces = first.pieces ? first.pieces.slice() : [0, first.x, first.width]
    line.text = first.text
  }
  const offset = line.text!.length
  const { pieces } = run
  if (pieces) for (let k = 0; k < pieces.length; k += 3) line.pieces.push(offset + pieces[k]!, pieces[k + 1]!, pieces[k + 2]!)
  else line.pieces.push(offset, run.x, run.width)
  line.text += run.text
  line.last = run
  line.right = Math.max(line.right, run.x + run.width)
}

/** Pieces `from` to `to` (indices into `pieces`, by threes) of a joined record, as a record. */
function piecesOf(joined: TextRecord, pieces: number[], from: number, to: number): TextRecord {
  const start = pieces[from]!
  const x = pieces[from + 1]!
  let right = -Infinity
  for (let k = from; k < to; k += 3) right = Math.max(right, pieces[k + 1]! + pieces[k + 2]!)
  const run: TextRecord = { name: 'text', attrs: joined.attrs, children: joined.children, text: joined.text.slice(start, pieces[to]), x, y: joined.y, width: right - x, height: joined.height, size: joined.size }
  if (to - from > 3) {
    run.pieces = []
    for (let k = from; k < to; k += 3) run.pieces.push(pieces[k]! - start, pieces[k + 1]!, pieces[k + 2]!)
  }
  return run
}

/**
 * A record Satori joined, as records that each lie in one role box (`perPiece`: a record a
 * piece): its words share their text node's element, but a role box of another element may cover
 * some of them.
 */
function apart(joined: TextRecord, roles: readonly RoleBox[], perPiece: boolean): TextRecord[] {
  const { pieces } = joined
  if (!pieces || (!perPiece && roles.length === 0)) return [joined]
  const out: TextRecord[] = []
  let from = 0
  let role = perPiece ? 0 : textRole(roles, joined.x, joined.y, joined.size)
  for (let k = 3; k < pieces.length; k += 3) {
    const next = perPiece ? 0 : textRole(roles, pieces[k + 1]!, joined.y, joined.size)
    if (!perPiece && next === role) continue
    out.push(piecesOf(joined, pieces, from, k))
    from = k
    role = next
  }
  if (from === 0) return [joined]
  out.push(piecesOf(joined, pieces, from, pieces.length))
  return out
}

/**
 * The block's SVG and text records with records side by side on a line joined (see the module
 * comment). Placeholders are read with `indexOf`, not a regular expression: a match per record
 * cost a millisecond a render.
 */
export function joinLines(svg: string, texts: TextRecord[], roles: readonly RoleBox[]): { svg: string; texts: TextRecord[] } {
  const rtl = texts.some((t) => RTL_CHAR.test(t.text))
  if (rtl ? !texts.some((t) => t.pieces) : texts.length < 2) return { svg, texts }
  const joined: TextRecord[] = []
  let out = ''
  // Where the SVG is copied up to, and where the last placeholder ended.
  let copied = 0
  let after = -1
  let line: Line | undefined
  const placeholder = (t: TextRecord) => `${OPEN}${joined.push(t) - 1}${CLOSE}`
  const end = () => {
    if (line) out += placeholder(record(line))
    line = undefined
  }
  for (let at = svg.indexOf(OPEN); at !== -1; at = svg.indexOf(OPEN, at)) {
    let i = 0
    let p = at + OPEN.length
    for (let c = svg.charCodeAt(p); c >= 0x30 && c <= 0x39; c = svg.charCodeAt(++p)) i = i * 10 + c - 0x30
    if (!svg.startsWith(CLOSE, p)) {
      at = p
      continue
    }
    if (at !== after) {
      end()
      out += svg.slice(copied, at)
    }
    after = copied = p + CLOSE.length
    at = after
    const next = texts[i]
    if (!next) continue
    if (rtl) {
      for (const run of apart(next, roles, true)) out += placeholder(run)
      continue
    }
    for (const run of apart(next, roles, false)) {
      if (line && joins(line, run, roles)) {
        join(line, run)
        continue
      }
      end()
      if (joinable(run.text)) line = { first: run, role: textRole(roles, run.x, run.y, run.size), last: run, right: run.x + run.width }
      else out += placeholder(run)
    }
  }
  end()
  return { svg: out + svg.slice(copied), texts: joined }
}
