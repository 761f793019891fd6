/**
 * The public share-link routes (`/s/{token}`): no session, cacheable by a CDN, rendered through
 * the same library calls, queue (src/server.ts) and RENDER_TIMEOUT_MS as /api/render.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../src/lib/http/env.js'
import { jsonError, RequestError } from '../src/lib/http/errors.js'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'
import { timedRender } from '../src/lib/metrics/index.js'
import { PageOutOfRange, renderPdf, renderPreview } from '../src/lib/render/index.js'
import { inlineDisposition } from '../src/lib/resumes/file-names.js'
import { notModified, sharedResume, type SharedResume } from '../src/lib/resumes/shares.js'

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } })
const binary = (type: string) => ({ [type]: { schema: z.string().openapi({ format: 'binary' }) } })
const error = (description: string) => ({ description, content: json(ErrorBody) })
const tags = ['Shared']
const Token = z.object({ token: z.string() })
const TokenPage = Token.extend({ page: z.string().openapi({ example: '0', description: 'Zero-based page' }) })
const IfNoneMatch = z.object({ 'if-none-match': z.string().optional() })

/** Public, cacheable by a CDN (by URL) for 5 minutes: a revoked link lives on there at most that long. */
const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60'
const cacheHeaders = {
  'Cache-Control': { schema: { type: 'string' as const, example: CACHE_CONTROL } },
  ETag: { schema: { type: 'string' as const, example: 'W/"3-rhyhorn"' }, description: 'Version and template (weak: a PDF\'s bytes differ between renders)' },
}
const common = {
  304: { description: 'Not modified: If-None-Match names the current ETag' },
  404: error('Unknown or revoked link'),
  503: error('Database unavailable, or the render took longer than RENDER_TIMEOUT_MS'),
}

const app = functionApp()

// Errors are never cached: a link shared again, or a database back up, answers at once.
app.use('/s/*', async function noStoreErrors(c, next) {
  await next()
  if (c.res.status >= 400) c.header('Cache-Control', 'no-store')
})

/** The shared resume and its cache headers, or a 304 when the caller's copy is current. */
async function lookUp(c: Context<AppEnv>, token: string, ifNoneMatch: string | undefined) {
  const db = c.var.services.db
  if (!db) throw new RequestError(503, 'Database not configured')
  const shared = await sharedResume(db, token)
  c.header('Cache-Control', CACHE_CONTROL)
  c.header('ETag', shared.etag)
  return { shared, fresh: notModified(ifNoneMatch, shared.etag) }
}

const timeoutMs = (c: Context<AppEnv>) => c.var.services.config.RENDER_TIMEOUT_MS
const template = (shared: SharedResume) => shared.data.metadata.template

app.openapi(
  createRoute({
    method: 'get',
    path: '/s/{token}',
    tags,
    summary: "A shared resume's current version as PDF (public, no session)",
    request: { params: Token, headers: IfNoneMatch },
    responses: { 200: { description: 'The PDF, inline', headers: cacheHeaders, content: binary('application/pdf') }, ...common },
  }),
  async (c) => {
    const { shared, fresh } = await lookUp(c, c.req.valid('param').token, c.req.valid('header')['if-none-match'])
    if (fresh) return c.body(null, 304)
    const render = () => renderPdf(shared.data, { timeoutMs: timeoutMs(c) })
    const { bytes } = await timedRender(c, 'pdf', template(shared), shared.data, render, (r) => r.pages)
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': inlineDisposition(shared.title),
    })
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/s/{token}/preview/{page}',
    tags,
    summary: 'One page of a shared resume as PNG; X-Total-Pages tells the count',
    request: { params: TokenPage, headers: IfNoneMatch },
    responses: {
      200: {
        description: 'The page as PNG',
        headers: { ...cacheHeaders, 'X-Total-Pages': { schema: { type: 'integer' } } },
        content: binary('image/png'),
      },
      400: error('Page out of range (X-Total-Pages still set) or not a number'),
      ...common,
    },
  }),
  async (c) => {
    const { token, page: raw } = c.req.valid('param')
    const page = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN
    if (Number.isNaN(page)) return jsonError(c, 400, `page must be a page number from 0, not ${JSON.stringify(raw.slice(0, 20))}`)
    const { shared, fresh } = await lookUp(c, token, c.req.valid('header')['if-none-match'])
    if (fresh) return c.body(null, 304)
    try {
      const render = () => renderPreview(shared.data, { page, timeoutMs: timeoutMs(c) })
      const { png, totalPages } = await timedRender(c, 'png', template(shared), shared.data, render, () => 1)
      return c.body(png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'X-Total-Pages': String(totalPages) })
    } catch (error) {
      if (!(error instanceof PageOutOfRange)) throw error
      c.header('X-Total-Pages', String(error.totalPages))
      return jsonError(c, 400, error.message, error.extra)
    }
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/s/{token}/resume.json',
    tags,
    summary: "A shared resume's current data (ResumeData)",
    request: { params: Token, headers: IfNoneMatch },
    responses: {
      200: { description: 'ResumeData', headers: cacheHeaders, content: json(z.record(z.string(), z.unknown())) },
      ...common,
    },
  }),
  async (c) => {
    const { shared, fresh } = await lookUp(c, c.req.valid('param').token, c.req.valid('header')['if-none-match'])
    if (fresh) return c.body(null, 304)
    return c.json(shared.data as Record<string, unknown>, 200)
  },
)

export default app
