import { describe, expect, it } from 'vitest'
import { renderPdf } from '../../src/lib/render/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { pdfinfo, pdftotext, pdfUrls } from './helpers/poppler.js'

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
