/**
 * @module
 * Bundles a Lambda function (Node 20, ES module) with esbuild and packages it as a zip the way
 * `serverless.yml` deploys it (`package.artifact`): `index.mjs` plus the package files the render
 * library reads at run time (fonts, resvg's wasm) under `node_modules/`, where its
 * `createRequire(import.meta.url).resolve` finds them.
 */
import { build, type Plugin } from 'esbuild'
import { zipSync } from 'fflate'
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { packageFile, root } from './build-plugins.js'

const require = createRequire(join(root, 'package.json'))

export interface LambdaBuild {
  /** Source of the entry module (resolved from the project root). */
  contents: string
  outdir: string
  define?: Record<string, string>
  plugins?: Plugin[]
}

export async function bundleLambda(options: LambdaBuild) {
  const result = await build({
    stdin: { contents: options.contents, resolveDir: root, loader: 'ts', sourcefile: 'index.ts' },
    outfile: join(options.outdir, 'index.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    // CommonJS dependencies call `require`, which an ES module lacks.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    // Optional native add-on of `pg`, never installed.
    external: ['pg-native'],
    // Built-in thumbnails (`prebuiltThumbnails`) come in as bytes.
    loader: { '.png': 'binary' },
    define: options.define,
    plugins: options.plugins,
  })
  return result
}

/** Copies each `<package>/<path>`, with its package's package.json, under `outdir/node_modules`. */
export async function copyPackageFiles(files: string[], outdir: string) {
  for (const file of files) {
    const name = file.startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!
    // Not `require.resolve(name/package.json)`: packages with `exports` may not export it.
    const pkgDir = join(root, 'node_modules', name)
    for (const path of [join(pkgDir, 'package.json'), packageFile(file)]) {
      const target = join(outdir, 'node_modules', name, relative(pkgDir, path))
      await mkdir(dirname(target), { recursive: true })
      await copyFile(path, target)
    }
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** Zips `dir` into `zipFile`; returns unzipped and zipped byte counts. */
export async function zipDir(dir: string, zipFile: string): Promise<{ unzipped: number; zipped: number }> {
  const files: Record<string, Uint8Array> = {}
  let unzipped = 0
  for (const file of (await filesUnder(dir)).sort()) {
    files[relative(dir, file)] = await readFile(file)
    unzipped += (await stat(file)).size
  }
  // A fixed date keeps the zip identical for identical inputs.
  const zip = zipSync(files, { level: 9, mtime: new Date('2020-01-01T00:00:00Z') })
  await writeFile(zipFile, zip)
  return { unzipped, zipped: zip.length }
}
