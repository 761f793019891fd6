/**
 * The page-break rules, checked on the layout of generated resumes (one to about six pages, every
 * template, sections in grids of one to four columns, long and short items):
 * - a grid row moves as a whole;
 * - a section heading never ends a page;
 * - an item's header stays with at least two lines of its body;
 * - a paragraph is never cut with fewer than two of its lines on either side (widows, orphans);
 * - the last page never holds only a tail under a tenth of the page when moving one block from
 *   the page before onto it would avoid that.
 * A second property renders the same resumes to PDF: pdftotext has every word, and every item
 * and paragraph exactly once. A block split onto a page where its column has widened (the senior
 * engineer in the sidebar templates) goes on in its wide layout, every word once.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderPdf } from '../../src/lib/render/index.js'
import { flowInput } from '../../src/lib/render/layout/index.js'
import { drawnRows } from '../../src/lib/render/paginate/cuts.js'
import { flowColumns, MIN_TAIL, type FlowBlock, type PaginateInput, type Slice } from '../../src/lib/render/paginate/index.js'
import type { Block, BlockMark } from '../../src/lib/render/page.js'
import { validateResume, type ResumeData, type ResumeDataInput } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { senior } from '../helpers/fit-resumes.js'
import { recorder } from './helpers/resumes.js'
import { pdftotext } from './helpers/poppler.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

const WORDS = ['design', 'engineer', 'lead', 'team', 'system', 'delivery', 'quality', 'budget', 'customers', 'platform', 'growth', 'Kraków', 'Ångström', 'façade']
const words = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max, size: 'medium' }).map((w) => w.join(' '))

const item = fc.record({
  title: words(1, 3),
  subtitle: words(0, 3),
  date: fc.constantFrom('2019 - Present', '2015 - 2019', ''),
  paragraphs: fc.array(words(4, 90), { maxLength: 3 }),
  bullets: fc.array(words(3, 30), { maxLength: 6 }),
})
const short = fc.record({ name: words(1, 2), description: words(0, 2), level: fc.integer({ min: 0, max: 5 }), keywords: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }) })

const shape = fc.record({
  template: fc.constantFrom(...TEMPLATES.map((t) => t.id)),
  summary: fc.array(words(10, 120), { maxLength: 3 }),
  experience: fc.oneof(fc.array(item, { minLength: 1, maxLength: 4 }), fc.array(item, { minLength: 6, maxLength: 22, size: 'medium' })),
  projects: fc.array(item, { maxLength: 6 }),
  projectColumns: fc.integer({ min: 1, max: 4 }),
  skills: fc.array(short, { maxLength: 14 }),
  skillColumns: fc.integer({ min: 1, max: 4 }),
  languages: fc.array(short, { maxLength: 5 }),
  languageColumns: fc.integer({ min: 1, max: 4 }),
  /** Everything in the main column, so that grids are drawn as grids in every template. */
  oneColumn: fc.boolean(),
  letter: fc.boolean(),
})

interface Generated {
  resume: ResumeData
  unique: string[]
  texts: string[]
}

const generated: fc.Arbitrary<Generated> = shape.map((s) => {
  const { unique, texts, tagged, plain } = recorder()
  const rich = (paragraphs: string[], bullets: string[]) =>
    [...paragraphs.map((p) => `<p>${tagged(p)}</p>`), bullets.length ? `<ul>${bullets.map((b) => `<li>${tagged(b)}</li>`).join('')}</ul>` : ''].join('')
  const entry = (i: typeof s.experience[number], n: string, title: string, subtitle: string) => ({
    id: n,
    [title]: tagged(i.title),
    [subtitle]: plain(i.subtitle),
    date: plain(i.date),
    summary: rich(i.paragraphs, i.bullets),
  })
  const tag = (k: typeof s.skills[number], n: string) => ({ id: n, name: tagged(k.name), description: plain(k.description), level: k.level, keywords: k.keywords.map(plain) })
  const ids = ['summary', 'experience', 'projects', 'skills', 'languages']
  const input: ResumeDataInput = {
    basics: { name: plain('Marta Example'), label: plain('Staff Engineer'), email: 'marta@example.com' },
    sections: {
      summary: { content: rich(s.summary, []) },
      experience: { items: s.experience.map((i, n) => entry(i, `e${n}`, 'company', 'position')) },
      projects: { columns: s.projectColumns, items: s.projects.map((i, n) => entry(i, `p${n}`, 'name', 'description')) },
      skills: { columns: s.skillColumns, items: s.skills.map((k, n) => tag(k, `s${n}`)) },
      languages: { columns: s.languageColumns, items: s.languages.map((k, n) => tag(k, `l${n}`)) },
    },
    metadata: {
      template: s.template,
      page: { format: s.letter ? 'letter' : 'a4' },
      ...(s.oneColumn ? { layout: [[ids, []]] } : {}),
    },
  }
  const result = validateResume(input)
  if (!result.valid) throw new Error(result.errors.join('\n'))
  return { resume: result.resume, unique, texts }
})

const EPS = 0.01
const bottomOf = (s: Slice) => s.y + s.clipBottom - s.clipTop
const lastPage = (columns: Slice[][]) => Math.max(0, ...columns.flat().map((s) => s.page))
const tail = (columns: Slice[][], input: PaginateInput) => {
  const last = lastPage(columns)
  return Math.max(0, ...columns.flat().filter((s) => s.page === last).map((s) => bottomOf(s) - input.margin))
}

/** The flow block a slice shows (narrow or wide variant). */
const flowBlockOf = (input: PaginateInput, column: number, s: Slice): FlowBlock => {
  const c = input.columns[column]!
  return [c.blocks[s.index], c.wide?.blocks[s.index]].find((b) => b?.block === s.block) ?? c.blocks[s.index]!
}

/** Why cutting `height`-tall block at `cut` breaks a rule of `mark`, or undefined. */
function broken(mark: BlockMark, cut: number, svg: string): string | undefined {
  const rows = drawnRows(svg)
  if (cut <= mark.top + EPS) return undefined
  if (mark.kind === 'para') {
    if (cut >= mark.bottom - EPS) return undefined
    const lines = rows.filter(([a, b]) => (a + b) / 2 > mark.top && (a + b) / 2 < mark.bottom)
    const above = lines.filter(([, b]) => b <= cut + EPS).length
    const below = lines.length - above
    // A cut above all of its lines or under all of them splits nothing, even inside its box.
    if (above === 0 || below === 0) return undefined
    return above < 2 ? `orphan: ${above} line(s) of a paragraph end a page` : below < 2 ? `widow: ${below} line(s) of a paragraph start a page` : undefined
  }
  const body = rows.filter(([a]) => a >= mark.bottom - EPS)
  return body.length >= 2 && cut >= body[1]![1] - EPS ? undefined : 'an item header is kept with fewer than two lines of its body'
}

function checkRules(input: PaginateInput, columns: Slice[][]) {
  const room = input.height - 2 * input.margin
  columns.forEach((slices, c) => {
    const byIndex = new Map<number, Slice[]>()
    for (const s of slices) byIndex.set(s.index, [...(byIndex.get(s.index) ?? []), s])
    const blocks = input.columns[c]!.blocks
    for (const [index, parts] of byIndex) {
      const flow = flowBlockOf(input, c, parts[0]!)
      const fitsAPage = flow.block.height <= room + EPS
      if (flow.keepTogether && fitsAPage) expect(parts, `grid row ${index} of column ${c} is split`).toHaveLength(1)
      if (flow.keepWithNext && index < blocks.length - 1) {
        const next = byIndex.get(index + 1)![0]!
        expect(next.page, `heading ${index} of column ${c} ends page ${parts[0]!.page}`).toBe(parts[0]!.page)
      }
      if (!fitsAPage) continue
      // Each part against its own layout: a block split onto a widened page goes on wide.
      for (const part of parts.slice(0, -1)) {
        const { block } = flowBlockOf(input, c, part)
        for (const mark of block.marks ?? []) expect(broken(mark, part.clipBottom, blockMarkup(block)), `block ${index} of column ${c} cut at ${part.clipBottom}`).toBeUndefined()
      }
    }
  })
  const last = lastPage(columns)
  if (last === 0 || tail(columns, input) >= MIN_TAIL * input.height) return
  // A short last page: no single block starting on the page before (with its heading) may fix it.
  columns.forEach((slices, c) => {
    const blocks = input.columns[c]!.blocks
    for (const s of slices.filter((s) => s.clipTop === 0 && s.page === last - 1)) {
      const index = s.index > 0 && blocks[s.index - 1]!.keepWithNext ? s.index - 1 : s.index
      const moved = flowColumns(input, input.columns.map((_, j) => (j === c ? index : undefined)))
      const fixes = lastPage(moved) === last && tail(moved, input) >= MIN_TAIL * input.height
      expect(fixes, `moving block ${index} of column ${c} would avoid a ${Math.round(tail(columns, input))} pt last page`).toBe(false)
    }
  })
}

const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase()

/** The text a block draws with its baseline between `top` and `bottom`, in drawing order, without spaces. */
const textOf = (block: Block, top: number, bottom: number) =>
  [...blockMarkup(block).matchAll(/<text x="[-\d.e]+" y="([-\d.e]+)"[^>]*>([^<]*)<\/text>/g)]
    .filter((m) => Number(m[1]) > top && Number(m[1]) < bottom)
    .map((m) => m[2]!.replace(/\s+/g, ''))
    .join('')

describe('page-break rules', () => {
  it('hold on the layout of generated resumes (property)', async () => {
    const pageCounts: number[] = []
    await fc.assert(
      fc.asyncProperty(generated, async ({ resume }) => {
        const { input } = await flowInput(resume, { template: resume.metadata.template })
        const columns = flowColumns(input)
        pageCounts.push(lastPage(columns) + 1)
        checkRules(input, columns)
      }),
      { numRuns: 60, seed: 1212, endOnFailure: true },
    )
    expect(Math.min(...pageCounts)).toBe(1)
    expect(Math.max(...pageCounts)).toBeGreaterThanOrEqual(5)
  }, 300_000)

  it('continue a block split onto a page where its column has widened in the wide layout, every word once', async () => {
    const split: string[] = []
    for (const template of ['azurill', 'pikachu', 'ditto']) {
      const { input } = await flowInput(senior, { template })
      flowColumns(input).forEach((slices, c) => {
        const column = input.columns[c]!
        for (const rest of slices.filter((s) => s.clipTop > 0 && column.wide?.blocks[s.index])) {
          const first = slices.find((s) => s.index === rest.index && s.clipTop === 0)!
          const [narrow, wide] = [column.blocks[rest.index]!.block, column.wide!.blocks[rest.index]!.block]
          split.push(`${template} block ${rest.index}`)
          expect(first.block, template).toBe(narrow)
          expect(rest.block, template).toBe(wide)
          expect(rest.x, template).toBe(column.wide!.x)
          const whole = textOf(narrow, 0, narrow.height)
          expect(whole.length, template).toBeGreaterThan(100)
          expect(textOf(narrow, 0, first.clipBottom) + textOf(wide, rest.clipTop, wide.height), template).toBe(whole)
        }
      })
    }
    // The senior engineer's fourth job is split at the end of page 1, under the sidebar, in these three.
    expect(split).toHaveLength(3)
  }, 60_000)

  it('lose and repeat nothing: pdftotext has every word, each item and paragraph once (property)', async () => {
    await fc.assert(
      fc.asyncProperty(generated, async ({ resume, unique, texts }) => {
        const text = squash(pdftotext((await renderPdf(resume)).bytes))
        for (const field of texts) for (const word of field.split(/\s+/).filter(Boolean)) expect(text).toContain(squash(word))
        for (const t of unique) expect(text.split(squash(t)).length - 1, t).toBe(1)
      }),
      { numRuns: 24, seed: 1212, endOnFailure: true },
    )
  }, 300_000)
})
