import { describe, expect, it } from 'vitest'
import { layoutResume } from '../../src/lib/render/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { blockMarkup } from '../../src/lib/render/svg.js'

const columnsOf = async (template: string) => {
  const document = await layoutResume(SAMPLE_RESUME, { template })
  const [header, ...blocks] = document.pages[0]!.blocks
  return { header: header!, xs: [...new Set(blocks.map((b) => b.x))].sort((a, b) => a - b), document }
}

describe('templates', () => {
  it.each(TEMPLATES.map((t) => t.id))('%s lays the sample out inside the page', async (id) => {
    const document = await layoutResume(SAMPLE_RESUME, { template: id })
    expect(document.pages.length).toBeGreaterThanOrEqual(1)
    for (const page of document.pages) {
      for (const b of page.blocks) {
        expect(b.x).toBeGreaterThanOrEqual(0)
        expect(b.x + b.block.width).toBeLessThanOrEqual(page.width + 0.01)
      }
    }
  })

  it('rhyhorn is one column; azurill and leafish have two, main first in reading order', async () => {
    expect((await columnsOf('rhyhorn')).xs).toHaveLength(1)
    for (const id of ['azurill', 'leafish']) {
      const { xs, document } = await columnsOf(id)
      expect(xs).toHaveLength(2)
      const first = document.pages[0]!.blocks[1]!
      expect(first.x).toBe(id === 'azurill' ? xs[1] : xs[0])
    }
  })

  it('a sidebar-right template puts the sidebar on the right', async () => {
    const left = await columnsOf('azurill')
    const right = await columnsOf('chikorita')
    const sidebarLeft = left.document.pages[0]!.blocks.at(-1)!
    const sidebarRight = right.document.pages[0]!.blocks.at(-1)!
    expect(sidebarLeft.x).toBeLessThan(left.document.pages[0]!.blocks[1]!.x)
    expect(sidebarRight.x).toBeGreaterThan(right.document.pages[0]!.blocks[1]!.x)
  })

  it('leaves hidden sections and items out, and keeps sections the layout does not name', async () => {
    const resume = {
      ...SAMPLE_RESUME,
      sections: {
        ...SAMPLE_RESUME.sections,
        interests: { ...SAMPLE_RESUME.sections.interests, visible: false },
        experience: { items: SAMPLE_RESUME.sections.experience.items.map((i, n) => ({ ...i, visible: n !== 1 })) },
        custom: { talks: { name: 'Talks', items: [{ id: 't1', name: 'Fast PDFs without a browser' }] } },
      },
      metadata: { layout: [[['experience'], ['skills']]] },
    }
    const svg = (await layoutResume(resume)).pages.flatMap((p) => p.blocks.map((b) => blockMarkup(b.block))).join('')
    expect(svg).not.toContain('>Fintera<')
    expect(svg).not.toContain('>Climbing<')
    expect(svg).toContain('>Northwind<')
    for (const word of ['Talks', 'Languages', 'Profiles', 'Education']) expect(svg).toContain(`>${word}<`)
  })

  it('draws only data-URL pictures', async () => {
    const remote = { ...SAMPLE_RESUME, basics: { ...SAMPLE_RESUME.basics, picture: { url: 'https://example.com/me.png' } } }
    const withRemote = blockMarkup((await layoutResume(remote)).pages[0]!.blocks[0]!.block)
    const withData = blockMarkup((await layoutResume(SAMPLE_RESUME)).pages[0]!.blocks[0]!.block)
    expect(withRemote).not.toContain('<image')
    expect(withData).toContain('<image')
  })
})
