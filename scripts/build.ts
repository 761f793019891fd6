/**
 * @module
 * `npm run build`: the deploy build. For each route group, a Cloudflare Worker bundle
 * (dist/workers/<group>/, see wrangler.toml) and a Lambda package (dist/lambda/<group>.zip, see
 * serverless.yml), each carrying only its group; build metadata (version, 7-character commit,
 * ISO 8601 UTC time) compiled into every bundle for `/version`; a size report checked against the
 * platforms' limits, also written to dist/build.json.
 */
import { execFileSync } from 'node:child_process'
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import pkg from '../package.json' with { type: 'json' }
import { bundleLambda, copyPackageFiles, zipDir } from './build-lambda.js'
import { fontFiles, harfbuzzGlue, onlyGroups, prebuiltThumbnails, renderFiles, RENDER_WASM, root, SRGB_ICC } from './build-plugins.js'
import { writeSatoriWasm } from './build-wasm.js'
import { buildWeb, FIRST_LOAD_LIMIT, kib, type WebReport } from './build-web.js'
import { bundleWorker, WORKER_DEFINE } from './build-workers.js'
import { writeFontSlices } from './font-slices.js'

/** Route groups deployed as Workers; resumes, auth and shared (connected mode) run on Lambda only. */
export const WORKER_GROUPS = ['health', 'templates', 'parse', 'render'] as const
export const LAMBDA_GROUPS = ['health', 'metrics', 'templates', 'parse', 'render', 'resumes', 'auth', 'shared'] as const
/** Mounted by `createApp` in connected mode only (src/app.ts CONNECTED_FUNCTIONS), never passed in. */
const CONNECTED = new Set<string>(['resumes', 'auth', 'shared'])
/** Groups whose Worker lays out and draws with Satori, resvg and pdf-lib. */
const RENDERING = new Set<string>(['render'])

const MiB = 1024 * 1024
/** Cloudflare Workers (paid plan): 10 MB after compression; AWS Lambda: 250 MB unzipped. */
export const LIMITS = { workerCompressed: 10 * MiB, lambdaUnzipped: 250 * MiB }

export interface BuildInfo {
  version: string
  commit: string
  built_at: string
}

export interface BuildReport extends BuildInfo {
  workers: Record<string, { files: number; bytes: number; compressed: number }>
  lambda: Record<string, { unzipped: number; zipped: number }>
  /** Font slices (CJK, symbols) served to the render Worker as static assets: how many, total and largest bytes. */
  fontSlices?: { files: number; bytes: number; largest: number }
  /** The page at `/` and `/docs` (dist/web, `[assets]` in wrangler.toml). */
  web?: WebReport
}

export function buildInfo(): BuildInfo {
  const commit = process.env.GIT_COMMIT || execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  return { version: pkg.version, commit: commit.slice(0, 7), built_at: new Date().toISOString().replace(/\.\d+Z$/, 'Z') }
}

const defineFor = (info: BuildInfo) => ({
  __BUILD_INFO__: JSON.stringify({ GIT_COMMIT: info.commit, BUILD_TIME: info.built_at }),
})

const src = (path: string) => JSON.stringify(join(root, path))

async function workerSize(dir: string) {
  const files = (await readdir(dir)).filter((f) => !f.startsWith('.'))
  let bytes = 0
  let compressed = 0
  for (const file of files) {
    const data = await readFile(join(dir, file))
    bytes += data.length
    compressed += gzipSync(data, { level: 9 }).length
  }
  return { files: files.length, bytes, compressed }
}

export interface BuildOptions {
  outDir?: string
  workers?: readonly string[]
  lambda?: readonly string[]
  info?: BuildInfo
}

export async function buildAll({
  outDir: finalDir = join(root, 'dist'),
  workers = WORKER_GROUPS,
  lambda = LAMBDA_GROUPS,
  info = buildInfo(),
}: BuildOptions = {}): Promise<BuildReport> {
  // Built aside, then moved into place: a reader never sees half a build, and two builds running
  // at once each leave a consistent one.
  const started = new Date()
  const outDir = join(dirname(finalDir), 'tmp', `build-${process.pid}`)
  await rm(outDir, { recursive: true, force: true })
  const report: BuildReport = { ...info, workers: {}, lambda: {} }
  const define = defineFor(info)
  const satoriWasmDir = join(outDir, '.generated', 'satori-wasm')
  if (workers.some((g) => RENDERING.has(g))) await writeSatoriWasm(satoriWasmDir)
  // CJK and symbol fonts reach Workers as unicode-range slices among the static assets (scripts/font-slices.ts).
  const fontSlices = join(outDir, 'web', 'font-slices')
  if (workers.some((g) => RENDERING.has(g))) report.fontSlices = await sliceReport(await writeFontSlices(fontSlices), fontSlices)

  for (const group of workers) {
    const renders = RENDERING.has(group)
    const dir = join(outDir, 'workers', group)
    await bundleWorker({
      entry: {
        contents: [
          renders ? `import ${src('src/adapter/workers/precompiled.ts')}` : '',
          `import { worker } from ${src('src/adapter/workers/index.ts')}`,
          `import group from ${src(`functions/${group}.ts`)}`,
          'export default worker([group])',
        ].join('\n'),
      },
      outdir: dir,
      satoriWasmDir,
      define: { ...WORKER_DEFINE, ...define },
      plugins: [
        onlyGroups([group]),
        ...(renders ? [renderFiles(join(outDir, '.generated', group), fontSlices), harfbuzzGlue] : []),
        ...(group === 'templates' ? [prebuiltThumbnails(join(outDir, '.generated', 'thumbnails'))] : []),
      ],
    })
    report.workers[group] = await workerSize(dir)
  }

  for (const group of lambda) {
    const dir = join(outDir, 'lambda', group)
    const result = await bundleLambda({
      contents: [
        `import { lambda } from ${src('src/adapter/lambda/index.ts')}`,
        ...(CONNECTED.has(group)
          ? ['export const handler = lambda([])']
          : [`import group from ${src(`functions/${group}.ts`)}`, 'export const handler = lambda([group])']),
      ].join('\n'),
      outdir: dir,
      define,
      plugins: [
        onlyGroups([group]),
        harfbuzzGlue,
        ...(group === 'templates' ? [prebuiltThumbnails(join(outDir, '.generated', 'thumbnails'))] : []),
      ],
    })
    const renders = Object.keys(result.metafile!.inputs).some((input) => input.startsWith('src/lib/render/'))
    if (renders) {
      await copyPackageFiles([...fontFiles({ sliced: true }).keys(), ...RENDER_WASM, SRGB_ICC], dir)
    }
    report.lambda[group] = await zipDir(dir, join(outDir, 'lambda', `${group}.zip`))
  }

  report.web = await buildWeb(join(outDir, 'web'))

  await rm(join(outDir, '.generated'), { recursive: true, force: true })
  await writeFile(join(outDir, 'build.json'), JSON.stringify(report, null, 2) + '\n')
  // Dated when the build started: a source saved during the build is newer than it (tests/runtime).
  await utimes(join(outDir, 'build.json'), started, started)
  await rm(finalDir, { recursive: true, force: true })
  await rename(outDir, finalDir)
  return report
}

async function sliceReport(slices: ReadonlyArray<{ file: string }>, dir: string) {
  const sizes = await Promise.all(slices.map(async (slice) => (await stat(join(dir, slice.file))).size))
  return { files: slices.length, bytes: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) }
}

const mb = (n: number) => `${(n / MiB).toFixed(2)} MiB`

export function checkLimits(report: BuildReport): string[] {
  return [
    ...Object.entries(report.workers)
      .filter(([, s]) => s.compressed > LIMITS.workerCompressed)
      .map(([g, s]) => `worker ${g}: ${mb(s.compressed)} compressed exceeds ${mb(LIMITS.workerCompressed)}`),
    ...Object.entries(report.lambda)
      .filter(([, s]) => s.unzipped > LIMITS.lambdaUnzipped)
      .map(([g, s]) => `lambda ${g}: ${mb(s.unzipped)} unzipped exceeds ${mb(LIMITS.lambdaUnzipped)}`),
    ...(report.web && report.web.firstLoad > FIRST_LOAD_LIMIT
      ? [`web: first load ${kib(report.web.firstLoad)} gzip exceeds ${kib(FIRST_LOAD_LIMIT)}`]
      : []),
  ]
}

if (process.argv[1] === import.meta.filename) {
  const report = await buildAll()
  console.log(`build ${report.version} ${report.commit} ${report.built_at}`)
  console.table(
    Object.fromEntries([
      ...Object.entries(report.workers).map(([g, s]) => [
        `worker ${g}`,
        { files: s.files, size: mb(s.bytes), compressed: mb(s.compressed), limit: `${mb(LIMITS.workerCompressed)} compressed` },
      ]),
      ...Object.entries(report.lambda).map(([g, s]) => [
        `lambda ${g}`,
        { files: '', size: mb(s.unzipped), compressed: mb(s.zipped), limit: `${mb(LIMITS.lambdaUnzipped)} unzipped` },
      ]),
    ]),
  )
  if (report.fontSlices) {
    const { files, bytes, largest } = report.fontSlices
    console.log(`Font slices, CJK and symbols (render Worker static assets): ${files} files, ${mb(bytes)}, largest ${mb(largest)} (assets limit 25 MiB a file)`)
  }
  if (report.web) {
    console.log(`web page first load (index.html + JS + CSS, gzip): ${kib(report.web.firstLoad)} (limit ${kib(FIRST_LOAD_LIMIT)})`)
  }
  const problems = checkLimits(report)
  for (const p of problems) console.error(`build: ${p}`)
  if (problems.length) process.exit(1)
}
