/**
 * The built Workers (dist/workers/<group>, wrangler.toml environments) in real workerd: each route
 * group is its own Worker, started from wrangler.toml exactly as `wrangler deploy --env <group>`
 * would upload it, and passes the core checks.
 */
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHECKS, pdfText, type GroupFetch } from '../checks.js'
import { SAMPLE_RESUME } from '../../../src/templates/sample.js'
import { deployBuild, ROOT } from '../build.js'
import { fetchWorker, startWorker, type StartedWorker } from './worker.js'
import type { BuildReport } from '../../../scripts/build.js'

const workers = new Map<string, StartedWorker>()
let build: BuildReport

beforeAll(async () => {
  build = deployBuild()
  // One at a time: a workerd start is CPU-heavy and the machine has two cores.
  for (const group of Object.keys(build.workers)) {
    workers.set(group, await startWorker({ config: join(ROOT, 'wrangler.toml'), env: group }))
  }
}, 300_000)

afterAll(async () => {
  for (const worker of workers.values()) await worker.dispose()
})

const fetchGroup: GroupFetch = (group, path, init) => {
  const worker = workers.get(group)
  if (!worker) throw new Error(`no Worker built for ${group}`)
  return fetchWorker(worker, path, init, 60_000)
}

describe('Workers build in workerd', () => {
  for (const check of CHECKS) it(check.name, () => check.run(fetchGroup, build))

  it('refuses connected mode, which needs the database only the Lambda entry opens', async () => {
    const connected = await startWorker({
      config: join(ROOT, 'wrangler.toml'),
      env: 'health',
      bindings: {
        SERVICE_CLOUD: { type: 'plain_text', value: 'true' },
        DATABASE_URL: { type: 'plain_text', value: 'postgres://db.invalid/resume' },
      },
    })
    try {
      const res = await fetchWorker(connected, '/health')
      expect(res.status).toBe(500)
      expect((await res.json()).error).toMatch(/not available on Workers/)
    } finally {
      await connected.dispose()
    }
  })

  it('renders a resume with CJK text from the font slices among its static assets', async () => {
    const resume = { ...SAMPLE_RESUME, basics: { ...SAMPLE_RESUME.basics, name: 'Amelia Novák 王芳' } }
    const res = await fetchGroup('render', '/api/render/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resume }),
    })
    expect(res.status).toBe(200)
    expect(pdfText(new Uint8Array(await res.arrayBuffer()))).toContain('Amelia Novák 王芳')
  })
})
