import { createRoute, z } from '@hono/zod-openapi'
import { isConnected } from '../src/lib/config/index.js'
import { reachable } from '../src/lib/db/index.js'
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
    summary: 'Liveness probe; in connected mode also probes the database',
    responses: {
      200: { description: 'The service answers', content: { 'text/plain': { schema: z.string() } } },
      503: { description: 'Connected mode: `database unreachable`', content: { 'text/plain': { schema: z.string() } } },
    },
  }),
  async (c) => {
    const { config, db } = c.var.services
    if (isConnected(config) && !(await reachable(db))) return c.text('database unreachable', 503)
    return c.text('ok', 200)
  },
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
