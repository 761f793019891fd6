/** Edits a ZIP's central directory the way a hostile upload would (sizes and counts it lies about). */
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const eocd = (bytes: Uint8Array) => bytes.length - 22

/** Rewrites the uncompressed size the central directory declares for its first entry. */
export function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice()
  const centralDirectory = view(out).getUint32(eocd(out) + 16, true)
  view(out).setUint32(centralDirectory + 24, size, true)
  return out
}

/** Rewrites the entry count of the end-of-central-directory record. */
export function declareEntries(bytes: Uint8Array, count: number): Uint8Array {
  const out = bytes.slice()
  view(out).setUint16(eocd(out) + 8, count, true)
  view(out).setUint16(eocd(out) + 10, count, true)
  return out
}
