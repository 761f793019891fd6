/**
 * @module
 * Cold starts of the deploy build (`npm run build` first), per function, measured locally:
 * - Lambda: a fresh `node` process imports dist/lambda/<group>/index.mjs and answers one API
 *   Gateway v2 event (init = import, first = first answer; RSS after it);
 * - Workers: workerd starts dist/workers/<group> from wrangler.toml (start), then answers its first
 *   request (first: the isolate builds the app; render also initialises Satori and resvg).
 * Case name filter: "deploy". No per-run timings: a cold start happens once per process.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { BenchSuite } from '../harness.js'
import type { BuildReport } from '../../scripts/build.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'
import { apiGatewayV2Event } from '../../tests/runtime/lambda/event.js'
import { fetchWorker, startWorker } from '../../tests/runtime/workerd/worker.js'

const root = resolve(import.meta.dirname, '..', '..')
const dist = join(root, 'dist')

const post = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The request each group's cold start is measured with: its heaviest common one. */
const FIRST_REQUEST: Record<string, [string, RequestInit?]> = {
  health: ['/health'],
  metrics: ['/metrics'],
  templates: ['/api/templates/rhyhorn/thumbnail'],
  parse: ['/api/parse', post({ format: 'native', data: JSON.stringify(SAMPLE_RESUME) })],
  render: ['/api/render/pdf', post({ resume: SAMPLE_RESUME })],
  // Without connected mode (no database here) these answer 404: the import is what is measured.
  resumes: ['/api/resumes'],
  auth: ['/auth/me'],
}

const LAMBDA_PROBE = `
const t0 = performance.now()
const { handler } = await import(process.argv[1])
const t1 = performance.now()
const result = await handler(JSON.parse(process.argv[2]), { getRemainingTimeInMillis: () => 30000 })
const t2 = performance.now()
console.log(JSON.stringify({ status: result.statusCode, initMs: Math.round(t1 - t0), firstMs: Math.round(t2 - t1), rssMiB: Math.round(process.memoryUsage().rss / 1048576) }))
`

async function lambdaColdStarts(groups: string[]) {
  const out: Record<string, unknown> = {}
  for (const group of groups) {
    const [path, init] = FIRST_REQUEST[group] ?? ['/health']
    const event = await apiGatewayV2Event(path, init)
    const url = pathToFileURL(join(dist, 'lambda', group, 'index.mjs')).href
    const line = execFileSync(process.execPath, ['--input-type=module', '-e', LAMBDA_PROBE, url, JSON.stringify(event)], {
      encoding: 'utf8',
      env: { ...process.env, RATE_LIMIT_DISABLED: 'true' },
    })
    out[group] = JSON.parse(line.trim().split('\n').pop()!)
  }
  return out
}

async function workerColdStarts(groups: string[]) {
  const out: Record<string, unknown> = {}
  for (const group of groups) {
    const [path, init] = FIRST_REQUEST[group] ?? ['/health']
    const t0 = performance.now()
    const worker = await startWorker({ config: join(root, 'wrangler.toml'), env: group })
    const t1 = performance.now()
    try {
      const res = await fetchWorker(worker, path, init, 60_000)
      await res.arrayBuffer()
      out[group] = { status: res.status, startMs: Math.round(t1 - t0), firstMs: Math.round(performance.now() - t1) }
    } finally {
      await worker.dispose()
    }
  }
  return out
}

const suite: BenchSuite = {
  cases: () => [],
  async extra(filter) {
    if (filter && !'deploy'.includes(filter)) return {}
    if (!existsSync(join(dist, 'build.json'))) return { deploy: 'no dist/build.json: run `npm run build` first' }
    const build = JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')) as BuildReport
    return {
      'deploy cold start (lambda, local node)': await lambdaColdStarts(Object.keys(build.lambda)),
      'deploy cold start (workers, local workerd)': await workerColdStarts(Object.keys(build.workers)),
    }
  },
}

export default suite
