import { createRoute, z } from '@hono/zod-openapi'
import { functionApp } from '../src/lib/http/openapi.js'
import { versionRecord } from '../src/lib/version.js'

const VersionRecord = z
  .object({ version: z.string(), commit: z.string().nullable(), built_at: z.string().nullable() })
  .openapi('Version')

const app = functionApp()

app.openapi(
  createRoute({
    method: 'get',
    path: '/health',
    tags: ['Health'],
    summary: 'Liveness probe',
    responses: { 200: { description: 'The service answers', content: { 'text/plain': { schema: z.string() } } } },
  }),
  (c) => c.text('ok'),
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/version',
    tags: ['Health'],
    summary: 'Version, commit and build time of the running build',
    responses: { 200: { description: 'Version record', content: { 'application/json': { schema: VersionRecord } } } },
  }),
  (c) => c.json(versionRecord(c.var.services.config), 200),
)

export default app
