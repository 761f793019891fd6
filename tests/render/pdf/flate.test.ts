import { randomBytes } from 'node:crypto'
import { constants, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { deflateContent, deflateOffThread } from '../../../src/lib/render/pdf/flate.js'

/** Bytes that compress like a content stream: digits, spaces and a few operators. */
function sample(size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size)
  let x = seed
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0
    bytes[i] = ' 0123456789.Td'.charCodeAt((x >>> 16) % 14)
  }
  return bytes
}

describe('deflateOffThread', () => {
  it('gives the bytes deflateSync gives, for many jobs at once and one after another', async () => {
    const inputs = [0, 1, 700, 12_800, 100_000, 400_000].flatMap((size, i) => [sample(size, i), sample(size, i + 50)])
    for (let round = 0; round < 3; round++) {
      const outputs = await Promise.all(inputs.map((input) => deflateOffThread(input)))
      outputs.forEach((output, i) => expect(Buffer.from(output).equals(deflateSync(inputs[i]!, { level: 6 })), `input ${i}`).toBe(true))
    }
  })

  it('gives a whole stream when the output is larger than one pass holds', async () => {
    const input = randomBytes(300_000)
    const output = await deflateOffThread(input)
    expect(output.length).toBeGreaterThan(256 * 1024)
    expect(Buffer.from(output).equals(deflateSync(input, { level: 6 }))).toBe(true)
  })

  it('deflates a content stream with the filtered strategy, as deflateSync does', async () => {
    const text = Buffer.from(sample(90_000, 3)).toString('latin1')
    const bytes = await deflateContent(text)
    expect(Buffer.from(bytes).equals(deflateSync(Buffer.from(text, 'latin1'), { level: 6, strategy: constants.Z_FILTERED }))).toBe(true)
  })

  it('hands out copies: an earlier result is not overwritten by later jobs', async () => {
    const first = await deflateOffThread(sample(5_000, 11))
    const kept = Buffer.from(first)
    await Promise.all(Array.from({ length: 12 }, (_, i) => deflateOffThread(sample(5_000, 100 + i))))
    expect(Buffer.from(first).equals(kept)).toBe(true)
    expect(first.byteOffset).toBe(0)
    expect(first.buffer.byteLength).toBe(first.length)
  })
})
