/**
 * @module
 * The page at `/` and the API reference at `/docs` (src/web/), bundled by esbuild into one folder:
 * `index.html` and `docs.html` naming hashed `assets/<name>-<hash>.js|css`, and a `_headers` file
 * with the headers of src/lib/http/page-headers.ts for Cloudflare's static assets (`[assets]` in
 * wrangler.toml). `npm start` serves the same folder through functions/web.ts.
 *
 * The report gives the page's first-load transfer (HTML + JS + CSS, gzip), held to `FIRST_LOAD_LIMIT`.
 */
import { build, type Metafile, type Plugin } from 'esbuild'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { ASSET_HEADERS, DOCS_HEADERS, PAGE_HEADERS } from '../src/lib/http/page-headers.js'

const root = resolve(import.meta.dirname, '..')
const web = join(root, 'src', 'web')

/** The budget for the page's first load, editor included. */
export const FIRST_LOAD_LIMIT = 250 * 1024

export interface WebReport {
  /** Gzip bytes of index.html and the JS and CSS it loads. */
  firstLoad: number
  files: Record<string, { bytes: number; gzip: number }>
}

/**
 * codemirror-json-schema imports a Markdown renderer with a syntax highlighter and the JSON5 and
 * YAML modes whatever mode is used: swapped for the small stand-ins in src/web/shims/, which
 * keeps the first load inside its budget.
 */
const jsonSchemaShims: Plugin = {
  name: 'codemirror-json-schema-shims',
  setup(b) {
    const inPackage = (importer: string) => importer.includes('/node_modules/codemirror-json-schema/')
    b.onResolve({ filter: /^\.\.\/utils\/markdown$/ }, (args) =>
      inPackage(args.importer) ? { path: join(web, 'shims', 'markdown.ts') } : undefined,
    )
    b.onResolve({ filter: /^\.\/(json5|yaml)-parser$/ }, (args) =>
      inPackage(args.importer) ? { path: join(web, 'shims', 'other-modes.ts') } : undefined,
    )
  },
}

/** The hashed JS and CSS an entry produced, as paths from `outdir`. */
function outputsOf(metafile: Metafile, entry: string, outdir: string) {
  const js = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entry)
  if (!js) throw new Error(`build-web: no output for ${entry}`)
  const rel = (p: string) => resolve(root, p).slice(resolve(outdir).length + 1)
  return { js: rel(js[0]), css: js[1].cssBundle ? rel(js[1].cssBundle) : undefined }
}

const headerBlock = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')

export async function buildWeb(outdir: string): Promise<WebReport> {
  const result = await build({
    entryPoints: { main: join(web, 'main.tsx'), docs: join(web, 'docs.ts') },
    outdir: join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'linked',
    tsconfig: join(web, 'tsconfig.json'),
    metafile: true,
    plugins: [jsonSchemaShims],
    logLevel: 'warning',
  })
  const files: WebReport['files'] = {}
  const record = async (rel: string) => {
    const data = await readFile(join(outdir, rel))
    files[rel] = { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length }
    return files[rel]!.gzip
  }

  let firstLoad = 0
  for (const [entry, page] of [
    ['src/web/main.tsx', 'index.html'],
    ['src/web/docs.ts', 'docs.html'],
  ] as const) {
    const { js, css } = outputsOf(result.metafile, entry, outdir)
    const html = (await readFile(join(web, page), 'utf8')).replace('{{js}}', `/${js}`).replace('{{css}}', `/${css}`)
    await writeFile(join(outdir, page), html)
    const sizes = (await record(page)) + (await record(js)) + (css ? await record(css) : 0)
    if (page === 'index.html') firstLoad = sizes
  }

  // Cloudflare static assets: `/` is index.html, `/docs` is docs.html (html_handling), both revalidated.
  await writeFile(
    join(outdir, '_headers'),
    [
      headerBlock('/', PAGE_HEADERS),
      headerBlock('/index.html', PAGE_HEADERS),
      headerBlock('/docs', DOCS_HEADERS),
      headerBlock('/docs.html', DOCS_HEADERS),
      headerBlock('/assets/*', ASSET_HEADERS),
    ].join('\n') + '\n',
  )
  return { firstLoad, files }
}

export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`

if (process.argv[1] === import.meta.filename) {
  const outdir = resolve(process.argv[2] ?? join(root, 'dist', 'web'))
  await mkdir(outdir, { recursive: true })
  const report = await buildWeb(outdir)
  console.log(`web: ${basename(outdir)} first load ${kib(report.firstLoad)} gzip (limit ${kib(FIRST_LOAD_LIMIT)})`)
  if (report.firstLoad > FIRST_LOAD_LIMIT) process.exit(1)
}
