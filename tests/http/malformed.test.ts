/**
 * Bad input always gets a 4xx JSON error: never a 5xx, a hang or a stack trace, and the service
 * keeps answering afterwards.
 */
import { describe, expect, it } from 'vitest'
import { testApp } from '../helpers/app.js'

const app = testApp({ MAX_BODY_BYTES: String(64 * 1024) })

const nested = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth)

interface Case {
  name: string
  body: BodyInit | null
  type?: string | null
}

const enc = (s: string) => new TextEncoder().encode(s)

/** Bodies no JSON route may accept, whatever its schema. */
const unreadable: Case[] = [
  { name: 'empty body with JSON type', body: '' },
  { name: 'truncated object', body: '{' },
  { name: 'missing value', body: '{"a":}' },
  { name: 'bare word', body: 'nul' },
  { name: 'trailing comma', body: '{"a":1,}' },
  { name: 'single quotes', body: "{'a':1}" },
  { name: 'NaN literal', body: '{"a":NaN}' },
  { name: 'two documents', body: '{}{}' },
  { name: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) },
  { name: 'lone continuation byte', body: new Uint8Array([0x7b, 0x7d, 0x80]) },
  { name: 'UTF-16 body', body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { name: 'depth 1000 arrays', body: nested(1000, '[', ']') },
  { name: 'depth 1000 objects', body: nested(1000, '{"a":', '}', '{}') },
  { name: 'depth 33 objects', body: nested(33, '{"a":', '}', '{}') },
  { name: '__proto__ at top', body: '{"__proto__":{"polluted":true}}' },
  { name: '__proto__ nested', body: '{"basics":{"__proto__":{"polluted":true}}}' },
  { name: 'huge string', body: JSON.stringify({ basics: { name: 'x'.repeat(20_000) } }) },
  { name: 'huge string in array', body: JSON.stringify({ a: ['y'.repeat(17_000)] }) },
  { name: 'body over the size limit', body: JSON.stringify({ a: 'z'.repeat(40_000).split('') }) },
  { name: 'text/plain type', body: '{}', type: 'text/plain' },
  { name: 'no content type', body: '{}', type: null },
  { name: 'form type', body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { name: 'multipart type', body: '--x\r\n\r\n--x--', type: 'multipart/form-data; boundary=x' },
  { name: 'xml type', body: '<resume/>', type: 'application/xml' },
]

/** Well-formed JSON of the wrong shape for the named route. */
const wrongShape: Record<string, unknown[]> = {
  '/api/parse': [
    null,
    [],
    1,
    'json-resume',
    {},
    { format: 'json-resume' },
    { data: '{}' },
    { format: 5, data: '{}' },
    { format: 'json-resume', data: 5 },
    { format: 'json-resume', data: null },
    { format: 'json-resume', data: '{}', base64: 'yes' },
    { format: 'docx', data: '{}' },
    { format: 'JSON-RESUME', data: '{}' },
    { format: 'json-resume', data: 'not json' },
    { format: 'json-resume', data: '[1,2]' },
    { format: 'native', data: 'null' },
    { format: 'native', data: '{"basics":' },
    { format: 'rrv3', data: '"just a string"' },
    { format: 'rrv3', data: '' },
    { format: 'linkedin', data: 'UEsDBA==' },
    { format: 'linkedin', data: 'not base64 at all!', base64: true },
    { format: 'linkedin', data: 'aGVsbG8gd29ybGQ=', base64: true },
    { format: 'linked-in', data: '', base64: true },
    { format: 'json-resume', data: '%%%', base64: true },
  ],
  '/api/render/pdf': [
    null,
    [],
    'resume',
    {},
    { resume: null },
    { resume: [] },
    { resume: {}, template: 5 },
    { resume: {}, template: 'no-such-template' },
    { resume: { basics: { email: 'not an email' } } },
    { resume: { sections: { experience: { items: [{ company: 1 }] } } } },
  ],
  '/api/render/preview': [
    null,
    { resume: null },
    { resume: {}, page: -1 },
    { resume: {}, page: 1.5 },
    { resume: {}, page: '0' },
    { resume: {}, page: 10_000 },
    { resume: {}, template: 'nope' },
    { resume: { metadata: { theme: { primary: 'red' } } } },
  ],
}

async function send(path: string, { body, type = 'application/json' }: Case) {
  const headers: Record<string, string> = {}
  if (type) headers['Content-Type'] = type
  return app.request(path, { method: 'POST', headers, body })
}

async function expectJson4xx(res: Response) {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
  const body = (await res.json()) as { error?: unknown }
  expect(typeof body.error).toBe('string')
  expect(body.error as string).not.toMatch(/\n\s+at /)
}

const routes = ['/api/parse', '/api/validate', '/api/render/pdf', '/api/render/preview']

describe('unreadable bodies get a 4xx JSON error on every JSON route', () => {
  for (const path of routes) {
    for (const c of unreadable) {
      it(`${path}: ${c.name}`, async () => {
        await expectJson4xx(await send(path, c))
      })
    }
  }
})

describe('well-formed JSON of the wrong shape gets a 4xx JSON error', () => {
  for (const [path, bodies] of Object.entries(wrongShape)) {
    bodies.forEach((body, i) => {
      it(`${path} #${i}: ${JSON.stringify(body).slice(0, 60)}`, async () => {
        await expectJson4xx(await send(path, { name: '', body: JSON.stringify(body) }))
      })
    })
  }
})

describe('POST /api/validate answers wrong types with 200 valid:false, not an HTTP error', () => {
  const bodies: unknown[] = [
    null,
    [],
    1,
    'resume',
    { basics: null },
    { basics: { name: 5 } },
    { sections: { experience: { items: 'none' } } },
    { sections: { skills: { items: [{ level: 9 }] } } },
    { metadata: { page: { format: 'a3' } } },
    { metadata: { theme: { text: 'black' } } },
  ]
  bodies.forEach((body, i) => {
    it(`#${i}: ${JSON.stringify(body)}`, async () => {
      const res = await send('/api/validate', { name: '', body: JSON.stringify(body) })
      expect(res.status).toBe(200)
      const result = (await res.json()) as { valid: boolean; errors: string[] }
      expect(result.valid).toBe(false)
      expect(result.errors.length).toBeGreaterThan(0)
    })
  })
})

it('nothing above polluted Object.prototype, and the service still answers', async () => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  const res = await app.request('/health')
  expect(res.status).toBe(200)
  expect(await res.text()).toBe('ok')
})
