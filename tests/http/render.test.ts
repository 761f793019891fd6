import { describe, expect, it } from 'vitest'
import { postJson, testApp } from '../helpers/app.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'

const app = testApp({ RATE_LIMIT_DISABLED: 'true' })

const pngSize = (bytes: Uint8Array) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47]

describe('POST /api/render/preview', () => {
  it('answers page 0 as a 2x PNG with X-Total-Pages', async () => {
    const res = await postJson(app, '/api/render/preview', { resume: SAMPLE_RESUME })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Number(res.headers.get('x-total-pages'))).toBeGreaterThanOrEqual(1)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.subarray(0, 4)]).toEqual(PNG_SIGNATURE)
    expect(pngSize(bytes)).toEqual({ width: 1191, height: 1684 })
  })

  it('draws Letter pages at 1224 x 1584', async () => {
    const resume = { ...SAMPLE_RESUME, metadata: { page: { format: 'letter' } } }
    const res = await postJson(app, '/api/render/preview', { resume, template: 'azurill' })
    expect(res.status).toBe(200)
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1224, height: 1584 })
  })

  it('answers a page out of range with 400 and still sets X-Total-Pages', async () => {
    const res = await postJson(app, '/api/render/preview', { resume: SAMPLE_RESUME, template: 'leafish', page: 7 })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-total-pages')).toBe('1')
    expect((await res.json()).error).toMatch(/out of range/)
    const negative = await postJson(app, '/api/render/preview', { resume: SAMPLE_RESUME, template: 'leafish', page: -1 })
    expect(negative.status).toBe(400)
    expect(negative.headers.get('x-total-pages')).toBe('1')
  })

  it('answers an unknown template with 400', async () => {
    const res = await postJson(app, '/api/render/preview', { resume: SAMPLE_RESUME, template: 'nope' })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: 'Unknown template: nope' })
  })

  it('answers an invalid resume with 422 and the validate strings', async () => {
    const res = await postJson(app, '/api/render/preview', { resume: { basics: { email: 'not-an-email' } } })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: 'Invalid resume', errors: ['basics.email: Invalid email address'] })
  })

  it('answers 503 when the render takes longer than RENDER_TIMEOUT_MS', async () => {
    const slow = testApp({ RATE_LIMIT_DISABLED: 'true', RENDER_TIMEOUT_MS: '1' })
    const resume = { ...SAMPLE_RESUME, basics: { ...SAMPLE_RESUME.basics, name: `Timeout ${Date.now()}` } }
    const res = await postJson(slow, '/api/render/preview', { resume })
    expect(res.status).toBe(503)
    expect(typeof (await res.json()).error).toBe('string')
  })
})

describe('POST /api/render/pdf', () => {
  it('answers a PDF', async () => {
    const res = await postJson(app, '/api/render/pdf', { resume: SAMPLE_RESUME, template: 'rhyhorn' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('%PDF')
  })

  it('answers 422 with errors, 400 for an unknown template or a missing resume', async () => {
    const invalid = await postJson(app, '/api/render/pdf', { resume: { sections: { experience: { items: [{ company: 7 }] } } } })
    expect(invalid.status).toBe(422)
    expect((await invalid.json()).errors).toEqual(['sections.experience.items[0].company: Expected string'])
    const unknown = await postJson(app, '/api/render/pdf', { resume: SAMPLE_RESUME, template: 'missingno' })
    expect(unknown.status).toBe(400)
    const missing = await postJson(app, '/api/render/pdf', { template: 'rhyhorn' })
    expect(missing.status).toBe(400)
  })

  it('uses metadata.template when no template is given', async () => {
    const resume = { ...SAMPLE_RESUME, metadata: { template: 'unknown-one' } }
    const res = await postJson(app, '/api/render/pdf', { resume })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('Unknown template: unknown-one')
  })
})

describe('GET /api/templates/{id}/thumbnail', () => {
  it('answers a cacheable PNG with an ETag, and 304 when it matches', async () => {
    const res = await app.request('/api/templates/azurill/thumbnail')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1191, height: 1684 })

    const again = await app.request('/api/templates/azurill/thumbnail', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    const other = await app.request('/api/templates/azurill/thumbnail', { headers: { 'If-None-Match': '"other"' } })
    expect(other.status).toBe(200)
  })

  it('differs between templates and answers 404 for an unknown id', async () => {
    const a = await app.request('/api/templates/rhyhorn/thumbnail')
    const b = await app.request('/api/templates/leafish/thumbnail')
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'))
    const missing = await app.request('/api/templates/nope/thumbnail')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Unknown template: nope' })
  })
})
