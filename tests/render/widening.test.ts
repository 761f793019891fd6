/**
 * A main column that widens where the sidebar ends (azurill, pikachu, ditto, leafish): a fresh
 * render lays its blocks out narrow only as far as they can be drawn narrow, and wide from there,
 * so it makes about as many Satori calls as its pages draw blocks; the pages are the same as with
 * every block measured both ways.
 */
import satori from 'satori'
import { describe, expect, it, vi } from 'vitest'
import { peerResume } from '../../bench/peers/resume.js'
import { layout, flowInput } from '../../src/lib/render/layout/index.js'
import type { Page } from '../../src/lib/render/page.js'
import { paginate } from '../../src/lib/render/paginate/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'
import { senior, tagged } from '../helpers/fit-resumes.js'

vi.mock('satori', async (actual) => {
  const module = await actual<typeof import('satori')>()
  return { ...module, default: vi.fn(module.default) }
})

const placed = (pages: Page[]) => pages.map((p) => p.blocks.map((b) => ({ key: b.block.key, x: b.x, y: b.y, clipTop: b.clipTop, clipBottom: b.clipBottom })))

describe('a fresh render in a template whose main column widens', () => {
  const cases: Array<[string, string, ResumeData]> = ['azurill', 'pikachu', 'ditto', 'leafish'].flatMap((template, i): Array<[string, string, ResumeData]> => [
    [template, 'senior engineer', tagged(senior, `widening-${template}`)],
    [template, 'peers bench', peerResume(5000 + i)],
  ])

  it.each(cases)('%s, %s resume: lays out about the blocks it draws, and draws them as with every block measured', async (template, _, resume) => {
    vi.mocked(satori).mockClear()
    const { pages } = await layout(resume, { template })
    const calls = vi.mocked(satori).mock.calls.length
    const drawn = new Set(pages.flatMap((p) => p.blocks.map((b) => b.block.key))).size
    // Beside the blocks drawn, only those within EDIT_REACH of where it widens, the other way.
    expect(calls).toBeLessThanOrEqual(drawn + 2)
    const every = await flowInput(resume, { template })
    expect(every.input.columns.some((c) => c.wide)).toBe(true)
    expect(placed(paginate(every.input))).toEqual(placed(pages))
  }, 60_000)
})
