/**
 * @module
 * RGBA pixels -> PNG with Node's zlib at a fast level. resvg-wasm's own encoder compresses harder
 * in WebAssembly and took about as long as drawing the page; a preview is sent once and shown,
 * so speed wins over the last kilobytes: level 2 deflates a 2x page of the dense resume in 0.75x
 * the CPU of level 3 for a file 9 % larger (327 instead of 299 KB), level 1 no faster and 17 % larger. Pages are opaque (a background is always drawn), so
 * premultiplied and straight alpha are the same bytes.
 */
import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  out.set(data, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length)
  return out
}

/** RGBA rows as PNG scanlines: each row preceded by its filter byte (always 0, none). */
export interface Scanlines {
  data: Uint8Array
  width: number
  height: number
}

export const rowBytes = (width: number) => width * 4 + 1

let spare: Buffer | undefined

/**
 * Scanlines for a page of `width` x `height` px, in the buffer the previous page of the same size
 * used: a 2x page is 8 MB, and a new one per preview kept the process's memory high. Safe to
 * share because a page goes from here to encodePng without awaiting anything.
 */
export function scanlines(width: number, height: number): Scanlines {
  const size = rowBytes(width) * height
  return { data: spare?.length === size ? spare : (spare = Buffer.alloc(size)), width, height }
}

/** RGBA rows (as wide as `target`) into `target` from row `top` on; rows past its end are dropped. */
export function putRows(target: Scanlines, pixels: Uint8Array, top: number): void {
  const stride = target.width * 4
  const rows = Math.min(pixels.length / stride, target.height - top)
  // Filter type 0 (none) on every row: deflate alone does well on mostly-white pages, and any
  // per-byte filter in JavaScript costs more than it saves.
  for (let y = 0; y < rows; y++) {
    const at = (top + y) * (stride + 1)
    target.data[at] = 0
    target.data.set(pixels.subarray(y * stride, (y + 1) * stride), at + 1)
  }
}

export function encodePng({ data, width, height }: Scanlines): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = 6
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(data, { level: 2 })), chunk('IEND', new Uint8Array(0))])
}
