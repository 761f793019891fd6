/**
 * The built Lambda functions (dist/lambda/<group>/index.mjs, the code inside each zip) invoked with
 * API Gateway v2 events, as the HTTP API in serverless.yml sends them: the core checks, bodies sent
 * as JSON text and base64, binary answers base64-encoded, and a PDF byte-identical to the one the
 * Node server renders for the same request.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CHECKS, type GroupFetch } from '../checks.js'
import { deployBuild, DIST } from '../build.js'
import { apiGatewayV2Event, lambdaContext, responseOf, type EventOptions } from './event.js'
import { postJson, testApp } from '../../helpers/app.js'
import { SAMPLE_RESUME } from '../../../src/templates/sample.js'
import type { BuildReport } from '../../../scripts/build.js'

type Handler = (event: unknown, context: unknown) => Promise<Parameters<typeof responseOf>[0]>

const handlers = new Map<string, Handler>()
let build: BuildReport

beforeAll(async () => {
  build = deployBuild()
  for (const group of Object.keys(build.lambda)) {
    const module = await import(pathToFileURL(join(DIST, 'lambda', group, 'index.mjs')).href)
    handlers.set(group, module.handler as Handler)
  }
}, 300_000)

afterEach(() => void vi.useRealTimers())

async function invoke(group: string, path: string, init?: RequestInit, options?: EventOptions) {
  const handler = handlers.get(group)
  if (!handler) throw new Error(`no Lambda built for ${group}`)
  return handler(await apiGatewayV2Event(path, init, options), lambdaContext(`resume-${group}`))
}

const fetchJson: GroupFetch = async (group, path, init) => responseOf(await invoke(group, path, init))
const fetchBase64: GroupFetch = async (group, path, init) => responseOf(await invoke(group, path, init, { base64: true }))

describe('Lambda handlers with API Gateway v2 events', () => {
  describe('JSON bodies', () => {
    for (const check of CHECKS) it(check.name, () => check.run(fetchJson, build))
  })

  describe('base64-encoded bodies', () => {
    for (const check of CHECKS.filter((c) => /parse|validate|pdf/.test(c.name))) it(check.name, () => check.run(fetchBase64, build))
  })

  it('renders a PDF and a PNG when Node loads the bundle itself, not the test runner', async () => {
    // vitest gives every module it loads `__dirname`; an ES module loaded by Node (as on Lambda) has none.
    const probe = `
      const { handler } = await import(process.argv[1])
      for (const event of JSON.parse(process.argv[2])) console.log('status', (await handler(event, {})).statusCode)`
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ resume: SAMPLE_RESUME }) }
    const events = [await apiGatewayV2Event('/api/render/pdf', post), await apiGatewayV2Event('/api/render/preview', post)]
    const url = pathToFileURL(join(DIST, 'lambda', 'render', 'index.mjs')).href
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe, url, JSON.stringify(events)], {
      encoding: 'utf8',
      env: { ...process.env, RATE_LIMIT_DISABLED: 'true' },
    })
    expect(out.split('\n').filter((line) => line.startsWith('status '))).toEqual(['status 200', 'status 200'])
  })

  it('has no connected routes outside connected mode', async () => {
    expect((await fetchJson('resumes', '/api/resumes')).status).toBe(404)
    expect((await fetchJson('auth', '/auth/me')).status).toBe(404)
  })

  it('answers binary bodies base64-encoded and text bodies as text', async () => {
    const png = await invoke('templates', '/api/templates/rhyhorn/thumbnail')
    expect(png.isBase64Encoded).toBe(true)
    expect(Buffer.from(png.body, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG')
    const health = await invoke('health', '/health')
    expect(health.isBase64Encoded).toBe(false)
    expect(health.body).toBe('ok')
  })

  it('renders a PDF byte-identical to the Node server (same clock)', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z'), toFake: ['Date'] })
    const body = { resume: SAMPLE_RESUME, template: 'glalie' }
    const lambda = await invoke('render', '/api/render/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(lambda.statusCode).toBe(200)
    expect(lambda.isBase64Encoded).toBe(true)
    const node = await postJson(testApp(), '/api/render/pdf', body)
    expect(node.status).toBe(200)
    const fromNode = Buffer.from(await node.arrayBuffer())
    const fromLambda = Buffer.from(lambda.body, 'base64')
    expect(fromLambda.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(fromLambda.length).toBe(fromNode.length)
    expect(fromLambda.equals(fromNode)).toBe(true)
  })
})
