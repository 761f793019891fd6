/**
 * @module
 * The page at `/`, its hashed assets and the API reference at `/docs`, on Node: the folder that
 * scripts/build-web.ts writes (`npm start` builds it into dist-node/web). On Workers the same
 * folder is served as static assets (`[assets]` in wrangler.toml), with the same headers.
 */
import { etag } from 'hono/etag'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { jsonError } from '../src/lib/http/errors.js'
import { functionApp } from '../src/lib/http/openapi.js'
import { ASSET_HEADERS, DOCS_HEADERS, PAGE_HEADERS } from '../src/lib/http/page-headers.js'

const DIR = fileURLToPath(new URL('../dist-node/web/', import.meta.url))

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
}

/** Hashed names only: no path separators, so nothing outside the assets folder can be named. */
const ASSET = /^[\w-]+(?:\.\w+)*\.(js|css|txt)$/

const app = functionApp()

// The HTML is revalidated on every load (`no-cache`): an ETag makes that a 304 when unchanged.
app.use('/', etag())
app.use('/docs', etag())

const page = (file: string, headers: Record<string, string>) =>
  app.get(file === 'index.html' ? '/' : '/docs', async (c) => {
    const html = await readFile(`${DIR}${file}`, 'utf8').catch(() => undefined)
    if (html === undefined) return jsonError(c, 503, 'The page is not built: run `npm start` (or `npx tsx scripts/build-web.ts dist-node/web`)')
    return c.html(html, 200, headers)
  })

page('index.html', PAGE_HEADERS)
page('docs.html', DOCS_HEADERS)

app.get('/assets/:name', async (c) => {
  const name = c.req.param('name')
  const kind = ASSET.exec(name)?.[1]
  const body = kind ? await readFile(`${DIR}assets/${name}`).catch(() => undefined) : undefined
  if (!kind || !body) return jsonError(c, 404, `Not found: ${c.req.path}`)
  return c.body(body, 200, { ...ASSET_HEADERS, 'Content-Type': TYPES[kind]! })
})

export default app
