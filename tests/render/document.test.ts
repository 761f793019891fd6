import { describe, expect, it } from 'vitest'
import { layoutResume, renderPdf } from '../../src/lib/render/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { pdfinfo, pdftotext, pdfUrls } from './helpers/poppler.js'
import { poppler } from './pdf/helpers.js'

describe.each(['rhyhorn', 'azurill', 'leafish'])('PDF of the sample in %s', (template) => {
  it('opens in poppler with metadata, clickable links and the main column read first', async () => {
    const { bytes, pages } = await renderPdf(SAMPLE_RESUME, { template })
    const info = pdfinfo(bytes)
    expect(Number(info.Pages)).toBe(pages)
    expect(info.Title).toBe('Amelia Novák - Resume')
    expect(info.Author).toBe('Amelia Novák')
    expect(info.Subject).toBe('Senior Product Engineer')
    expect(pdfUrls(bytes)).toEqual(
      expect.arrayContaining([
        'mailto:amelia.novak@example.com',
        'https://amelia.dev',
        'https://github.com/anovak',
        'https://www.linkedin.com/in/amelia-novak',
      ]),
    )
    const text = pdftotext(bytes, true)
    expect(text.indexOf('Northwind')).toBeGreaterThan(-1)
    if (template !== 'rhyhorn') expect(text.indexOf('Northwind')).toBeLessThan(text.indexOf('TypeScript'))
  }, 60_000)
})

describe('the Noto fallback', () => {
  const inLato = (label: string) => ({ ...SAMPLE_RESUME, basics: { ...SAMPLE_RESUME.basics, label }, metadata: { typography: { font: { family: 'Lato' } } } })

  it('is left out of a resume its family draws alone, and joins for the blocks that need it', async () => {
    const latin = await layoutResume(inLato('Senior Product Engineer – “platforms”'))
    expect(latin.fontFamilies).toEqual(['Lato'])
    expect(latin.pages.flatMap((p) => p.blocks).filter(({ block }) => block.fallback)).toEqual([])

    const greek = await layoutResume(inLato('Μηχανικός λογισμικού'))
    expect(greek.fontFamilies).toEqual(['Lato', 'Noto Sans'])
    const needing = greek.pages.flatMap((p) => p.blocks).filter(({ block }) => block.fallback)
    expect(needing).toHaveLength(1)
    expect(needing[0]!.block.texts!.map((t) => t.text).join(' ')).toContain('Μηχανικός')
    // Drawn from Noto Sans in the PDF, as Satori measured it.
    const { bytes } = await renderPdf(inLato('Μηχανικός λογισμικού'))
    expect(pdftotext(bytes)).toContain('Μηχανικός λογισμικού')
    const fonts = poppler('pdffonts', bytes).stdout
    expect(fonts).toContain('NotoSans-Regular')
    expect(fonts).toContain('Lato-Regular')
  }, 60_000)
})
