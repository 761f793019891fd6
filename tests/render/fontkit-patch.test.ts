/**
 * The patch to @pdf-lib/fontkit (patches/) builds its Unicode properties and its complex-script
 * shapers' tables on first use, to start the server sooner. fontkit's own layout is off the
 * service's path (HarfBuzz shapes every word), but the patched package must still lay text out
 * as the original does: a slip in an earlier version of the patch left its Arabic layout reading
 * a table that no longer existed.
 */
import fontkit from '@pdf-lib/fontkit'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const font = (pkg: string, file: string) => fontkit.create(readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), '400Regular', file)))

/** Glyph ids and advances as unpatched @pdf-lib/fontkit 1.1.1 lays the text out. */
function layout(pkg: string, file: string, text: string) {
  const run = font(pkg, file).layout(text)
  return { glyphs: run.glyphs.map((g) => g.id), advances: run.positions.map((p) => p.xAdvance) }
}

describe('patched fontkit', () => {
  it('lays Arabic out as the unpatched package does (joining forms from its lazily built table)', () => {
    expect(layout('@expo-google-fonts/noto-sans-arabic', 'NotoSansArabic_400Regular.ttf', 'مرحبا بالعالم')).toEqual({
      glyphs: [77, 72, 9, 48, 72, 9, 315, 19, 3, 9, 315, 16, 27, 31, 79],
      advances: [562, 260, 291, 521, 260, 291, 0, 269, 260, 291, 0, 343, 589, 356, 525],
    })
  })

  it('lays Latin out as the unpatched package does (kerning and ligatures)', () => {
    expect(layout('@expo-google-fonts/ibm-plex-sans', 'IBMPlexSans_400Regular.ttf', 'office AVATAR fi').glyphs).toEqual([
      18, 7, 194, 4, 6, 994, 30, 51, 30, 49, 30, 47, 994, 194,
    ])
  })
})
