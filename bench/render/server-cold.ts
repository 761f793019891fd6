/**
 * Cold start of the real server: `npm start`'s command (its node flags, the built bundle) in a new
 * process, one 2-page PDF requested as soon as it listens; the time from spawning it to the last
 * byte of that PDF.
 */
import { spawn } from 'node:child_process'
import { benchResume } from './fixtures.js'
import { freePort } from '../../tests/helpers/free-port.js'

/** Spawns `node ...args` (the start command) in `env`, waits for it to listen, renders one PDF, stops it. */
export async function serverColdStart(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ firstPdfMs: number; listeningMs: number; bytes: number }> {
  const port = await freePort()
  const body = JSON.stringify({ resume: benchResume(6, 1) })
  const started = performance.now()
  const server = spawn(process.execPath, args, { cwd, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] })
  try {
    const listeningMs = await new Promise<number>((resolve, reject) => {
      let out = ''
      server.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('listening')) resolve(performance.now() - started)
      })
      server.on('exit', (code) => reject(new Error(`server exited with ${code} before listening: ${out}`)))
    })
    const response = await fetch(`http://127.0.0.1:${port}/api/render/pdf`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const bytes = (await response.arrayBuffer()).byteLength
    if (!response.ok) throw new Error(`first PDF: HTTP ${response.status}`)
    return { firstPdfMs: Math.round(performance.now() - started), listeningMs: Math.round(listeningMs), bytes }
  } finally {
    server.kill('SIGTERM')
  }
}
