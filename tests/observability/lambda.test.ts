import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import * as Sentry from '@sentry/aws-serverless'
import { handle } from 'hono/aws-lambda'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { functionApp } from '../../src/lib/http/openapi.js'
import { lambdaSentry } from '../../src/lib/observability/lambda.js'

// Built at run time: the SDK sends source lines around each stack frame, and these must not match.
const SECRET_TEXT = ['Grace', 'Hopper', 'found', 'the', 'moth'].join('_')
const TOKEN = ['lambda', 'bearer', '77aa'].join('-')
const COOKIE_VALUE = ['lambda', 'cookie', '1'].join('-')

/** A route that fails after reading a resume. Test-only. */
const failing = functionApp()
failing.post('/test/fail', async (c) => {
  await c.req.json()
  throw new Error('forced failure on Lambda')
})

describe('Lambda: @sentry/aws-serverless init + wrapHandler around the app', () => {
  const bodies: string[] = []
  let server: Server
  let dsn = ''
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        const raw = Buffer.concat(chunks)
        bodies.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'))
        res.writeHead(200).end('{}')
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    dsn = `http://publickey@127.0.0.1:${(server.address() as AddressInfo).port}/7`
  })
  afterAll(async () => {
    await Sentry.close(2000)
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends the envelope of an unhandled error, scrubbed', async () => {
    const sentry = lambdaSentry(dsn)
    const config = loadConfig({ ERROR_TRACKER_DSN: dsn }, () => {})
    const app = createApp({ services: { config }, functions: [failing], log: () => {}, report: sentry.report })
    const handler = sentry.wrap(handle(app))
    const event = {
      version: '2.0',
      routeKey: '$default',
      rawPath: '/test/fail',
      rawQueryString: `access_token=${TOKEN}`,
      headers: { 'content-type': 'application/json', cookie: `session=${COOKIE_VALUE}`, authorization: `Bearer ${TOKEN}`, 'user-agent': 'lambda-agent' },
      requestContext: { http: { method: 'POST', path: '/test/fail', sourceIp: '203.0.113.5' }, domainName: 'api.test', requestId: 'r1', stage: '$default' },
      body: JSON.stringify({ basics: { name: 'Grace', label: SECRET_TEXT } }),
      isBase64Encoded: false,
    }
    const result = (await handler(event as never, { callbackWaitsForEmptyEventLoop: false } as never, () => {})) as unknown as { statusCode: number }
    expect(result.statusCode).toBe(500)
    // No flush here: wrapHandler must have sent the report before the invocation ended.
    const events = bodies.filter((b) => b.includes('"type":"event"'))
    expect(events).toHaveLength(1)
    expect(events[0]).toContain('forced failure on Lambda')
    expect(events[0]).toContain('lambda-agent')
    for (const secret of [SECRET_TEXT, COOKIE_VALUE, TOKEN, 'access_token', '203.0.113.5']) expect(events[0]).not.toContain(secret)
  })
})
