import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { connectedApp, testApp, testDb } from '../helpers/app.js'

const app = testApp()

describe('GET /api/schema', () => {
  it('serves the JSON Schema generated from the zod schema, identical to the committed file', async () => {
    const res = await app.request('/api/schema')
    expect(res.status).toBe(200)
    const served = await res.json()
    const committed = JSON.parse(await readFile(new URL('../../schema/resume.schema.json', import.meta.url), 'utf8'))
    expect(served, 'schema/resume.schema.json is stale: run npm run schema').toEqual(committed)
    expect(served).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { basics: { type: 'object' }, sections: { type: 'object' }, metadata: { type: 'object' } },
    })
  })
})

/** Every route an app serves, as `METHOD /path/:param`, next to what its OpenAPI document lists. */
async function documentedAndServed(app: ReturnType<typeof testApp>) {
  const doc = (await (await app.request('/api/openapi.json')).json()) as {
    openapi: string
    paths: Record<string, Record<string, unknown>>
  }
  expect(doc.openapi).toBe('3.1.0')
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  )
  const served = app.routes
    .filter((r) => r.method !== 'ALL' && r.path !== '/api/openapi.json')
    .map((r) => `${r.method} ${r.path}`)
  return { documented, served }
}

describe('GET /api/openapi.json', () => {
  it('describes every route the app serves', async () => {
    const { documented, served } = await documentedAndServed(testApp())
    expect(served.length).toBeGreaterThan(4)
    for (const route of served) expect(documented, `${route} is not in the OpenAPI document`).toContain(route)
  })

  it('describes the connected routes too when they are served', async () => {
    const db = await testDb('memory://')
    try {
      const { documented, served } = await documentedAndServed(connectedApp(db))
      expect(served).toContain('PUT /api/resumes/:id')
      expect(served).toContain('GET /auth/me')
      for (const route of served) expect(documented, `${route} is not in the OpenAPI document`).toContain(route)
    } finally {
      await db.close()
    }
  })
})

describe('unknown routes and methods', () => {
  it('404 JSON for an unknown path', async () => {
    const res = await app.request('/nope')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: 'Not found: GET /nope' })
  })

  it('405 JSON with Allow for a known path under another method', async () => {
    const res = await app.request('/api/templates', { method: 'DELETE' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET')
    expect((await res.json()) as { error: string }).toHaveProperty('error')
  })

  it('405 for GET on a POST route', async () => {
    const res = await app.request('/api/parse')
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
  })
})

describe('body size limit', () => {
  it('413 JSON over MAX_BODY_BYTES', async () => {
    const small = testApp({ MAX_BODY_BYTES: '1000' })
    const res = await small.request('/api/validate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ basics: { name: 'x'.repeat(2000) } }),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: string }).error).toMatch(/larger than 1000 bytes/)
  })

  it('413 from Content-Length alone, and a body within it read as usual', async () => {
    const small = testApp({ MAX_BODY_BYTES: '1000' })
    const post = (body: string) =>
      small.request('/api/validate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(new TextEncoder().encode(body).length) },
        body,
      })
    const over = await post(JSON.stringify({ basics: { name: 'é'.repeat(600) } }))
    expect(over.status).toBe(413)
    expect(((await over.json()) as { error: string }).error).toMatch(/larger than 1000 bytes/)
    const within = await post(JSON.stringify({ basics: { name: 'Ada' } }))
    expect(within.status).toBe(200)
    expect(await within.json()).toMatchObject({ valid: true })
  })

  it('413 for a streamed body of unknown length once it passes the limit', async () => {
    const small = testApp({ MAX_BODY_BYTES: '1000' })
    const chunk = new TextEncoder().encode(`{"basics":{"name":"${'x'.repeat(600)}`)
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk)
        controller.enqueue(new TextEncoder().encode(`${'y'.repeat(600)}"}}`))
        controller.close()
      },
    })
    const res = await small.request('/api/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(413)
  })
})
