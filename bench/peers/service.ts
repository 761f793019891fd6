/**
 * The service as a user runs it: `npm start` in a new process on a free port, then the render
 * routes over HTTP. Cold is from spawning `npm start` to the last byte of the first PDF.
 * `startServer(direct)` starts node itself as `npm start` would, with flags and a bundle of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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
  /** Page faults the serving process's main thread has taken so far (minor: fresh memory touched). */
  faults: () => number
  /** CPU time so far, in ms, of the serving process's main thread and of its other threads (V8's compiler and collector, the thread pool). */
  cpu: () => { mainMs: number; otherMs: number }
  /** Stops npm, its shell and the server; resolves once they exited (the code cache is written). */
  stop: () => Promise<void>
}

/** `NAME=value` words as an environment, the other words as they come. */
export function splitEnvironment(words: readonly string[]): { env: Record<string, string>; rest: string[] } {
  const env: Record<string, string> = {}
  const rest: string[] = []
  for (const word of words) {
    const name = /^([A-Z_][A-Z0-9_]*)=/.exec(word)?.[1]
    if (name) env[name] = word.slice(name.length + 1)
    else rest.push(word)
  }
  return { env, rest }
}

/** `npm start`'s environment and node flags, read from package.json. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const words = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/)
  const node = words.indexOf('node')
  return { env: splitEnvironment(words.slice(0, node)).env, flags: words.slice(node + 1, words.indexOf('scripts/start.js')) }
}

/**
 * Instead of `npm start`: node run as `npm start` runs it (its environment and flags), with these
 * added and this bundle (bench/side-by-side.ts compares two such servers).
 */
export interface DirectStart {
  bundle: string
  flags: readonly string[]
  env: Record<string, string>
}

export async function startServer(direct?: DirectStart): Promise<Server> {
  const port = await freePort()
  const started = performance.now()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1' }
  const start = direct && startCommand()
  const child: ChildProcess = start
    ? spawn(process.execPath, [...start.flags, ...direct.flags, 'scripts/start.js', direct.bundle], {
        cwd: root,
        env: { ...env, ...start.env, ...direct.env },
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
      })
    : spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  const listeningMs = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('listening')) resolve(performance.now() - started)
    })
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)))
  })
  const node = start
    ? child.pid
    : descendants(child.pid!).find((pid) => {
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
    // minflt, the 10th field of stat: the 8th after the command name's closing parenthesis.
    faults: () => Number(readFileSync(`/proc/${node}/task/${node}/stat`, 'utf8').split(') ')[1]!.split(' ')[7]),
    cpu: () => {
      // schedstat's first field: nanoseconds on a core. A thread that ends between the listing and the read is skipped.
      const onCore = (task: string) => {
        try {
          return Number(readFileSync(`/proc/${node}/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e6
        } catch {
          return 0
        }
      }
      const others = readdirSync(`/proc/${node}/task`).filter((task) => task !== String(node))
      return { mainMs: onCore(String(node)), otherMs: others.reduce((sum, task) => sum + onCore(task), 0) }
    },
    stop: () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      process.kill(-child.pid!, 'SIGTERM')
      return exited
    },
  }
}
