import { createRoute, z } from '@hono/zod-openapi'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { functionApp } from '../openapi.js'
import { jsonBody } from './index.js'

/** An app with the middleware and one route that validates its JSON body, as the functions do. */
function echoApp() {
  const app = functionApp()
  app.use(jsonBody())
  app.openapi(
    createRoute({
      method: 'post',
      path: '/echo',
      request: { body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string() }) } } } },
      responses: { 200: { description: 'The name' } },
    }),
    (c) => c.json({ name: c.req.valid('json').name }, 200),
  )
  return app
}

afterEach(() => vi.restoreAllMocks())

describe('jsonBody', () => {
  it('parses a body once: the route validator gets the value the middleware parsed and checked', async () => {
    const app = echoApp()
    const body = JSON.stringify({ name: 'Ada' })
    const parse = vi.spyOn(JSON, 'parse')
    const res = await app.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })
    const parsedBody = parse.mock.calls.filter(([text]) => text === body).length
    parse.mockRestore()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ name: 'Ada' })
    expect(parsedBody).toBe(1)
  })

  it('still answers the route schema with a 400 naming the field', async () => {
    const res = await echoApp().request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":1}' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/name/)
  })
})
