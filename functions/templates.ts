import { createRoute, z } from '@hono/zod-openapi'
import { functionApp } from '../src/lib/http/openapi.js'
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

export default app
