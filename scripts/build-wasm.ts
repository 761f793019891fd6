/**
 * @module
 * Precompiles every WebAssembly binary Satori compiles from bytes, for the Worker's wasm shim
 * (src/adapter/workers/wasm-shim.ts):
 * - the binaries Satori instantiates when imported (its layout engine and HarfBuzz), recorded
 *   while Satori renders a sample on Node, so they are exactly the bytes it will meet in workerd;
 * - the wrapper module HarfBuzz's emscripten `addFunction` builds per callback signature, for every
 *   signature Satori's bundle registers, encoded here; each wrapper recorded during the sample
 *   render must equal its encoding, which checks the encoder against the real thing.
 * Writes `<key>.wasm` files and `modules.js`, which imports them (as CompiledWasm on Workers) and
 * exports them by key.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { wasmKey } from '../src/adapter/workers/wasm-key.js'

const require = createRequire(import.meta.url)

// The JavaScript -> wasm value types of emscripten signature letters (p: a 32-bit pointer).
const VALUE_TYPES: Record<string, number> = { i: 0x7f, p: 0x7f, j: 0x7e, f: 0x7d, d: 0x7c, e: 0x6f }

const leb128 = (n: number): number[] => {
  const out: number[] = []
  do {
    let byte = n & 0x7f
    n >>>= 7
    if (n) byte |= 0x80
    out.push(byte)
  } while (n)
  return out
}
// emscripten writes the type section's lengths as two-byte LEB128 (valid, just padded); the keys
// only match if the bytes do.
const leb128Padded = (n: number): number[] => [(n & 0x7f) | 0x80, n >> 7]
const vec = (items: number[]) => [...leb128(items.length), ...items]
const paddedVec = (items: number[]) => [...leb128Padded(items.length), ...items]
const section = (id: number, body: number[]) => [id, ...leb128(body.length), ...body]
const paddedSection = (id: number, body: number[]) => [id, ...leb128Padded(body.length), ...body]
const types = (letters: string) =>
  [...letters].map((l) => {
    const type = VALUE_TYPES[l]
    if (type === undefined) throw new Error(`build-wasm: unknown signature letter ${l}`)
    return type
  })

/**
 * The module that imports a JavaScript function as `e.f` with the given emscripten signature
 * (result letter first, `v` for none) and exports it as `f`, so it can sit in a wasm table.
 */
export function wrapperModule(signature: string): Uint8Array<ArrayBuffer> {
  const [result, ...params] = signature
  const name = (s: string) => vec([...Buffer.from(s)])
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...paddedSection(1, [1, 0x60, ...paddedVec(types(params.join(''))), ...paddedVec(result === 'v' ? [] : types(result!))]),
    ...section(2, [1, ...name('e'), ...name('f'), 0x00, 0x00]),
    ...section(7, [1, ...name('f'), 0x00, 0x00]),
  ])
}

/** Every binary Satori compiles, by key. */
export async function satoriWasm(): Promise<Map<string, Uint8Array<ArrayBuffer>>> {
  const recorded: Uint8Array<ArrayBuffer>[] = []
  const record = (source: unknown) => {
    if (source instanceof ArrayBuffer) recorded.push(new Uint8Array(source.slice(0)))
    else if (ArrayBuffer.isView(source)) recorded.push(new Uint8Array(source.buffer, source.byteOffset, source.byteLength).slice())
  }
  const { Module, instantiate } = WebAssembly
  const recordingModule = function (bytes: BufferSource) {
    record(bytes)
    return new Module(bytes)
  }
  recordingModule.prototype = Module.prototype
  Object.assign(WebAssembly, {
    Module: recordingModule,
    instantiate: (source: BufferSource, imports?: WebAssembly.Imports) => (record(source), instantiate(source, imports)),
  })
  try {
    const { default: satori } = await import('satori')
    const font = await readFile(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'))
    await satori(
      { type: 'div', props: { style: { display: 'flex', textDecoration: 'underline' }, children: 'Résumé – Łódź 2024' } },
      { width: 300, fonts: [{ name: 'Inter', data: font, weight: 400, style: 'normal' }], embedFont: true },
    )
  } finally {
    Object.assign(WebAssembly, { Module, instantiate })
  }

  const source = await readFile(require.resolve('satori'), 'utf8')
  const signatures = new Set([...source.matchAll(/,"([vipjfde][ipjfde]*)"\)/g)].map((m) => m[1]!))
  const wrappers = new Map([...signatures].map((s) => [wasmKey(wrapperModule(s)), wrapperModule(s)]))

  const modules = new Map<string, Uint8Array<ArrayBuffer>>(wrappers)
  for (const bytes of recorded) {
    const key = wasmKey(bytes)
    // Wrappers are a few dozen bytes; anything that small must be one we encoded.
    if (bytes.length < 1024 && !wrappers.has(key)) {
      throw new Error(`build-wasm: Satori built a wrapper module (${key}) that matches no encoded signature`)
    }
    modules.set(key, bytes)
  }
  if (![...modules.values()].some((b) => b.length >= 1024)) throw new Error('build-wasm: Satori compiled no wasm at import')
  return modules
}

/** Writes the modules and `modules.js` into `outDir`; returns the keys written. */
export async function writeSatoriWasm(outDir: string): Promise<string[]> {
  const modules = await satoriWasm()
  await mkdir(outDir, { recursive: true })
  const keys = [...modules.keys()].sort()
  for (const key of keys) await writeFile(join(outDir, `${key}.wasm`), modules.get(key)!)
  const js =
    keys.map((key, i) => `import m${i} from './${key}.wasm'\n`).join('') +
    `export default {\n${keys.map((key, i) => `  '${key}': m${i},\n`).join('')}}\n`
  await writeFile(join(outDir, 'modules.js'), js)
  return keys
}
