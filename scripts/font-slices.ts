/**
 * @module
 * Unicode-range slices of the large fonts, as web fonts are served: the Workers build cannot
 * carry whole CJK fonts (5-11 MB a face, the bundle limit is 10 MB compressed) nor, beside the rest,
 * the symbol fonts (1 and 1.2 MB), so each face is cut at build time with hb-subset (`subset-font`)
 * into slices that a resume loads only as its text needs them (src/lib/render/fonts). Slice 0 holds
 * what most resumes in that language use (Latin punctuation, kana or jamo, CJK symbols, and the
 * common characters of GB 2312 level 1, JIS X 0208 level 1 or the 2 350 hangul of KS X 1001); a
 * symbol font has a slice per block; the other characters follow in code point order, a
 * fixed number per slice. Slicing takes about a minute, so slices are cached by package version
 * under node_modules/.cache/font-slices.
 */
import fontkit from '@pdf-lib/fontkit'
import { existsSync } from 'node:fs'
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import subsetFont from 'subset-font'
import { SLICED_FONT_FILES, type FontSlice } from '../src/lib/render/fonts/index.js'
import { root } from './build-plugins.js'

const require = createRequire(join(root, 'package.json'))
const PER_SLICE = 2000

/** The characters of a legacy double-byte charset's rows, decoded (the common set of a language). */
function charset(encoding: string, rows: [number, number], cells: [number, number]): string[] {
  const decoder = new TextDecoder(encoding)
  const out: string[] = []
  for (let a = rows[0]; a <= rows[1]; a++) for (let b = cells[0]; b <= cells[1]; b++) out.push(decoder.decode(new Uint8Array([a, b])))
  return out.filter((c) => c.length === 1 && c !== '\ufffd')
}

const COMMON: Record<string, () => string[]> = {
  'Noto Sans SC': () => charset('gb18030', [0xb0, 0xd7], [0xa1, 0xfe]),
  'Noto Sans JP': () => charset('shift_jis', [0x88, 0x98], [0x40, 0xfc]),
  'Noto Sans KR': () => charset('euc-kr', [0xb0, 0xc8], [0xa1, 0xfe]),
}

/** Code points every slice 0 has: ASCII, Latin-1 punctuation, general punctuation, CJK symbols, kana, jamo, fullwidth forms. */
const BASE: Array<[number, number]> = [
  [0x20, 0x7e], [0xa0, 0xff], [0x2000, 0x206f], [0x3000, 0x30ff], [0x3130, 0x318f], [0x31f0, 0x31ff], [0xff00, 0xffef],
]

function ranges(codePoints: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = []
  for (const cp of [...codePoints].sort((a, b) => a - b)) {
    const last = out[out.length - 1]
    if (last && cp === last[1] + 1) last[1] = cp
    else out.push([cp, cp])
  }
  return out
}

/**
 * The slices of one face: code point sets, slice 0 first, then one per block for a family sliced by
 * blocks (the symbol fonts: a rating in stars loads the miscellaneous symbols, about 250 glyphs,
 * not a third of the font), then the rest.
 */
function plan(family: string, characterSet: number[], blocks: ReadonlyArray<readonly [number, number]> = []): number[][] {
  const has = new Set(characterSet)
  const first = new Set<number>()
  for (const [lo, hi] of BASE) for (let cp = lo; cp <= hi; cp++) if (has.has(cp)) first.add(cp)
  for (const c of COMMON[family]?.() ?? []) if (has.has(c.codePointAt(0)!)) first.add(c.codePointAt(0)!)
  const slices = [[...first]]
  const taken = new Set(first)
  for (const [lo, hi] of blocks) {
    const block = characterSet.filter((cp) => cp >= lo && cp <= hi && !taken.has(cp))
    if (block.length === 0) continue
    slices.push(block.sort((a, b) => a - b))
    for (const cp of block) taken.add(cp)
  }
  const rest = characterSet.filter((cp) => !taken.has(cp)).sort((a, b) => a - b)
  for (let i = 0; i < rest.length; i += PER_SLICE) slices.push(rest.slice(i, i + PER_SLICE))
  return slices
}

/**
 * Writes every sliced face's slices and `manifest.json` (FontSlice[]) into `dir`; returns the
 * manifest. Files are named `<package>/<weight>-<index>.ttf`.
 */
export async function writeFontSlices(dir: string): Promise<FontSlice[]> {
  const manifest: FontSlice[] = []
  const families = [...new Set(SLICED_FONT_FILES.map((f) => f.family))]
  for (const family of families) {
    const faces = SLICED_FONT_FILES.filter((f) => f.family === family)
    const pkg = faces[0]!.file.split('/').slice(0, 2).join('/')
    const name = pkg.split('/')[1]!
    const version = (require(`${pkg}/package.json`) as { version: string }).version
    const cache = join(root, 'node_modules', '.cache', 'font-slices', `${name}@${version}`)
    const cachedManifest = join(cache, 'manifest.json')
    if (!existsSync(cachedManifest)) {
      // One plan for every weight: a slice index stands for the same characters in each.
      const datas = await Promise.all(faces.map((face) => readFile(require.resolve(face.file))))
      const sets = plan(family, fontkit.create(datas[0]!).characterSet, faces[0]!.blocks)
      const entries: FontSlice[] = []
      await mkdir(join(cache, name), { recursive: true })
      for (const [f, face] of faces.entries()) {
        for (const [index, codePoints] of sets.entries()) {
          const bytes = await subsetFont(datas[f]!, String.fromCodePoint(...codePoints), { targetFormat: 'truetype' })
          const file = `${name}/${face.weight}-${index}.ttf`
          await writeFile(join(cache, file), bytes)
          entries.push({ family, weight: face.weight, file, ranges: ranges(codePoints) })
        }
      }
      await writeFile(cachedManifest, JSON.stringify(entries))
    }
    await mkdir(dir, { recursive: true })
    await cp(join(cache, name), join(dir, name), { recursive: true })
    manifest.push(...(JSON.parse(await readFile(cachedManifest, 'utf8')) as FontSlice[]))
  }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest))
  return manifest
}
