import fontkit from '@pdf-lib/fontkit'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { h } from '../../src/templates/element.js'
import { FONT_FAMILIES, fontFaces, fontFamilies, resolveFontFamily, scriptFamilies } from '../../src/lib/render/fonts/index.js'
import { lacksGlyphs } from '../../src/lib/render/shaping.js'

const SAMPLE = 'łŁőűčšžăâțșĀ αβγΩλ жщЯЁ •–—…’“”€'

describe('bundled fonts', () => {
  it('puts the requested family first and a Noto family after it', () => {
    expect(fontFamilies('Lato')).toEqual(['Lato', 'Noto Sans'])
    expect(fontFamilies('lora')).toEqual(['Lora', 'Noto Serif'])
    expect(fontFamilies('Noto Sans')).toEqual(['Noto Sans'])
    expect(fontFamilies('Lato', ['Noto Sans Arabic'], false)).toEqual(['Lato', 'Noto Sans Arabic'])
    expect(resolveFontFamily('Comic Sans')).toBe('IBM Plex Sans')
  })

  it.each(FONT_FAMILIES)('%s has every printable ASCII character in every face, which lacksGlyphs passes over', (family) => {
    const ascii = Array.from({ length: 0x7f - 0x21 }, (_, i) => 0x21 + i)
    for (const face of fontFaces(family, [], false)) {
      const font = fontkit.create(face.data as Buffer)
      expect(ascii.filter((cp) => !font.hasGlyphForCodePoint(cp)).map((cp) => String.fromCharCode(cp)), `${family} ${face.weight} ${face.style}`).toEqual([])
    }
  })

  it('tells text that needs the Noto fallback from text the family draws alone', () => {
    expect(lacksGlyphs('Lato', 'Zoë Brontë – “café” • naïve…\nnew line')).toBe(false)
    expect(lacksGlyphs('Lato', 'Lato has no Greek: αβγ')).toBe(true)
    expect(lacksGlyphs('IBM Plex Serif', 'λ')).toBe(true)
    expect(lacksGlyphs('IBM Plex Sans', 'λ жщ')).toBe(false)
    // Noto Sans has no CJK: the script families draw it, after the Noto fallback, which joins too.
    expect(lacksGlyphs('Inter', '東京')).toBe(true)
  })

  it('lays text out the same without the Noto fallback when the family has all its glyphs', async () => {
    const text = 'Zoë Brontë led the “café” rewrite – 40 % faster… naïve façade, Œuvre; tab\there\nand a new line'
    expect(lacksGlyphs('Lato', text)).toBe(false)
    const element = h('div', { display: 'flex', flexDirection: 'column', width: 200, fontFamily: 'Lato', fontSize: 11, whiteSpace: 'pre-wrap' }, [
      h('div', { display: 'block' }, text),
      h('div', { display: 'block', fontWeight: 700, fontStyle: 'italic' }, text),
    ])
    const svg = (fallback: boolean) =>
      satori(element as Parameters<typeof satori>[0], {
        width: 200,
        fonts: fontFaces('Lato', [], fallback).map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data.buffer as ArrayBuffer })),
      })
    expect(await svg(false)).toBe(await svg(true))
  })

  it('needs no script fallback for any character its one-scan shortcut passes over', () => {
    // U+1D00 passes the shortcut and needs no family; every BMP character the shortcut skips goes
    // with it, so a family that needs one of them would show up here.
    const skipped = [[0x20, 0x530], [0x2000, 0x2190], [0x2400, 0x2460], [0x2500, 0x25a0]].flatMap(([from, to]) => Array.from({ length: to! - from! }, (_, i) => String.fromCharCode(from! + i)))
    expect(scriptFamilies(`\u1d00${skipped.join('')}`)).toEqual([])
    expect(scriptFamilies('Ελληνικά, кириллица, “quotes” – • € ™ №')).toEqual([])
    expect(scriptFamilies('Հայերեն')).toEqual(['Noto Sans Armenian'])
  })

  it('brings the symbol fonts for symbols no Latin family draws, before the emoji font', () => {
    expect(scriptFamilies('Go → Rust ⇒ ≥ 5 years')).toEqual(['Noto Sans Math'])
    expect(scriptFamilies('Rust ★★★★☆ ● ✓ ▪ ☎')).toEqual(['Noto Sans Symbols 2', 'Noto Sans Symbols', 'Noto Emoji'])
    expect(scriptFamilies('→ ★ 🚀')).toEqual(['Noto Sans Symbols 2', 'Noto Sans Math', 'Noto Sans Symbols', 'Noto Emoji'])
    expect(scriptFamilies('Steps ① ② ③')).toEqual(['Noto Sans Symbols'])
    // Each has the glyphs it is brought for.
    const has = (family: string, chars: string) =>
      fontFaces(family, [], false).every((face) => {
        const font = fontkit.create(Buffer.from(face.data))
        return [...chars].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!))
      })
    expect(has('Noto Sans Math', '→←↑↓↗⇒≥≠')).toBe(true)
    expect(has('Noto Sans Symbols 2', '★☆●○■□▪►◆✓✔✗➜☎✉')).toBe(true)
    expect(has('Noto Sans Symbols', '①ⓘ❶➀♪⌀')).toBe(true)
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
