/**
 * PNG and PDF agree: page i of the PDF rasterised by pdftoppm at 144 dpi (2 px per point) matches
 * the preview PNG of page i. Run for every bundled font family, which also catches a subsetter
 * that blanks glyphs (the text would still extract, but the raster would lose its ink), and on a
 * resume long enough to split items across pages.
 */
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { FONT_FAMILIES } from '../../src/lib/render/fonts/index.js'
import { renderPdf, renderPreview } from '../../src/lib/render/index.js'
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { pdftoppm } from './helpers/poppler.js'

const close = (a: PNG, i: number, b: PNG, j: number) =>
  Math.abs(a.data[i]! - b.data[j]!) <= 64 && Math.abs(a.data[i + 1]! - b.data[j + 1]!) <= 64 && Math.abs(a.data[i + 2]! - b.data[j + 2]!) <= 64

/**
 * Share of pixels of `a` with no pixel of like colour in `b` within one pixel: anti-aliasing and
 * sub-pixel glyph placement differ between resvg and poppler, a missing or moved glyph does not.
 */
function oneWay(a: PNG, b: PNG): number {
  let differing = 0
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 4
      let found = false
      for (let dy = -1; dy <= 1 && !found; dy++) {
        for (let dx = -1; dx <= 1 && !found; dx++) {
          const yy = y + dy
          const xx = x + dx
          if (yy >= 0 && yy < b.height && xx >= 0 && xx < b.width) found = close(a, i, b, (yy * b.width + xx) * 4)
        }
      }
      if (!found) differing++
    }
  }
  return differing / (a.width * a.height)
}

function difference(a: PNG, b: PNG): number {
  expect([a.width, a.height]).toEqual([b.width, b.height])
  return Math.max(oneWay(a, b), oneWay(b, a))
}

/** Share of pixels that are clearly not background. */
function ink(png: PNG): number {
  let dark = 0
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 3 * 160) dark++
  return dark / (png.width * png.height)
}

/**
 * Poppler hints glyphs (FreeType) and resvg does not: on a page dense with text about 1 % of
 * pixels differ at glyph edges even with the one-pixel tolerance. A blanked font, a missing line or
 * a block out of place costs several times that.
 */
const THRESHOLD = 0.015

async function compare(resume: ResumeDataInput, template: string) {
  const { bytes, pages } = await renderPdf(resume, { template })
  const rasters = pdftoppm(bytes).map((b) => PNG.sync.read(b))
  expect(rasters).toHaveLength(pages)
  for (let i = 0; i < pages; i++) {
    const { png, totalPages } = await renderPreview(resume, { template, page: i })
    expect(totalPages).toBe(pages)
    const preview = PNG.sync.read(Buffer.from(png))
    expect(difference(preview, rasters[i]!), `page ${i}`).toBeLessThan(THRESHOLD)
    // The last page may hold only a few lines (how many depends on the template's density).
    expect(ink(rasters[i]!), `page ${i} has text`).toBeGreaterThan(i === pages - 1 ? 0.0005 : 0.003)
  }
  return pages
}

const longResume: ResumeDataInput = {
  ...SAMPLE_RESUME,
  sections: {
    ...SAMPLE_RESUME.sections,
    experience: {
      items: Array.from({ length: 9 }, (_, i) => ({
        ...SAMPLE_RESUME.sections.experience.items[i % 3]!,
        id: `long-${i}`,
        summary: `<p>${'Coordinated releases across Łódź, Αθήνα and Київ offices, with weekly reviews and clear written decisions. '.repeat(4 + i)}</p>`,
      })),
    },
  },
}

describe('PNG preview matches the PDF raster', () => {
  it.each(TEMPLATES.map((t) => t.id))('%s, several pages with items split across them', async (template) => {
    expect(await compare(longResume, template)).toBeGreaterThanOrEqual(2)
  }, 120_000)

  it.each(FONT_FAMILIES)('font %s draws ink where its text is', async (family) => {
    const resume = { ...SAMPLE_RESUME, metadata: { typography: { font: { family } } } }
    await compare(resume, 'azurill')
  }, 120_000)
})
