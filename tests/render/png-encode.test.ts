import { randomBytes } from 'node:crypto'
import { inflateSync } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { adler32Combine, PngEncoder, putRows } from '../../src/lib/render/png/encode.js'

/** Adler-32 the long way, byte by byte. */
function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

/** The IDAT data of a PNG (one chunk, as PngEncoder writes). */
function idat(png: Uint8Array): Buffer {
  const file = Buffer.from(png)
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at)
    if (file.toString('latin1', at + 4, at + 8) === 'IDAT') return file.subarray(at + 8, at + 8 + length)
    at += 12 + length
  }
  throw new Error('no IDAT')
}

describe('adler32Combine', () => {
  it('gives the Adler-32 of the joined runs, whatever the cuts', () => {
    const data = randomBytes(200_000)
    // Long runs of 0xff, as a page's white rows are, push the sums past the modulus.
    data.fill(0xff, 50_000, 150_000)
    for (const cuts of [[0], [1], [65521], [70_000, 70_000], [0, 99_999, 100_000, 199_999]]) {
      let combined = 1
      let from = 0
      for (const to of [...cuts, data.length]) {
        combined = adler32Combine(combined, adler32(data.subarray(from, to)), to - from)
        from = to
      }
      expect(combined).toBe(adler32(data))
    }
  })
})

describe('PngEncoder', () => {
  it('joins bands deflated apart into one valid zlib stream with the pixels drawn', async () => {
    const width = 37
    const height = 1300
    const bandRows = 512
    const pixels = randomBytes(width * height * 4)
    // Opaque, as pages are, and with white runs like a page's margins.
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255
    pixels.fill(0xff, width * 4 * 600, width * 4 * 900)
    const encoder = new PngEncoder(width, height, bandRows)
    for (let top = 0; top < height; top += bandRows) {
      const band = encoder.band(top)
      putRows(band, pixels.subarray(top * width * 4, (top + band.rows) * width * 4))
      await encoder.add(band)
    }
    const png = await encoder.end()
    // inflateSync checks the stream's Adler-32 against the rows.
    expect(inflateSync(idat(png)).length).toBe(height * (width * 4 + 1))
    const decoded = PNG.sync.read(Buffer.from(png))
    expect([decoded.width, decoded.height]).toEqual([width, height])
    expect(Buffer.from(decoded.data).equals(pixels)).toBe(true)
  })
})
