import { createRoute, z } from '@hono/zod-openapi'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'
import { scrapeAccess } from '../src/lib/metrics/index.js'

const app = functionApp()

app.openapi(
  createRoute({
    method: 'get',
    path: '/metrics',
    tags: ['Metrics'],
    summary: 'Prometheus text exposition; requires Authorization: Bearer <METRICS_TOKEN>',
    responses: {
      200: { description: 'Metrics', content: { 'text/plain': { schema: z.string() } } },
      401: { description: 'Missing or wrong bearer token', content: { 'application/json': { schema: ErrorBody } } },
      404: { description: 'No METRICS_TOKEN configured', content: { 'application/json': { schema: ErrorBody } } },
    },
  }),
  async (c) => {
    const { config, metrics } = c.var.services
    const access = await scrapeAccess(c.req.header('Authorization'), config.METRICS_TOKEN)
    if (access === 'unconfigured' || !metrics) return c.json({ error: 'Not found: GET /metrics' }, 404)
    if (access === 'unauthorized') {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"')
      return c.json({ error: 'Metrics require Authorization: Bearer <token>' }, 401)
    }
    const { contentType, body } = await metrics.scrape()
    return c.text(body, 200, { 'Content-Type': contentType })
  },
)

export default app
