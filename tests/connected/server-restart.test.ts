/**
 * The Node entry itself in connected mode: it opens `pglite://<dir>`, migrates before serving,
 * closes the database on SIGTERM, and a second process on the same directory finds everything.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, startProvider, type TestProvider } from './helpers/provider.js'
import { resume } from './suite.js'
import { freePort } from '../helpers/free-port.js'

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (output.includes('listening on')) resolve(child)
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.removeAllListeners('exit')
    child.once('exit', (code) => resolve(code))
    child.kill('SIGTERM')
  })

describe('the Node server in connected mode', () => {
  let provider: TestProvider
  let dir: string
  let env: Record<string, string>
  let base: string
  let redirectUri: string
  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    redirectUri = `${base}/auth/callback`
    provider = await startProvider(redirectUri)
    dir = await mkdtemp(join(tmpdir(), 'resume-server-'))
    env = {
      ...provider.env,
      SERVICE_CLOUD: 'true',
      DATABASE_URL: `pglite://${dir}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_DISABLED: 'true',
    }
  })
  afterAll(async () => {
    await provider?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps data written to pglite://<dir> across a restart of the process', async () => {
    const remote = { request: (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, redirect: 'manual' }) }
    const first = await startServer(env)
    let id: string
    let cookie: string
    try {
      expect(await (await remote.request('/health')).text()).toBe('ok')
      ;({ cookie } = await signIn(remote, 'restarted', redirectUri))
      const created = await remote.request('/api/resumes', {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Before restart', data: resume('Restarted Person') }),
      })
      expect(created.status).toBe(201)
      id = (await created.json()).id
    } finally {
      expect(await stop(first)).toBe(0)
    }

    const second = await startServer(env)
    try {
      const got = await remote.request(`/api/resumes/${id}`, { headers: { Cookie: cookie } })
      expect(got.status).toBe(200)
      expect(await got.json()).toMatchObject({ title: 'Before restart', data: { basics: { name: 'Restarted Person' } } })
    } finally {
      await stop(second)
    }
    // A fresh PGlite directory takes seconds to initialise, much longer on a busy machine.
  }, 300_000)
})
