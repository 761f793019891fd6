import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { functionApp } from '../../src/lib/http/openapi.js'
import { nodeErrorReporter } from '../../src/lib/observability/node.js'
import { cloudflareReport, withErrorTracking } from '../../src/lib/observability/cloudflare.js'

const SECRET_TEXT = 'Ada Lovelace wrote the first program at Analytical Engines Ltd'
const COOKIE = 'session=cookie-secret-4f1c'
const TOKEN = 'bearer-secret-9a7e'

/** A loopback stand-in for the error tracker: collects every envelope posted to it. */
function trackerServer() {
  const envelopes: Array<{ path: string; body: string }> = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
      envelopes.push({ path: req.url ?? '', body: body.toString('utf8') })
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
    })
  })
  return { server, envelopes }
}

/** A route that fails after reading a resume, as a bug in a handler would. Test-only. */
const failing = functionApp()
failing.post('/test/fail', async (c) => {
  await c.req.json()
  throw new Error('forced failure for the error tracker')
})

const failingRequest = () =>
  new Request(`http://resume.test/test/fail?access_token=${TOKEN}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: COOKIE,
      Authorization: `Bearer ${TOKEN}`,
      'User-Agent': 'sentry-test-agent',
    },
    body: JSON.stringify({ basics: { name: 'Ada Lovelace', label: SECRET_TEXT } }),
  })

const expectScrubbedEnvelope = (body: string) => {
  expect(body).toContain('forced failure for the error tracker')
  expect(body).toContain('/test/fail')
  expect(body).toContain('sentry-test-agent')
  for (const secret of [SECRET_TEXT, 'Ada Lovelace', 'cookie-secret-4f1c', TOKEN, 'access_token']) {
    expect(body).not.toContain(secret)
  }
}

describe('error tracking (ERROR_TRACKER_DSN)', () => {
  const tracker = trackerServer()
  let dsn = ''

  beforeAll(async () => {
    await new Promise<void>((resolve) => tracker.server.listen(0, '127.0.0.1', resolve))
    dsn = `http://publickey@127.0.0.1:${(tracker.server.address() as AddressInfo).port}/42`
  })
  afterAll(() => new Promise((resolve) => tracker.server.close(resolve)))

  it('sends the envelope of an unhandled error to the DSN host, without resume text, cookie or token', async () => {
    const reporter = nodeErrorReporter({ dsn })
    const config = loadConfig({ ERROR_TRACKER_DSN: dsn }, () => {})
    const app = createApp({ services: { config }, functions: [failing], log: () => {}, report: reporter.report })

    const res = await app.request(failingRequest())
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ error: 'Internal server error' })
    expect(await reporter.flush(5000)).toBe(true)

    expect(tracker.envelopes).toHaveLength(1)
    const [envelope] = tracker.envelopes
    expect(envelope!.path.split('?')[0]).toBe('/api/42/envelope/')
    expectScrubbedEnvelope(envelope!.body)
  })

  it('Workers: @sentry/cloudflare withSentry around the app sends one scrubbed envelope', async () => {
    const config = loadConfig({ ERROR_TRACKER_DSN: dsn }, () => {})
    const app = createApp({ services: { config }, functions: [failing], log: () => {}, report: cloudflareReport })
    const worker = withErrorTracking({
      fetch: (request: Request, env: unknown, ctx: unknown) => app.fetch(request, env, ctx as never),
    })
    const pending: Promise<unknown>[] = []
    const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => {}, props: {} }
    const before = tracker.envelopes.length
    const res = await worker.fetch!(failingRequest() as never, { ERROR_TRACKER_DSN: dsn } as never, ctx as never)
    expect(res.status).toBe(500)
    await Promise.all(pending)
    const sent = tracker.envelopes.slice(before).filter((e) => e.body.includes('"type":"event"'))
    expect(sent).toHaveLength(1)
    expectScrubbedEnvelope(sent[0]!.body)
  })

  it('sends nothing for errors the caller caused (4xx)', async () => {
    const reporter = nodeErrorReporter({ dsn })
    const config = loadConfig({}, () => {})
    const app = createApp({ services: { config }, log: () => {}, report: reporter.report })
    const before = tracker.envelopes.length
    const res = await app.request('/api/parse', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"format":"nope","data":""}',
    })
    expect(res.status).toBe(400)
    await reporter.flush(2000)
    expect(tracker.envelopes.length).toBe(before)
  })
})
