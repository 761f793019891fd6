/** Edits a ZIP's central directory the way a hostile upload would (sizes and counts it lies about). */
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const eocd = (bytes: Uint8Array) => bytes.length - 22

/** Rewrites the uncompressed size the central directory declares for every entry, or entry `only`. */
export function declareSize(bytes: Uint8Array, size: number, only?: number): Uint8Array {
  const out = bytes.slice()
  const zip = view(out)
  let entry = zip.getUint32(eocd(out) + 16, true)
  for (let i = 0; i < zip.getUint16(eocd(out) + 10, true); i++) {
    if (only === undefined || only === i) zip.setUint32(entry + 24, size, true)
    entry += 46 + zip.getUint16(entry + 28, true) + zip.getUint16(entry + 30, true) + zip.getUint16(entry + 32, true)
  }
  return out
}

/** Rewrites the entry count of the end-of-central-directory record. */
export function declareEntries(bytes: Uint8Array, count: number): Uint8Array {
  const out = bytes.slice()
  view(out).setUint16(eocd(out) + 8, count, true)
  view(out).setUint16(eocd(out) + 10, count, true)
  return out
}
