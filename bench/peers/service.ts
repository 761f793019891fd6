/**
 * The service as a user runs it: `npm start` in a new process on a free port, then the render
 * routes over HTTP. Cold is from spawning `npm start` to the last byte of the first PDF.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { root } from '../../scripts/build-node.js'
import type { ResumeData } from '../../src/lib/schema/index.js'
import { freePort } from '../../tests/helpers/free-port.js'

/** The pids below `pid` (npm runs a shell that runs node). */
function descendants(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  return children.flatMap((c) => [c, ...descendants(c)])
}

export interface Server {
  /** Milliseconds from spawning `npm start` to its "listening" line. */
  listeningMs: number
  started: number
  render: (kind: 'pdf' | 'preview', resume: ResumeData) => Promise<Uint8Array>
  /** Resident and peak resident set of the node process serving, in MB. */
  memory: () => { rssMb: number; peakMb: number }
  /** Stops npm, its shell and the server; resolves once they exited (the code cache is written). */
  stop: () => Promise<void>
}

export async function startServer(): Promise<Server> {
  const port = await freePort()
  const started = performance.now()
  const npm: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const listeningMs = await new Promise<number>((resolve, reject) => {
    let out = ''
    npm.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('listening')) resolve(performance.now() - started)
    })
    npm.on('exit', (code) => reject(new Error(`npm start exited with ${code}: ${out}`)))
  })
  const node = descendants(npm.pid!).find((pid) => {
    const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return command!.endsWith('node') && args.some((a) => a.endsWith('server.cjs'))
  })
  const status = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${node}/status`, 'utf8'))?.[1]) / 1024
  return {
    listeningMs,
    started,
    async render(kind, resume) {
      const response = await fetch(`http://127.0.0.1:${port}/api/render/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ resume }),
      })
      const bytes = new Uint8Array(await response.arrayBuffer())
      if (!response.ok) throw new Error(`${kind}: HTTP ${response.status} ${new TextDecoder().decode(bytes)}`)
      return bytes
    },
    memory: () => ({ rssMb: Math.round(status('VmRSS')), peakMb: Math.round(status('VmHWM')) }),
    stop: () => {
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()))
      process.kill(-npm.pid!, 'SIGTERM')
      return exited
    },
  }
}
