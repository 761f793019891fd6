/**
 * @module
 * Bundles a Worker with esbuild the way wrangler would upload it with `no_bundle = true`: one ES
 * module plus `.wasm` (CompiledWasm) and `.ttf`/`.png`/`.icc` (Data) files copied beside it and imported
 * by relative path, so wrangler's module rules (wrangler.toml) load them the Workers way.
 */
import { build, type Plugin } from 'esbuild'
import { join, resolve } from 'node:path'
import { readFile, writeFile } from 'node:fs/promises'
import { nodeBuiltins, requireShim } from './build-plugins.js'

export interface WorkerBuild {
  /** The entry module, or its source (resolved from the project root). */
  entry: { file: string } | { contents: string }
  outdir: string
  /** Folder written by `writeSatoriWasm` (scripts/build-wasm.ts). */
  satoriWasmDir: string
  /** Global replacements, e.g. the build metadata. */
  define?: Record<string, string>
  plugins?: Plugin[]
}

const root = resolve(import.meta.dirname, '..')

/** wrangler module rules for what `bundleWorker` copies beside the bundle (as in wrangler.toml). */
export const WORKER_MODULE_RULES = [
  { type: 'CompiledWasm' as const, globs: ['**/*.wasm'], fallthrough: false },
  { type: 'Data' as const, globs: ['**/*.ttf', '**/*.png', '**/*.icc'], fallthrough: false },
]

/**
 * Replacements every Worker bundle needs. HarfBuzz's emscripten loader reads `self.location.href`
 * when it sees a worker global scope and no `__filename`; workerd has no `location`, so the read
 * throws. Its wasm is inlined (and precompiled), so the base URL is never used.
 */
export const WORKER_DEFINE: Record<string, string> = { 'self.location.href': '"https://worker.invalid/"' }

/** Resolves `virtual:satori-wasm` to the precompiled modules of this build. */
const satoriWasm = (dir: string): Plugin => ({
  name: 'satori-wasm',
  setup(b) {
    b.onResolve({ filter: /^virtual:satori-wasm$/ }, () => ({ path: join(resolve(dir), 'modules.js') }))
  },
})

export async function bundleWorker(options: WorkerBuild) {
  const entry =
    'file' in options.entry
      ? { entryPoints: { index: resolve(root, options.entry.file) } }
      : { stdin: { contents: options.entry.contents, resolveDir: root, loader: 'ts' as const, sourcefile: 'index.ts' } }
  const builtins = nodeBuiltins()
  const result = await build({
    ...entry,
    outdir: options.outdir,
    ...('stdin' in entry ? { outfile: join(options.outdir, 'index.js'), outdir: undefined } : {}),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    // Provided by workerd itself: never bundled.
    external: ['cloudflare:*'],
    loader: { '.wasm': 'copy', '.ttf': 'copy', '.png': 'copy', '.icc': 'copy' },
    assetNames: '[name]-[hash]',
    define: options.define,
    plugins: [satoriWasm(options.satoriWasmDir), ...(options.plugins ?? []), builtins.plugin],
  })
  if (builtins.used.size) {
    const file = join(options.outdir, 'index.js')
    await writeFile(file, requireShim(builtins.used) + (await readFile(file, 'utf8')))
  }
  return result
}
