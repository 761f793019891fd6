/**
 * @module
 * A block's text records joined along its lines. The patched Satori hands over a record per word
 * and per run of spaces (2421 for the dense resume's 1484 words), and each was then a placeholder
 * to parse, an element to walk, and a fill, mark and font to settle in the PDF writer. Records
 * whose placeholders follow one another in the SVG with nothing between them, in one style, on one
 * baseline, in one role box, with no word break the PDF writer would add between them (draw.ts
 * `spaceBetween`) become one record with `pieces` (433 on that resume): each piece is still drawn
 * where Satori put it, so the exporters write what they wrote for the separate records.
 * Right-to-left text is left as it is: its spaces are settled between neighbouring records.
 */
import { textRole, type RoleBox, type TextRecord } from '../page.js'
import { RTL_CHAR } from '../text/direction.js'
import { BREAK } from '../text/segment.js'

/** Placeholders with nothing between them. */
const ADJACENT = /(?:<T i="\d+"\/>)+/g
const PLACEHOLDER = /<T i="(\d+)"\/>/g
const ENDS_IN_SPACE = /\s$/u
const STARTS_WITH_SPACE = /^\s/u

/** A record being joined: its first record and pieces so far, and the last piece's box. */
interface Line {
  first: TextRecord
  role: number
  text: string
  pieces: number[]
  last: TextRecord
  right: number
}

/**
 * Whether `next` can join the line: draw.ts draws them the same way (`drawText`, `markAt`) and
 * would give neither an extraction space towards the other.
 */
function joins(line: Line, next: TextRecord, roles: readonly RoleBox[]): boolean {
  const { last } = line
  if (next.attrs !== last.attrs || next.y !== last.y || next.height !== last.height || next.text === '' || next.text.includes(BREAK)) return false
  if (next.x < last.x) return false
  const spaced = ENDS_IN_SPACE.test(last.text) || STARTS_WITH_SPACE.test(next.text) || next.x - (last.x + last.width) < last.size * 0.15
  return spaced && textRole(roles, next) === line.role
}

function record(line: Line): TextRecord {
  const { first } = line
  if (line.pieces.length === 3) return first
  return {
    name: 'text',
    attrs: first.attrs,
    children: first.children,
    text: line.text,
    x: first.x,
    y: first.y,
    width: line.right - first.x,
    height: first.height,
    size: first.size,
    pieces: line.pieces,
  }
}

/** The block's SVG and text records with records side by side on a line joined. */
export function joinLines(svg: string, texts: TextRecord[], roles: readonly RoleBox[]): { svg: string; texts: TextRecord[] } {
  if (texts.length < 2 || texts.some((t) => RTL_CHAR.test(t.text))) return { svg, texts }
  const joined: TextRecord[] = []
  const placeholder = (t: TextRecord) => `<T i="${joined.push(t) - 1}"/>`
  const out = svg.replace(ADJACENT, (run) => {
    let markup = ''
    let line: Line | undefined
    for (const [, i] of run.matchAll(PLACEHOLDER)) {
      const next = texts[Number(i)]
      if (!next) continue
      if (line && joins(line, next, roles)) {
        line.pieces.push(line.text.length, next.x, next.width)
        line.text += next.text
        line.last = next
        line.right = Math.max(line.right, next.x + next.width)
        continue
      }
      if (line) markup += placeholder(record(line))
      line =
        next.text === '' || next.text.includes(BREAK)
          ? undefined
          : { first: next, role: textRole(roles, next), text: next.text, pieces: [0, next.x, next.width], last: next, right: next.x + next.width }
      if (!line) markup += placeholder(next)
    }
    if (line) markup += placeholder(record(line))
    return markup
  })
  return { svg: out, texts: joined }
}
