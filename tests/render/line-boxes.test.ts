/**
 * Every paragraph, list item and item header reserves exactly the lines it draws. Satori breaks
 * text at the width it is given and sets its boxes on whole points; at a fractional column width
 * (leafish's 260.33 pt) a line that fit one and not the other kept a line it did not draw: an
 * empty line in a bullet ("Maintainer; 1 400 stars and twenty regular contributors." of the senior
 * engineer). The same in a row: a title beside a date gets what the date leaves, a fractional
 * width, and was measured there but drawn at the whole point above it ("Wrocław University of
 * Science and Technology · Bachelor of Science, Applied Mathematics, 4.5" held two lines, drew one).
 */
import { describe, expect, it } from 'vitest'
import { flowInput } from '../../src/lib/render/layout/index.js'
import type { Block } from '../../src/lib/render/page.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { senior } from '../helpers/fit-resumes.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

const WORD = /<text x="[-\d.e]+" y="([-\d.e]+)" width="[-\d.e]+" height="([-\d.e]+)"/g

/** Paragraphs and item headers whose box is taller than their drawn lines by half a line or more. */
function emptyLines(block: Block): string[] {
  const words = [...blockMarkup(block).matchAll(WORD)].map((m) => ({ baseline: Number(m[1]), lineBox: Number(m[2]) }))
  return (block.marks ?? []).flatMap((m) => {
    const inside = words.filter((w) => w.baseline > m.top && w.baseline <= m.bottom)
    const lines = new Set(inside.map((w) => w.baseline)).size
    const lineBox = Math.max(...inside.map((w) => w.lineBox))
    return inside.length > 0 && (m.bottom - m.top) / lineBox - lines >= 0.5 ? [`${m.kind}: ${lines} line(s) drawn in ${m.bottom - m.top} pt at width ${block.width}`] : []
  })
}

describe('line boxes', () => {
  it('hold exactly the lines they draw, at every column width of every template', async () => {
    let paragraphs = 0
    let headers = 0
    for (const { id } of TEMPLATES) {
      const { input } = await flowInput(senior, { template: id })
      const blocks = input.columns.flatMap((c) => [...c.blocks, ...(c.wide?.blocks ?? [])]).flatMap((b) => (b ? [b.block] : []))
      paragraphs += blocks.flatMap((b) => b.marks ?? []).filter((m) => m.kind === 'para').length
      headers += blocks.flatMap((b) => b.marks ?? []).filter((m) => m.kind === 'head').length
      expect(blocks.flatMap(emptyLines), id).toEqual([])
    }
    expect(paragraphs).toBeGreaterThan(12 * 20)
    expect(headers).toBeGreaterThan(12 * 10)
  }, 120_000)
})
