/**
 * @module
 * Reads chosen files out of an uploaded ZIP. Threat: a zip bomb, a small upload that claims or
 * inflates to gigabytes, or holds so many entries that walking them is the attack. Defences, all
 * decided from the central directory before anything is inflated: an entry-count cap, a cap on the
 * summed uncompressed size of the files we will read, and a refusal of entries whose compressed
 * data is larger than deflate could produce from their declared size (a lying size). fflate then
 * inflates into a buffer of the declared size, so an entry cannot grow past what was checked.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate'
import { ParseError } from './errors.js'

export const ZIP_LIMITS = {
  /** Real LinkedIn exports hold well under a hundred files. */
  entries: 1000,
  /** Summed uncompressed size of the files actually read. */
  bytes: 32 * 1024 * 1024,
}

/** Stored or deflated data is at most a few bytes per 64 KiB block larger than its content. */
const plausible = (file: UnzipFileInfo) => file.size <= file.originalSize + file.originalSize / 1000 + 1024

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5)

function unzip(bytes: Uint8Array, filter: (file: UnzipFileInfo) => boolean, format: string) {
  try {
    return unzipSync(bytes, { filter })
  } catch (error) {
    if (error instanceof ParseError) throw error
    throw new ParseError(`${format}: the ZIP archive is damaged (${(error as Error).message})`)
  }
}

/**
 * The entries `want` selects, keyed by path. Checks every limit over the whole central directory
 * first, inflating nothing, then inflates only the selected entries.
 */
export function readZip(bytes: Uint8Array, want: (path: string) => boolean, format: string): Record<string, Uint8Array> {
  if (!isZip(bytes)) throw new ParseError(`${format}: data is not a ZIP archive`)
  let entries = 0
  let total = 0
  unzip(
    bytes,
    (file) => {
      entries += 1
      if (entries > ZIP_LIMITS.entries) {
        throw new ParseError(`${format}: the ZIP holds more than ${ZIP_LIMITS.entries} entries`)
      }
      if (!want(file.name)) return false
      if (!plausible(file)) {
        throw new ParseError(`${format}: ${file.name} in the ZIP declares a size smaller than its data`)
      }
      total += file.originalSize
      if (total > ZIP_LIMITS.bytes) {
        throw new ParseError(`${format}: the ZIP's files would inflate past ${ZIP_LIMITS.bytes} bytes`)
      }
      return false
    },
    format,
  )
  return unzip(bytes, (file) => want(file.name), format)
}
