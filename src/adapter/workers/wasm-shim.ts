/**
 * @module
 * Serves WebAssembly compiled from bytes out of modules compiled ahead of time.
 *
 * Satori 0.63 compiles wasm from bytes: its layout engine and HarfBuzz when it is imported, and one
 * tiny wrapper module per callback signature each time HarfBuzz's emscripten runtime
 * `addFunction`s a JavaScript callback. workerd refuses to compile wasm from bytes inside a request,
 * and Satori catches that error in a `.then`, so a render hangs instead of failing. The build
 * (scripts/build-wasm.ts) records and precompiles every one of those binaries; the Worker loads
 * them as `CompiledWasm` modules and this shim hands them out by {@link wasmKey}, so nothing is
 * compiled at run time. Bytes it does not know go to the original constructor unchanged (and fail
 * there, loudly, as before).
 *
 * Install it before Satori is evaluated: Satori instantiates its wasm at import.
 */
import { wasmKey } from './wasm-key.js'

export type PrecompiledWasm = Readonly<Record<string, WebAssembly.Module>>

const isBytes = (source: unknown): source is ArrayBufferView | ArrayBuffer =>
  source instanceof ArrayBuffer || ArrayBuffer.isView(source)

export function installPrecompiledWasm(modules: PrecompiledWasm): void {
  const OriginalModule = WebAssembly.Module
  const originalInstantiate = WebAssembly.instantiate.bind(WebAssembly)
  const precompiled = (source: unknown) => (isBytes(source) ? modules[wasmKey(source)] : undefined)

  // A plain function keeps `instanceof WebAssembly.Module` true for precompiled and new modules
  // alike (resvg-wasm's `initWasm` checks it).
  function Module(bytes: BufferSource): WebAssembly.Module {
    return precompiled(bytes) ?? new OriginalModule(bytes)
  }
  Module.prototype = OriginalModule.prototype
  Object.assign(Module, {
    exports: OriginalModule.exports,
    imports: OriginalModule.imports,
    customSections: OriginalModule.customSections,
  })

  function instantiate(source: unknown, imports?: WebAssembly.Imports): Promise<unknown> {
    const module = precompiled(source)
    if (!module) return originalInstantiate(source as BufferSource, imports)
    return originalInstantiate(module, imports).then((instance) => ({ module, instance }))
  }

  Object.assign(WebAssembly, { Module, instantiate })
}
