/**
 * A name for a WebAssembly binary, computed the same way when the build precompiles it and when
 * the Worker meets the same bytes at run time: byte length and FNV-1a 32 of every byte.
 */
export function wasmKey(source: ArrayBufferView | ArrayBuffer): string {
  const bytes =
    source instanceof ArrayBuffer
      ? new Uint8Array(source)
      : new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
  let hash = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193)
  return `${bytes.length}-${(hash >>> 0).toString(16).padStart(8, '0')}`
}
