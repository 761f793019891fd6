import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { FONT_FAMILIES, fontFaces, fontFamilies, resolveFontFamily, scriptFamilies } from '../../src/lib/render/fonts/index.js'

const SAMPLE = 'łŁőűčšžăâțșĀ αβγΩλ жщЯЁ •–—…’“”€'

describe('bundled fonts', () => {
  it('puts the requested family first and a Noto family after it', () => {
    expect(fontFamilies('Lato')).toEqual(['Lato', 'Noto Sans'])
    expect(fontFamilies('lora')).toEqual(['Lora', 'Noto Serif'])
    expect(fontFamilies('Noto Sans')).toEqual(['Noto Sans'])
    expect(resolveFontFamily('Comic Sans')).toBe('IBM Plex Sans')
  })

  it('needs no script fallback for any character its one-scan shortcut passes over', () => {
    // U+1D00 passes the shortcut and needs no family; every BMP character the shortcut skips goes
    // with it, so a family that needs one of them would show up here.
    const skipped = [[0x20, 0x530], [0x2000, 0x2600]].flatMap(([from, to]) => Array.from({ length: to! - from! }, (_, i) => String.fromCharCode(from! + i)))
    expect(scriptFamilies(`\u1d00${skipped.join('')}`)).toEqual([])
    expect(scriptFamilies('Ελληνικά, кириллица, “quotes” – • →')).toEqual([])
    expect(scriptFamilies('Հայերեն')).toEqual(['Noto Sans Armenian'])
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
