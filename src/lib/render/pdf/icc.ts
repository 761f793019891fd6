/**
 * @module
 * The sRGB ICC profile of the PDF/A output intent, from the pdfkit npm package (never downloaded).
 * pdfkit's `exports` does not list its data files, so on Node the file is found in the
 * `node_modules` folders Node would search; on Workers the build serves it as a bundled file.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** The profile's package path, as the builds bundle it (scripts/build-plugins.ts). */
export const SRGB_ICC = 'pdfkit/js/data/sRGB_IEC61966_2_1.icc'

const require = createRequire(import.meta.url)
let profile: Uint8Array | undefined

function read(): Uint8Array {
  const candidates: string[] = []
  try {
    candidates.push(require.resolve(SRGB_ICC))
  } catch {
    for (const dir of require.resolve.paths?.('pdfkit') ?? []) candidates.push(`${dir}/${SRGB_ICC}`)
  }
  for (const path of candidates) {
    try {
      return new Uint8Array(readFileSync(path))
    } catch {
      // Not in this folder: try the next one.
    }
  }
  throw new Error(`the sRGB ICC profile (${SRGB_ICC}) is not installed`)
}

/** The profile's bytes, read once per process. */
export const srgbProfile = (): Uint8Array => (profile ??= read())
