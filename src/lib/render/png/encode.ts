/**
 * @module
 * RGBA pixels -> PNG with Node's zlib at a fast level. resvg-wasm's own encoder compresses harder
 * in WebAssembly and took about as long as drawing the page; a preview is sent once and shown,
 * so speed wins over the last kilobytes: level 2 deflates a 2x page of the dense resume in 0.75x
 * the CPU of level 3 for a file 9 % larger (327 instead of 299 KB), level 1 no faster and 17 % larger. Pages are opaque (a background is always drawn), so
 * premultiplied and straight alpha are the same bytes.
 *
 * The page arrives in bands of rows, each deflated as it comes on libuv's threadpool (zlib's stream
 * API), while the next one is drawn: only the last bands' deflating is left when the drawing ends
 * (the whole page at once took about as long as drawing it). PngEncoder joins them into one stream.
 */
import { constants, createDeflate, crc32 } from 'node:zlib'

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
 * preview kept the process's memory high. Three per preview in flight (one drawn, two deflated).
 */
const spare: Buffer[] = []
const SPARE_MAX = 6

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

/** What one band came to: its deflate blocks, ending on a byte boundary, and its rows' Adler-32. */
interface DeflatedBand {
  header: Buffer
  blocks: Buffer
  adler: number
  length: number
}

/** A sync flush's empty stored block, then the empty final block zlib ends a stream with once its input is flushed. */
const FLUSHED_END = Buffer.from([0x00, 0x00, 0xff, 0xff, 0x03, 0x00])

/**
 * One band's rows as a zlib stream of their own, on libuv's threadpool: flushed to a byte boundary
 * before the end, so what comes between its header and its final empty block can be joined to the
 * next band's as one stream.
 */
function deflateBand(rows: Uint8Array): Promise<DeflatedBand> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 2, chunkSize: OUTPUT_CHUNK })
    const out: Buffer[] = []
    deflate.on('data', (data: Buffer) => out.push(data))
    deflate.on('error', reject)
    deflate.on('end', () => {
      const stream = Buffer.concat(out)
      const end = stream.length - 4
      if (end < 2 + FLUSHED_END.length || !stream.subarray(end - FLUSHED_END.length, end).equals(FLUSHED_END)) {
        reject(new Error('zlib ended a flushed band in an unexpected way'))
        return
      }
      resolve({ header: stream.subarray(0, 2), blocks: stream.subarray(2, end - 2), adler: stream.readUInt32BE(end), length: rows.length })
    })
    deflate.write(rows)
    deflate.flush(constants.Z_SYNC_FLUSH, () => deflate.end())
  })
}

const ADLER_BASE = 65521

/** The Adler-32 of two byte runs joined, from each run's own and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % ADLER_BASE
  let sum1 = first & 0xffff
  let sum2 = (rem * sum1) % ADLER_BASE
  sum1 += (second & 0xffff) + ADLER_BASE - 1
  sum2 += (first >>> 16) + (second >>> 16) + ADLER_BASE - rem
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE
  if (sum2 >= 2 * ADLER_BASE) sum2 -= 2 * ADLER_BASE
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE
  return (sum1 | (sum2 << 16)) >>> 0
}

/** Band buffers an encoder cycles through: one drawn while the two before it are deflated. */
const BUFFERS = 3

/**
 * A PNG of `width` x `height` px written band by band: `band` hands out the scanlines to draw rows
 * into, `add` queues them for deflating, `end` returns the file.
 *
 * Each band is deflated as a stream of its own, so two bands deflate at once on the threadpool
 * while the next is drawn; their blocks are joined behind one zlib header, ended with the empty
 * final block and the Adler-32 of all rows, combined from the bands' own. Deflated as one stream,
 * the bands waited on each other: the main thread waited 6 to 7 ms a 2x preview for the band
 * before to be deflated (docs/performance.md, fifteenth session).
 */
export class PngEncoder {
  private readonly bands: Array<Promise<DeflatedBand>> = []
  private readonly buffers: Buffer[] = []
  private failed = false

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly bandRows: number,
  ) {}

  /** Scanlines for rows [top, top + bandRows) (cut at the page's foot), in a buffer zlib is done with. */
  band(top: number): Scanlines {
    const size = rowBytes(this.width) * this.bandRows
    const index = (top / this.bandRows) % BUFFERS
    let data = this.buffers[index]
    if (!data) {
      const reused = spare.findIndex((b) => b.length === size)
      data = this.buffers[index] = reused < 0 ? Buffer.allocUnsafe(size) : spare.splice(reused, 1)[0]!
    }
    return { data, width: this.width, top, rows: Math.min(this.bandRows, this.height - top) }
  }

  /**
   * Queues a band's scanlines, in page order. Resolves once the band two before it has been
   * deflated, so the next band() may hand out that band's buffer.
   */
  async add(band: Scanlines): Promise<void> {
    const deflated = deflateBand(band.data.subarray(0, rowBytes(this.width) * band.rows))
    deflated.catch(() => (this.failed = true))
    this.bands.push(deflated)
    if (this.bands.length >= BUFFERS) await this.bands.at(-BUFFERS)
  }

  async end(): Promise<Uint8Array> {
    const bands = await Promise.all(this.bands)
    if (!this.failed) for (const b of this.buffers) if (spare.length < SPARE_MAX) spare.push(b)
    let adler = 1
    for (const band of bands) adler = adler32Combine(adler, band.adler, band.length)
    const trailer = Buffer.alloc(6)
    trailer[0] = 0x03
    trailer.writeUInt32BE(adler, 2)
    const idat = Buffer.concat([bands[0]!.header, ...bands.map((b) => b.blocks), trailer])
    const header = Buffer.alloc(13)
    header.writeUInt32BE(this.width, 0)
    header.writeUInt32BE(this.height, 4)
    header[8] = 8
    header[9] = 6
    return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))])
  }

  /**
   * After a failed drawing: the band buffers are not reused, as zlib may still hold one (each
   * band's rejection is already handled in add).
   */
  destroy(): void {
    this.failed = true
  }
}
