/**
 * @module
 * The part of `node:fs` and `node:module` the render library uses on Node (`createRequire().resolve`
 * of a package file, then `readFile`/`readFileSync`), answered from modules bundled with the Worker:
 * fonts as Data modules (ArrayBuffer) and the wasm of resvg and HarfBuzz as CompiledWasm modules,
 * because workerd compiles no wasm from bytes. The Workers build (scripts/build-plugins.ts `renderFiles`) resolves
 * those imports of src/lib/render/** to this module; nothing else uses it.
 */
import { env } from 'cloudflare:workers'
import files from 'virtual:bundled-files'

/**
 * Slices of the large fonts (CJK, symbols) are static assets (`[assets]` in wrangler.toml, binding ASSETS),
 * read as a resume needs them; their list (`font-slices/manifest.json`) is bundled.
 */
const SLICES = 'font-slices/'

async function asset(path: string): Promise<Uint8Array> {
  const assets = (env as { ASSETS?: { fetch(request: Request): Promise<Response> } }).ASSETS
  if (!assets) throw new Error(`${path}: this Worker has no ASSETS binding (wrangler.toml [assets])`)
  const response = await assets.fetch(new Request(`https://assets.invalid/${path}`))
  if (!response.ok) throw new Error(`${path}: static asset answered ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

function bundled(path: string): ArrayBuffer | WebAssembly.Module {
  const file = files[path]
  if (!file) throw new Error(`${path} is not bundled with this Worker`)
  return file
}

export function createRequire(_base: string | URL) {
  return { resolve: (specifier: string) => (bundled(specifier), specifier) }
}

export function readFileSync(path: string): Uint8Array {
  const file = bundled(path)
  if (file instanceof WebAssembly.Module) throw new Error(`${path} is compiled wasm: read it with readFile`)
  return new Uint8Array(file)
}

/** Compiled wasm comes back as the module itself, which resvg's `initWasm` and loadHarfBuzz take as it is. */
export async function readFile(path: string): Promise<Uint8Array | WebAssembly.Module> {
  if (path.startsWith(SLICES) && !files[path]) return asset(path)
  const file = bundled(path)
  return file instanceof WebAssembly.Module ? file : new Uint8Array(file)
}
