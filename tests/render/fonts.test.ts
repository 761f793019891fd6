import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { FONT_FAMILIES, fontFaces, fontFamilies, resolveFontFamily } from '../../src/lib/render/fonts/index.js'

const SAMPLE = 'łŁőűčšžăâțșĀ αβγΩλ жщЯЁ •–—…’“”€'

describe('bundled fonts', () => {
  it('puts the requested family first and a Noto family after it', () => {
    expect(fontFamilies('Lato')).toEqual(['Lato', 'Noto Sans'])
    expect(fontFamilies('lora')).toEqual(['Lora', 'Noto Serif'])
    expect(fontFamilies('Noto Sans')).toEqual(['Noto Sans'])
    expect(resolveFontFamily('Comic Sans')).toBe('IBM Plex Sans')
  })

  it('hands out the same buffers on every call', () => {
    const a = fontFaces('Inter')
    const b = fontFaces('Inter')
    expect(a.length).toBe(8)
    a.forEach((face, i) => expect(face.data).toBe(b[i]!.data))
    expect(a.map((f) => `${f.name}/${f.weight}/${f.style}`).slice(0, 4)).toEqual([
      'Inter/400/normal',
      'Inter/400/italic',
      'Inter/700/normal',
      'Inter/700/italic',
    ])
  })

  it.each(FONT_FAMILIES)('%s with its fallback covers Latin Extended, Greek and Cyrillic in every face', (family) => {
    const faces = fontFaces(family)
    for (const variant of faces.filter((f) => f.name === faces[0]!.name)) {
      const chain = faces.filter((f) => f.weight === variant.weight && f.style === variant.style)
      const parsed = chain.map((f) => fontkit.create(f.data as Buffer))
      const missing = [...SAMPLE.replace(/\s/g, '')].filter(
        (ch) => !parsed.some((font) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)),
      )
      expect(missing, `${family} ${variant.weight} ${variant.style}`).toEqual([])
    }
  })
})
