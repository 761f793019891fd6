/**
 * @module
 * The bundled fonts, shared by layout (Satori), PNG (resvg) and PDF (pdf-lib): whole TTF files from
 * the `@expo-google-fonts/*` npm packages (OFL), read once per process and handed out as the same
 * `Uint8Array` objects every time, so no consumer re-parses a font it has already seen.
 *
 * Fallback order: the requested family, then a Noto family (Noto Serif for serif families, Noto
 * Sans otherwise), which covers Latin Extended, Greek and Cyrillic. Lato lacks Greek, Cyrillic and
 * some Latin Extended letters, IBM Plex Serif and Lora lack Greek: those letters come from Noto
 * instead of vanishing. Text with no such letter is set without the Noto family, which nobody then
 * parses: a server that has only met such resumes is 13 to 18 MB smaller. Only weights 400 and
 * 700, upright and italic, are bundled.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

export type FontWeight = 400 | 700
export type FontStyle = 'normal' | 'italic'

/** One face of a bundled family: `name` is the family name as the SVG `font-family` says it. */
export interface FontFace {
  name: string
  weight: FontWeight
  style: FontStyle
  /**
   * The file. A bundled face's spans all of its ArrayBuffer: Satori and fontkit copy the bytes of a
   * Uint8Array but share an ArrayBuffer, so they get `data.buffer` and the process holds each face once.
   */
  data: Uint8Array
}

/** `bytes` as a view of a whole ArrayBuffer (see FontFace.data): itself when it already is one. */
const whole = (bytes: Uint8Array): Uint8Array =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes)

interface Family {
  name: string
  /** Folder under `@expo-google-fonts/` and file prefix inside it. */
  pkg: string
  file: string
  serif: boolean
  /**
   * A fallback for one script, loaded only when a resume has characters that `needs` matches.
   * These ship no italics; the large CJK ones (about 10.5 MB per weight) only weights 400 and 700.
   */
  needs?: RegExp
  /** Weights bundled, when not 400 and 700. */
  weights?: readonly FontWeight[]
  /** Too large for a Worker: the Workers build cuts it into unicode-range slices (scripts/font-slices.ts). */
  sliced?: boolean
  /**
   * Cut a slice per block rather than a common set and the rest in code point order; a resume loads
   * the slices of the characters the family is brought for (`needs`) and no others: the symbol
   * fonts also hold shapes an earlier family draws.
   */
  blocks?: ReadonlyArray<readonly [number, number]>
  /** A slice family: faces come from `loadFonts`, not from the package. */
  slice?: { of: string; index: number }
}

const FAMILIES: readonly Family[] = [
  { name: 'IBM Plex Sans', pkg: 'ibm-plex-sans', file: 'IBMPlexSans', serif: false },
  { name: 'IBM Plex Serif', pkg: 'ibm-plex-serif', file: 'IBMPlexSerif', serif: true },
  { name: 'Inter', pkg: 'inter', file: 'Inter', serif: false },
  { name: 'Lato', pkg: 'lato', file: 'Lato', serif: false },
  { name: 'Lora', pkg: 'lora', file: 'Lora', serif: true },
  { name: 'Noto Sans', pkg: 'noto-sans', file: 'NotoSans', serif: false },
  { name: 'Noto Serif', pkg: 'noto-serif', file: 'NotoSerif', serif: true },
  { name: 'Roboto', pkg: 'roboto', file: 'Roboto', serif: false },
]

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/
const HAN = /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff65]|[\ud840-\ud87f][\udc00-\udfff]/

/**
 * Script fallbacks, after the Latin ones, in fallback order. Japanese kana brings in Noto Sans JP
 * (its kanji shapes), hangul Noto Sans KR, Han characters without kana Noto Sans SC (scriptFamilies).
 * Devanagari is also in Noto Sans itself, which comes first; the Devanagari family adds the rest
 * of the block's conjuncts in the same design. Emoji are monochrome (Noto Emoji, one weight).
 */
const SCRIPTS: readonly Family[] = [
  { name: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', file: 'NotoSansArabic', serif: false, needs: /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/ },
  { name: 'Noto Sans Hebrew', pkg: 'noto-sans-hebrew', file: 'NotoSansHebrew', serif: false, needs: /[\u0590-\u05ff\ufb1d-\ufb4f]/ },
  { name: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', file: 'NotoSansDevanagari', serif: false, needs: /[\u0900-\u097f\ua8e0-\ua8ff]/ },
  { name: 'Noto Sans Bengali', pkg: 'noto-sans-bengali', file: 'NotoSansBengali', serif: false, needs: /[\u0980-\u09ff]/ },
  { name: 'Noto Sans Tamil', pkg: 'noto-sans-tamil', file: 'NotoSansTamil', serif: false, needs: /[\u0b80-\u0bff]/ },
  { name: 'Noto Sans Thai', pkg: 'noto-sans-thai', file: 'NotoSansThai', serif: false, needs: /[\u0e00-\u0e7f]/ },
  { name: 'Noto Sans Lao', pkg: 'noto-sans-lao', file: 'NotoSansLao', serif: false, needs: /[\u0e80-\u0eff]/ },
  { name: 'Noto Sans Khmer', pkg: 'noto-sans-khmer', file: 'NotoSansKhmer', serif: false, needs: /[\u1780-\u17ff\u19e0-\u19ff]/ },
  { name: 'Noto Sans Myanmar', pkg: 'noto-sans-myanmar', file: 'NotoSansMyanmar', serif: false, needs: /[\u1000-\u109f\uaa60-\uaa7f\ua9e0-\ua9ff]/ },
  { name: 'Noto Sans Georgian', pkg: 'noto-sans-georgian', file: 'NotoSansGeorgian', serif: false, needs: /[\u10a0-\u10ff\u1c90-\u1cbf\u2d00-\u2d2f]/ },
  { name: 'Noto Sans Armenian', pkg: 'noto-sans-armenian', file: 'NotoSansArmenian', serif: false, needs: /[\u0530-\u058f\ufb13-\ufb17]/ },
  { name: 'Noto Sans JP', pkg: 'noto-sans-jp', file: 'NotoSansJP', serif: false, needs: KANA, sliced: true },
  { name: 'Noto Sans KR', pkg: 'noto-sans-kr', file: 'NotoSansKR', serif: false, needs: HANGUL, sliced: true },
  { name: 'Noto Sans SC', pkg: 'noto-sans-sc', file: 'NotoSansSC', serif: false, needs: HAN, sliced: true },
  // Symbols resumes use that no Latin family or Noto Sans draws: rating stars and dots (★ ☆ ● ○),
  // check marks (✓ ✗), square and triangle bullets (▪ ►), ☎ and ✉ (technical symbols, geometric
  // shapes, miscellaneous symbols, dingbats and their arrows). This and the next two come before the
  // emoji font, which has some of their characters as pictographs (↗ in a box, ✉): in a line of
  // text they are set as text.
  { name: 'Noto Sans Symbols 2', pkg: 'noto-sans-symbols-2', file: 'NotoSansSymbols2', serif: false, needs: /[\u2300-\u23ff\u25a0-\u27bf\u2b00-\u2bff]/, weights: [400], sliced: true, blocks: [[0x2300, 0x23ff], [0x25a0, 0x25ff], [0x2600, 0x26ff], [0x2700, 0x27bf], [0x2b00, 0x2bff]] },
  // Arrows (→ ⇒ ↗) and mathematical operators: only Inter and IBM Plex Sans have a few arrows.
  { name: 'Noto Sans Math', pkg: 'noto-sans-math', file: 'NotoSansMath', serif: false, needs: /[\u2190-\u22ff\u27c0-\u27ff\u2900-\u2aff]/, weights: [400], sliced: true, blocks: [[0x2190, 0x21ff], [0x2200, 0x22ff]] },
  // What the two before lack: circled numbers (① ❶ ➀ ⓘ), notes (♪), ⌀.
  { name: 'Noto Sans Symbols', pkg: 'noto-sans-symbols', file: 'NotoSansSymbols', serif: false, needs: /[\u2300-\u23ff\u2460-\u24ff\u2600-\u27bf]/, weights: [400], sliced: true, blocks: [[0x2300, 0x23ff], [0x2460, 0x24ff], [0x2600, 0x26ff], [0x2700, 0x27bf]] },
  // Pictographs: emoji beyond the symbol fonts (🚀, 📍, 🎓), one weight.
  { name: 'Noto Emoji', pkg: 'noto-emoji', file: 'NotoEmoji', serif: false, needs: /[\u2600-\u27bf\u2b00-\u2bff]|\ud83c[\udc00-\udfff]|\ud83d[\udc00-\udfff]|\ud83e[\udc00-\udfff]/, weights: [400] },
]

/**
 * Every character a script family is needed for (SCRIPTS' `needs`, KANA, HANGUL) lies in these
 * ranges, which leave out Latin, Greek and Cyrillic, the punctuation of U+2000 to U+218F (dashes,
 * quotes, bullets, currency and letterlike signs), U+2400 to U+245F and U+2500 to U+259F: for most
 * resumes one scan of the text instead of twenty (about 0.2 ms a render). A family added to SCRIPTS
 * must need characters inside them.
 */
const BEYOND_LATIN = /[\u0530-\u1fff\u2190-\u23ff\u2460-\u24ff\u25a0-\uffff]/

/**
 * The script fallback families `text` needs, in fallback order, loaded on first use; empty for
 * text in Latin, Greek and Cyrillic, so those resumes load and shape with nothing more. A build
 * that does not ship a family gets none of it, and those characters are left out instead of the
 * render failing.
 */
export function scriptFamilies(text: string): string[] {
  if (!BEYOND_LATIN.test(text)) return []
  const kana = KANA.test(text)
  const hangul = HANGUL.test(text)
  // Characters a slice of an earlier symbol font already draws: a later font loads for none of them.
  const drawn = new Set<number>()
  const families: string[] = []
  for (const family of SCRIPTS) {
    if ((family.needs === HAN && (kana || hangul)) || !family.needs!.test(text)) continue
    if (slicesOf(family.name).length > 0) families.push(...slicesFor(family.name, text, family.blocks && { only: family.needs!, drawn }))
    else if (shipped(family) && needsUndrawn(family.needs!, text, drawn)) families.push(family.name)
  }
  return families
}

/**
 * Whether `text` has a character `needs` matches that no earlier symbol font draws: rating stars
 * and check marks are in the emoji font's ranges too, and a resume with only those should not
 * load and parse its 870 KB.
 */
function needsUndrawn(needs: RegExp, text: string, drawn: ReadonlySet<number>): boolean {
  if (drawn.size === 0) return true
  for (const char of text) if (needs.test(char) && !drawn.has(char.codePointAt(0)!)) return true
  return false
}

function shipped(family: Family): boolean {
  try {
    return facesOf(family).length > 0
  } catch {
    return false
  }
}

/** The family used when a resume names one we do not bundle (the schema's default). */
export const DEFAULT_FONT_FAMILY = 'IBM Plex Sans'

/** Names of the bundled families, for validation messages and tests. */
export const FONT_FAMILIES: readonly string[] = FAMILIES.map((f) => f.name)

const byName = new Map([...FAMILIES, ...SCRIPTS].map((f) => [f.name.toLowerCase(), f]))

const familyOf = (name: string): Family =>
  byName.get(name.trim().toLowerCase()) ?? byName.get(DEFAULT_FONT_FAMILY.toLowerCase())!

/** The bundled family a requested name resolves to (case-insensitive; unknown -> default). */
export const resolveFontFamily = (family: string): string => familyOf(family).name

/**
 * Family names in per-character fallback order for a requested family: the family, its Noto
 * fallback, then the `scripts` ones (scriptFamilies). Without `fallback` (text the family has every
 * glyph for: shaping.ts lacksGlyphs) the Noto family is left out, and nobody parses it.
 */
export function fontFamilies(family: string, scripts: readonly string[] = [], fallback = true): string[] {
  const primary = familyOf(family)
  return [...new Set([primary.name, ...(fallback ? [primary.serif ? 'Noto Serif' : 'Noto Sans'] : []), ...scripts])]
}

const VARIANTS: ReadonlyArray<{ weight: FontWeight; style: FontStyle; suffix: string }> = [
  { weight: 400, style: 'normal', suffix: '400Regular' },
  { weight: 400, style: 'italic', suffix: '400Regular_Italic' },
  { weight: 700, style: 'normal', suffix: '700Bold' },
  { weight: 700, style: 'italic', suffix: '700Bold_Italic' },
]

/**
 * The faces a family ships, each with its package file: script fallbacks upright only, in their
 * `weights` (400 and 700 by default).
 */
const variantsOf = (family: Family) =>
  VARIANTS.filter((v) => (!family.needs || v.style === 'normal') && (family.weights ?? [400, 700]).includes(v.weight)).map((v) => ({
    ...v,
    file: `@expo-google-fonts/${family.pkg}/${v.suffix}/${family.file}_${v.suffix}.ttf`,
  }))

const require = createRequire(import.meta.url)
const loaded = new Map<string, FontFace[]>()

function facesOf(family: Family): FontFace[] {
  let faces = loaded.get(family.name)
  if (!faces && family.slice) throw new Error(`${family.name} is not loaded: await loadFonts() first`)
  if (!faces) {
    faces = variantsOf(family).map(({ weight, style, file }) => ({ name: family.name, weight, style, data: whole(readFileSync(require.resolve(file))) }))
    loaded.set(family.name, faces)
  }
  return faces
}

/**
 * Every face needed to draw text set in `family`, in per-character fallback order (the family's
 * four faces first, then the fallback family's unless `fallback` is false, then the scripts').
 * Loaded on first use, then always the same objects.
 */
export function fontFaces(family: string, scripts: readonly string[] = [], fallback = true): FontFace[] {
  return fontFamilies(family, scripts, fallback).flatMap((name) => facesOf(familyOf(name)))
}

/** One unicode-range slice of a sliced face (scripts/font-slices.ts writes them and their list). */
export interface FontSlice {
  family: string
  weight: FontWeight
  /** Path under `font-slices/`. */
  file: string
  /** Inclusive code point ranges it covers. */
  ranges: Array<[number, number]>
}

/** The package files of the sliced faces, for the build that slices them. */
export const SLICED_FONT_FILES: ReadonlyArray<{ family: string; weight: FontWeight; file: string; blocks?: Family['blocks'] }> = SCRIPTS.filter((f) => f.sliced).flatMap((family) =>
  variantsOf(family).map(({ weight, file }) => ({ family: family.name, weight, file, blocks: family.blocks })),
)

/** Every font file a build may read, by package path: `sliced` ones only where whole fonts fit. */
export const FONT_FILES: ReadonlyArray<{ file: string; sliced: boolean }> = [...FAMILIES, ...SCRIPTS].flatMap((family) =>
  variantsOf(family).map(({ file }) => ({ file, sliced: !!family.sliced })),
)

/** The Node bundles' slices folder (scripts/build-node.ts defines it); undefined from the sources. */
declare const __NODE_FONT_SLICES__: string | undefined
const NODE_SLICES = typeof __NODE_FONT_SLICES__ === 'string' ? __NODE_FONT_SLICES__ : undefined

/** Where slice `file` is read from: beside the Node bundle, or `font-slices/` (Workers: static assets). */
const slicePath = (file: string) => (NODE_SLICES ? `${NODE_SLICES}/${file}` : `font-slices/${file}`)

let slices: FontSlice[] | undefined

/**
 * The slices a build ships: the Node bundles (npm start, the resume command) beside themselves,
 * the Workers build as `font-slices/manifest.json`. The sources (tsx, tests) and Lambda read
 * whole fonts from their packages.
 */
function slicesOf(family: string): FontSlice[] {
  if (!slices) {
    try {
      const manifest = NODE_SLICES ? slicePath('manifest.json') : require.resolve('font-slices/manifest.json')
      slices = JSON.parse(new TextDecoder().decode(readFileSync(manifest))) as FontSlice[]
    } catch {
      slices = []
    }
  }
  return slices.filter((slice) => slice.family === family)
}

/**
 * The slice families of `family` that hold some character of `text`, in slice order. A family
 * sliced by blocks (`symbols`) looks only at the characters it is brought for and not yet `drawn`
 * by an earlier one, and adds those it draws.
 */
function slicesFor(family: string, text: string, symbols?: { only: RegExp; drawn: Set<number> }): string[] {
  const all = slicesOf(family).filter((slice) => slice.weight === 400)
  const wanted = new Set<number>()
  for (const char of text) {
    const cp = char.codePointAt(0)!
    if (cp < 0x2000 || (symbols && (!symbols.only.test(char) || symbols.drawn.has(cp)))) continue
    const index = all.findIndex((slice) => slice.ranges.some(([lo, hi]) => cp >= lo && cp <= hi))
    if (index < 0) continue
    wanted.add(index)
    symbols?.drawn.add(cp)
  }
  return [...wanted].sort((a, b) => a - b).map((index) => {
    // Not `${family} ${index}`: slice 2 of Noto Sans Symbols would be Noto Sans Symbols 2.
    const name = `${family} slice ${index}`
    if (!byName.has(name.toLowerCase())) byName.set(name.toLowerCase(), { name, pkg: '', file: '', serif: false, slice: { of: family, index } })
    return name
  })
}

/**
 * Loads the faces of the slice families among `families` (fonts/index on Workers reads them from
 * the static assets as a resume needs them); whole fonts need nothing, they load on first use.
 */
export async function loadFonts(families: readonly string[]): Promise<void> {
  await Promise.all(
    families.map(async (name) => {
      const family = familyOf(name)
      if (!family.slice || loaded.has(family.name)) return
      const { of, index } = family.slice
      const faces = await Promise.all(
        slicesOf(of)
          .filter((slice) => slice.file.endsWith(`-${index}.ttf`))
          .map(async (slice): Promise<FontFace> => {
            return { name: family.name, weight: slice.weight, style: 'normal', data: whole((await readFile(slicePath(slice.file))) as Uint8Array) }
          }),
      )
      loaded.set(family.name, faces)
    }),
  )
}
