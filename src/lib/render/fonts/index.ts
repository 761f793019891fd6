/**
 * @module
 * The bundled fonts, shared by layout (Satori), PNG (resvg) and PDF (pdf-lib): whole TTF files from
 * the `@expo-google-fonts/*` npm packages (OFL), read once per process and handed out as the same
 * `Uint8Array` objects every time, so no consumer re-parses a font it has already seen.
 *
 * Fallback order: the requested family, then a Noto family (Noto Serif for serif families, Noto
 * Sans otherwise), which covers Latin Extended, Greek and Cyrillic. Lato lacks Greek, Cyrillic and
 * some Latin Extended letters, IBM Plex Serif and Lora lack Greek: those letters come from Noto
 * instead of vanishing. Only weights 400 and 700, upright and italic, are bundled.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export type FontWeight = 400 | 700
export type FontStyle = 'normal' | 'italic'

/** One face of a bundled family: `name` is the family name as the SVG `font-family` says it. */
export interface FontFace {
  name: string
  weight: FontWeight
  style: FontStyle
  data: Uint8Array
}

interface Family {
  name: string
  /** Folder under `@expo-google-fonts/` and file prefix inside it. */
  pkg: string
  file: string
  serif: boolean
  /** CJK fallbacks: about 10.5 MB per weight, so upright 400 and 700 only, loaded when a resume needs them. */
  cjk?: boolean
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

/**
 * CJK fallbacks, after the Latin ones. Japanese kana brings in Noto Sans JP (its kanji shapes),
 * hangul Noto Sans KR, Han characters without kana Noto Sans SC.
 */
const CJK: readonly Family[] = [
  { name: 'Noto Sans JP', pkg: 'noto-sans-jp', file: 'NotoSansJP', serif: false, cjk: true },
  { name: 'Noto Sans KR', pkg: 'noto-sans-kr', file: 'NotoSansKR', serif: false, cjk: true },
  { name: 'Noto Sans SC', pkg: 'noto-sans-sc', file: 'NotoSansSC', serif: false, cjk: true },
]

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/
const HAN = /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff65]|[\ud840-\ud87f][\udc00-\udfff]/

/**
 * The CJK fallback families `text` needs, in fallback order, loaded on first use; empty for text
 * without CJK characters. A build that does not ship them (Workers: bundle size) gets none, and
 * those characters are left out instead of the render failing.
 */
export function cjkFamilies(text: string): string[] {
  const kana = KANA.test(text)
  const hangul = HANGUL.test(text)
  const han = HAN.test(text)
  return [kana && 'Noto Sans JP', hangul && 'Noto Sans KR', han && !kana && !hangul && 'Noto Sans SC'].filter(
    (f): f is string => !!f && shipped(familyOf(f)),
  )
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

const byName = new Map([...FAMILIES, ...CJK].map((f) => [f.name.toLowerCase(), f]))

const familyOf = (name: string): Family =>
  byName.get(name.trim().toLowerCase()) ?? byName.get(DEFAULT_FONT_FAMILY.toLowerCase())!

/** The bundled family a requested name resolves to (case-insensitive; unknown -> default). */
export const resolveFontFamily = (family: string): string => familyOf(family).name

/** Family names in per-character fallback order for a requested family, then the `cjk` ones (cjkFamilies). */
export function fontFamilies(family: string, cjk: readonly string[] = []): string[] {
  const primary = familyOf(family)
  const fallback = primary.serif ? 'Noto Serif' : 'Noto Sans'
  return [...new Set([primary.name, fallback, ...cjk])]
}

const VARIANTS: ReadonlyArray<{ weight: FontWeight; style: FontStyle; suffix: string }> = [
  { weight: 400, style: 'normal', suffix: '400Regular' },
  { weight: 400, style: 'italic', suffix: '400Regular_Italic' },
  { weight: 700, style: 'normal', suffix: '700Bold' },
  { weight: 700, style: 'italic', suffix: '700Bold_Italic' },
]

const require = createRequire(import.meta.url)
const loaded = new Map<string, FontFace[]>()

function facesOf(family: Family): FontFace[] {
  let faces = loaded.get(family.name)
  if (!faces) {
    faces = VARIANTS.filter((v) => !family.cjk || v.style === 'normal').map(({ weight, style, suffix }) => {
      const path = require.resolve(`@expo-google-fonts/${family.pkg}/${suffix}/${family.file}_${suffix}.ttf`)
      const buffer = readFileSync(path)
      return { name: family.name, weight, style, data: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) }
    })
    loaded.set(family.name, faces)
  }
  return faces
}

/**
 * Every face needed to draw text set in `family`, in per-character fallback order (the family's
 * four faces first, then the fallback family's). Loaded on first use, then always the same objects.
 */
export function fontFaces(family: string, cjk: readonly string[] = []): FontFace[] {
  return fontFamilies(family, cjk).flatMap((name) => facesOf(familyOf(name)))
}
