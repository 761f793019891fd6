import { describe, expect, it } from 'vitest'
import { postJson, testApp } from '../helpers/app.js'

const ROUTES: Array<[string, string]> = [
  ['GET', '/api/resumes'],
  ['POST', '/api/resumes'],
  ['GET', '/api/resumes/00000000-0000-0000-0000-000000000000'],
  ['PUT', '/api/resumes/00000000-0000-0000-0000-000000000000'],
  ['DELETE', '/api/resumes/00000000-0000-0000-0000-000000000000'],
  ['POST', '/api/resumes/import'],
  ['GET', '/api/resumes/export'],
  ['GET', '/api/resumes/export/pdf'],
  ['GET', '/auth/login'],
  ['GET', '/auth/callback'],
  ['POST', '/auth/logout'],
  ['GET', '/auth/me'],
  ['GET', '/api/resumes/00000000-0000-0000-0000-000000000000/versions'],
  ['GET', '/api/resumes/00000000-0000-0000-0000-000000000000/versions/1'],
  ['POST', '/api/resumes/00000000-0000-0000-0000-000000000000/versions/1/restore'],
  ['PUT', '/api/resumes/00000000-0000-0000-0000-000000000000/share'],
  ['DELETE', '/api/resumes/00000000-0000-0000-0000-000000000000/share'],
  ['GET', '/api/account/export'],
  ['DELETE', '/api/account'],
  ['GET', '/s/AbC_-1'],
  ['GET', '/s/AbC_-1/preview/0'],
  ['GET', '/s/AbC_-1/resume.json'],
]

describe.each([
  ['no SERVICE_CLOUD, no DATABASE_URL', {}],
  ['SERVICE_CLOUD=true without DATABASE_URL', { SERVICE_CLOUD: 'true' }],
  ['DATABASE_URL without SERVICE_CLOUD', { DATABASE_URL: 'memory://' }],
])('without connected mode (%s)', (_, env: Record<string, string>) => {
  const app = testApp(env)

  it.each(ROUTES)('%s %s does not exist (404 JSON)', async (method, path) => {
    const res = await app.request(path, { method })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: expect.any(String) })
  })

  it('leaves render routes open and /health without a database probe', async () => {
    const render = await postJson(app, '/api/render/pdf', {})
    expect(render.status).not.toBe(401)
    expect(await (await app.request('/health')).text()).toBe('ok')
  })

  it('does not list connected routes in the OpenAPI document', async () => {
    const doc = await (await app.request('/api/openapi.json')).json()
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/resumes') || p.startsWith('/api/account') || p.startsWith('/auth') || p.startsWith('/s/'))).toEqual([])
  })
})
