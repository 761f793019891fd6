/**
 * @module
 * RGBA pixels -> PNG with Node's zlib at a fast level. resvg-wasm's own encoder compresses harder
 * in WebAssembly and took about as long as drawing the page; a preview is sent once and shown,
 * so speed wins over the last kilobytes: level 2 deflates a 2x page of the dense resume in 0.75x
 * the CPU of level 3 for a file 9 % larger (327 instead of 299 KB), level 1 no faster and 17 % larger. Pages are opaque (a background is always drawn), so
 * premultiplied and straight alpha are the same bytes.
 *
 * The page arrives in bands of rows and goes into one zlib stream as it comes: zlib's stream API
 * deflates on libuv's threadpool, so each band is deflated while the next one is drawn and only
 * the last band's deflating is left when the drawing ends (the whole page at once took about as
 * long as drawing it).
 */
import { createDeflate, crc32, type Deflate } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * Room for a whole band's deflated rows (a text band of 512 rows comes to about 100 KB): zlib goes
 * back to the main thread for a new output buffer whenever one fills, and the main thread is busy
 * drawing the next band, so a small buffer would stall the deflating.
 */
const OUTPUT_CHUNK = 512 * 1024

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, 'latin1')
  out.set(data, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length)
  return out
}

/** RGBA rows as PNG scanlines, each row preceded by its filter byte: rows [top, top + rows) of a page `width` px wide. */
export interface Scanlines {
  data: Uint8Array
  width: number
  top: number
  rows: number
}

export const rowBytes = (width: number) => width * 4 + 1

/**
 * Band buffers of finished previews, for the next: a band of a 2x page is 2.4 MB, and new ones per
 * preview kept the process's memory high. Two per preview in flight (one drawn, one deflated).
 */
const spare: Buffer[] = []
const SPARE_MAX = 4

/** RGBA rows (as wide as `target`) into `target` from its row `from` on; rows past its end are dropped. */
export function putRows(target: Scanlines, pixels: Uint8Array, from = 0): void {
  const stride = target.width * 4
  const rows = Math.min(pixels.length / stride, target.rows - from)
  // Filter type 0 (none) on every row: deflate alone does well on mostly-white pages, and any
  // per-byte filter in JavaScript costs more than it saves.
  for (let y = 0; y < rows; y++) {
    const at = (from + y) * (stride + 1)
    target.data[at] = 0
    target.data.set(pixels.subarray(y * stride, (y + 1) * stride), at + 1)
  }
}

/** One RGBA row repeated into `target`'s rows [from, to). */
export function repeatRow(target: Scanlines, row: Uint8Array, from: number, to: number): void {
  const stride = target.width * 4
  for (let y = from; y < to; y++) {
    const at = y * (stride + 1)
    target.data[at] = 0
    target.data.set(row.subarray(0, stride), at + 1)
  }
}

/**
 * A PNG of `width` x `height` px written band by band: `band` hands out the scanlines to draw rows
 * into, `add` queues them for deflating, `end` returns the file.
 */
export class PngEncoder {
  private readonly deflate: Deflate = createDeflate({ level: 2, chunkSize: OUTPUT_CHUNK })
  private readonly out: Buffer[] = []
  private readonly finished: Promise<void>
  private readonly buffers: Buffer[] = []
  /** The write of the band added last: its buffer is in zlib's hands until it settles. */
  private pending: Promise<void> = Promise.resolve()
  private failed = false

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly bandRows: number,
  ) {
    this.deflate.on('data', (data: Buffer) => this.out.push(data))
    this.finished = new Promise((resolve, reject) => {
      this.deflate.on('end', resolve)
      this.deflate.on('error', reject)
    })
    // Rejections surface from add() or end(); this only keeps an early one from being unhandled.
    this.finished.catch(() => {})
  }

  /** Scanlines for rows [top, top + bandRows) (cut at the page's foot), in a buffer zlib is done with. */
  band(top: number): Scanlines {
    const size = rowBytes(this.width) * this.bandRows
    const index = (top / this.bandRows) % 2
    let data = this.buffers[index]
    if (!data) {
      const reused = spare.findIndex((b) => b.length === size)
      data = this.buffers[index] = reused < 0 ? Buffer.allocUnsafe(size) : spare.splice(reused, 1)[0]!
    }
    return { data, width: this.width, top, rows: Math.min(this.bandRows, this.height - top) }
  }

  /**
   * Queues a band's scanlines, in page order. Resolves when the band before it has been deflated,
   * so the next band() may hand out that band's buffer; the waiting also lets zlib's completions
   * reach the main thread, which starts it on this band.
   */
  async add(band: Scanlines): Promise<void> {
    const before = this.pending
    const rows = band.data.subarray(0, rowBytes(this.width) * band.rows)
    this.pending = new Promise<void>((resolve, reject) => this.deflate.write(rows, (error) => (error ? reject(error) : resolve())))
    this.pending.catch(() => (this.failed = true))
    await before
  }

  async end(): Promise<Uint8Array> {
    this.deflate.end()
    await this.finished
    if (!this.failed) for (const b of this.buffers) if (spare.length < SPARE_MAX) spare.push(b)
    const header = Buffer.alloc(13)
    header.writeUInt32BE(this.width, 0)
    header.writeUInt32BE(this.height, 4)
    header[8] = 8
    header[9] = 6
    return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', Buffer.concat(this.out)), chunk('IEND', new Uint8Array(0))])
  }

  /** Stops deflating after a failed drawing; the band buffers are not reused (zlib may still hold one). */
  destroy(): void {
    this.deflate.destroy()
  }
}
