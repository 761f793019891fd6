/**
 * @module
 * The Node server and the `resume` command as esbuild bundles in `dist-node/` (`npm start` builds
 * them first, `bin/resume.js` when they are older than the sources), run by scripts/run-bundle.cjs
 * with V8's code cache. Starting from one bundled script instead of transpiling and loading ~300
 * TypeScript and package modules one by one roughly halves the time from a new process to its
 * first PDF; the code cache takes off about a sixth more.
 *
 * CommonJS, because Node 20 caches compiled code only for scripts (so no top-level await in an
 * entry). Packages stay resolvable from `node_modules` (fonts, resvg's wasm are read from there at
 * run time), and every source module keeps its own `import.meta.url`, so the bundle behaves as the
 * sources do under tsx: it must be run where it was built, which is why it is never shipped.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { readFile, rename, rm, utimes } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildWeb, FIRST_LOAD_LIMIT, kib } from './build-web.js'
import { writeFontSlices } from './font-slices.js'

export const root = resolve(import.meta.dirname, '..')
export const NODE_DIST = join(root, 'dist-node')

/** Entry points of `npm start` and the `resume` command, by output name. */
export const NODE_ENTRIES = { server: 'src/server.ts', cli: 'src/cli.ts' } as const

/**
 * Loaded from `node_modules` at run time rather than bundled: PGlite reads its wasm and data files
 * beside its own module, and connected mode loads it only when `DATABASE_URL` asks for it.
 */
const EXTERNAL = ['@electric-sql/pglite', 'pg-native']

/** `import.meta.url` in a project source is that source's URL (migrations and packages are found from it). */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (relative(root, args.path).startsWith('node_modules')) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' }
    })
  },
}

/** esbuild options for Node bundles of `entryPoints` (name -> source path from the root), `<name>.cjs`. */
export function nodeBundleOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions {
  return {
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [name, join(root, file)])),
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    // Every import() becomes a require(): scripts/run-bundle.cjs can run no import() on Node 20.
    supported: { 'dynamic-import': false },
    platform: 'node',
    target: 'node20',
    // Less to parse at start; identifiers stay, so stack traces still name functions.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Packages that read their own location (sources get theirs from ownImportMetaUrl).
    // Also where the font slices written beside the bundle are (src/lib/render/fonts).
    banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href; const __nodeFontSlices = require('node:path').join(__dirname, 'font-slices');" },
    define: { 'import.meta.url': '__importMetaUrl', __NODE_FONT_SLICES__: '__nodeFontSlices' },
    external: EXTERNAL,
    plugins: [ownImportMetaUrl],
  }
}

/**
 * Builds aside, then swaps the folder into place: a process starting meanwhile never loads half a
 * build, and of two builds at once the last to finish wins with a complete one.
 */
export async function buildNode(entryPoints: Record<string, string> = NODE_ENTRIES, outdir = NODE_DIST): Promise<void> {
  // Dated when the build started: a source saved during the build is newer (bin/resume.js rebuilds).
  const started = new Date()
  const fresh = `${outdir}.tmp-${process.pid}`
  const old = `${outdir}.old-${process.pid}`
  await rm(fresh, { recursive: true, force: true })
  await build(nodeBundleOptions(entryPoints, fresh))
  // CJK and symbol fonts as unicode-range slices beside the bundle: a CJK resume loads the few it
  // needs (src/lib/render/fonts), not whole 10 MB faces; a rating in stars one block's glyphs.
  await writeFontSlices(join(fresh, 'font-slices'))
  // The server serves the page from dist-node/web (functions/web.ts): built into the same swap.
  if ('server' in entryPoints) {
    const web = await buildWeb(join(fresh, 'web'))
    if (web.firstLoad > FIRST_LOAD_LIMIT) console.warn(`web: first load ${kib(web.firstLoad)} gzip exceeds ${kib(FIRST_LOAD_LIMIT)}`)
  }
  for (const name of Object.keys(entryPoints)) {
    const bundle = join(fresh, `${name}.cjs`)
    // esbuild escapes non-ASCII in strings but not in regular expression literals. One such
    // character makes V8 hold the whole source (kept for lazy compilation) as two bytes per
    // character: 12 MB of heap for the 5.9 MB server bundle instead of 6 MB.
    const wide = /[^\0-\x7f]/.exec(await readFile(bundle, 'latin1'))
    if (wide) console.warn(`${name}.cjs is not ASCII at byte ${wide.index}: write the character as a \\u escape in the source`)
    await utimes(bundle, started, started)
  }
  await rename(outdir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
  await rename(fresh, outdir).catch(async (error: NodeJS.ErrnoException) => {
    // Another build swapped its own in between: it is as fresh as this one.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
    await rm(fresh, { recursive: true, force: true })
  })
  await rm(old, { recursive: true, force: true })
}

if (process.argv[1] === import.meta.filename) await buildNode()
