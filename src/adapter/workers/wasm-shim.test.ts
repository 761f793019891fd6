import { afterEach, describe, expect, it } from 'vitest'
import { wrapperModule } from '../../../scripts/build-wasm.js'
import { wasmKey } from './wasm-key.js'
import { installPrecompiledWasm } from './wasm-shim.js'

const { Module, instantiate } = WebAssembly
afterEach(() => void Object.assign(WebAssembly, { Module, instantiate }))

const identity = wrapperModule('ii')

describe('installPrecompiledWasm', () => {
  it('answers known bytes with the precompiled module, unknown bytes by compiling them', () => {
    const precompiled = new Module(identity)
    installPrecompiledWasm({ [wasmKey(identity)]: precompiled })
    expect(new WebAssembly.Module(identity.slice())).toBe(precompiled)
    const other = wrapperModule('vi')
    const compiled = new WebAssembly.Module(other)
    expect(compiled).not.toBe(precompiled)
    expect(compiled).toBeInstanceOf(WebAssembly.Module)
    expect(precompiled).toBeInstanceOf(WebAssembly.Module)
    expect(WebAssembly.Module.imports(compiled)).toEqual([{ module: 'e', name: 'f', kind: 'function' }])
  })

  it('instantiates known bytes from the precompiled module, with the shape of instantiate(bytes)', async () => {
    const precompiled = new Module(identity)
    installPrecompiledWasm({ [wasmKey(identity)]: precompiled })
    const { module, instance } = (await WebAssembly.instantiate(identity, { e: { f: (x: number) => x * 2 } })) as unknown as {
      module: WebAssembly.Module
      instance: WebAssembly.Instance
    }
    expect(module).toBe(precompiled)
    expect((instance.exports.f as (x: number) => number)(21)).toBe(42)
  })
})

describe('wasmKey', () => {
  it('names bytes by length and content, whatever view they come in', () => {
    const bytes = wrapperModule('viiiffi')
    const padded = new Uint8Array(bytes.length + 4)
    padded.set(bytes, 2)
    expect(wasmKey(padded.subarray(2, 2 + bytes.length))).toBe(wasmKey(bytes))
    expect(wasmKey(bytes.slice().buffer)).toBe(wasmKey(bytes))
    expect(wasmKey(wrapperModule('viiiffffi'))).not.toBe(wasmKey(bytes))
  })
})
