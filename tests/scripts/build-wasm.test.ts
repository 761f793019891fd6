import { describe, expect, it } from 'vitest'
import { satoriWasm, wrapperModule } from '../../scripts/build-wasm.js'

describe('satoriWasm', () => {
  it('records the layout engine and HarfBuzz, and a wrapper for every signature Satori registers', async () => {
    const modules = await satoriWasm()
    const sizes = [...modules.values()].map((bytes) => bytes.length)
    // Satori 0.63.2: its layout engine and HarfBuzz 10 (byte-identical to harfbuzzjs 0.10.0 hb.wasm).
    expect(sizes.filter((size) => size > 1024).sort()).toEqual([381964, 520763])
    expect(sizes.filter((size) => size < 1024).length).toBeGreaterThanOrEqual(5)
    for (const bytes of modules.values()) expect(WebAssembly.validate(bytes)).toBe(true)
  })

  it('encodes wrappers as emscripten does: padded type-section lengths, import e.f, export f', () => {
    expect([...wrapperModule('vi')]).toEqual([
      0, 97, 115, 109, 1, 0, 0, 0, 1, 135, 0, 1, 96, 129, 0, 127, 128, 0, 2, 7, 1, 1, 101, 1, 102, 0, 0, 7, 5, 1, 1, 102, 0, 0,
    ])
    const module = new WebAssembly.Module(wrapperModule('jif'))
    expect(WebAssembly.Module.exports(module)).toEqual([{ name: 'f', kind: 'function' }])
  })
})
