import { createRoute, z } from '@hono/zod-openapi'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'
import { renderThumbnail } from '../src/lib/render/index.js'
import { TEMPLATES } from '../src/templates/catalog.js'

const Hex = z.string().regex(/^#[0-9a-f]{6}$/)
const TemplateSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    theme: z.object({ background: Hex, text: Hex, primary: Hex }),
  })
  .openapi('TemplateSummary')

const summaries = TEMPLATES.map(({ id, name, theme }) => ({ id, name, theme }))

const app = functionApp()

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/templates',
    tags: ['Templates'],
    summary: 'The 12 templates, default (rhyhorn) first',
    responses: {
      200: { description: 'Template summaries', content: { 'application/json': { schema: z.array(TemplateSummary) } } },
    },
  }),
  (c) => c.json(summaries, 200),
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/templates/{id}/thumbnail',
    tags: ['Templates'],
    summary: 'Page 0 of a built-in sample resume in the template, as PNG (cached a day)',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'PNG at 2 px per point',
        headers: { ETag: { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } },
        content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      304: { description: 'Not modified (If-None-Match matched the ETag)' },
      404: { description: 'Unknown template', content: { 'application/json': { schema: ErrorBody } } },
    },
  }),
  async (c) => {
    const { png, etag } = await renderThumbnail(c.req.valid('param').id)
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400' }
    const match = c.req.header('If-None-Match')
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers)
    return c.body(png as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'image/png' })
  },
)

export default app
