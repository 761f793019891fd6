/**
 * Connected-mode routes through the whole app (session lookup, validation, SQL, JSON): create, get,
 * update with If-Match, list, and the JSON export of 50 resumes. PGlite always; the real PostgreSQL
 * too when TEST_DATABASE_URL is set (in its own schema). Databases open on the first run only.
 */
import { randomUUID } from 'node:crypto'
import { createApp } from '../../src/app.js'
import { createSession, upsertUser } from '../../src/lib/auth/index.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { connectDatabase } from '../../src/lib/db/connect.js'
import { openDb } from '../../src/lib/db/index.js'
import type { BenchCase, BenchSuite } from '../harness.js'

const RESUME = {
  basics: { name: 'Bench Person', label: 'Engineer', email: 'bench@example.test' },
  sections: { experience: { items: [{ company: 'Acme', position: 'Engineer', date: '2020 - Present', summary: 'Built things.' }] } },
}

async function setUp(url: string) {
  const db = await connectDatabase(url, { onIdleError: () => {} })
  const config = loadConfig({ SERVICE_CLOUD: 'true', DATABASE_URL: url, RATE_LIMIT_DISABLED: 'true' }, () => {})
  const app = createApp({ services: { config, db }, log: () => {}, report: () => {} })
  const user = await upsertUser(db, { issuer: 'bench', subject: randomUUID(), email: '', name: '' })
  const headers = { Authorization: `Bearer ${await createSession(db, user.id)}`, 'Content-Type': 'application/json' }
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } })
    if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
    return res
  }
  const create = async () =>
    (await (await request('/api/resumes', { method: 'POST', body: JSON.stringify({ title: 'Bench', data: RESUME }) })).json()) as {
      id: string
      version: number
    }
  const target = await create()
  for (let i = 0; i < 49; i++) await create()
  return { request, create, target, close: () => db.close() }
}

async function postgresUrl(base: string) {
  const admin = await openDb(base, { onIdleError: () => {} })
  await admin.exec('CREATE SCHEMA IF NOT EXISTS bench_connected')
  await admin.close()
  const url = new URL(base)
  url.searchParams.set('options', '-c search_path=bench_connected')
  return url.href
}

/** Every database the cases opened: an in-memory PGlite holds hundreds of MB the later suites would pay for in GC. */
const opened: Array<ReturnType<typeof setUp>> = []

function casesFor(label: string, url: () => Promise<string>): BenchCase[] {
  let ready: ReturnType<typeof setUp> | undefined
  const env = () => {
    if (!ready) opened.push((ready = url().then(setUp)))
    return ready
  }
  let version = 0
  return [
    {
      name: `connected ${label}: GET /api/resumes/{id}`,
      run: async () => {
        const { request, target } = await env()
        await (await request(`/api/resumes/${target.id}`)).json()
      },
    },
    {
      name: `connected ${label}: PUT /api/resumes/{id} (If-Match)`,
      run: async (i) => {
        const { request, target } = await env()
        version ||= target.version
        const body = JSON.stringify({ title: `Bench ${i}`, data: RESUME })
        const res = await request(`/api/resumes/${target.id}`, { method: 'PUT', body, headers: { 'If-Match': `"${version}"` } })
        version = ((await res.json()) as { version: number }).version
      },
    },
    {
      name: `connected ${label}: GET /api/resumes (list of 50)`,
      run: async () => void (await (await (await env()).request('/api/resumes')).json()),
    },
    {
      name: `connected ${label}: GET /api/resumes/export (50 resumes)`,
      run: async () => void (await (await (await env()).request('/api/resumes/export')).json()),
      runs: 100,
    },
    {
      name: `connected ${label}: POST /api/resumes`,
      // Creates grow the table past the export cap; they run last.
      run: async () => void (await (await env()).create()),
      runs: 100,
    },
  ]
}

const suite: BenchSuite = {
  cases: () => {
    const base = process.env.TEST_DATABASE_URL
    return [
      ...casesFor('pglite', async () => 'memory://'),
      ...(base ? casesFor('postgres', () => postgresUrl(base)) : []),
    ]
  },
  teardown: async () => {
    for (const env of opened.splice(0)) await (await env).close()
  },
}

export default suite
