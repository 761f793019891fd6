/**
 * What the page's end-to-end suites share: a real `npm start` on a free port, and Debian's
 * Chromium driven by playwright-core (nothing downloads a browser).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROOT = join(import.meta.dirname, '..', '..')

const have = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Why the browser suites cannot run here ('' when they can), printed once. */
export function missingTools(): string {
  const missing = !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM} (apt-get install chromium)` : !have('pdftotext') ? 'no pdftotext' : ''
  if (missing) console.warn(`tests/web skipped: ${missing}`)
  return missing
}

export { freePort } from '../helpers/free-port.js'

/** `npm start` on `port` with `env` on top of this process's, resolved once it says it listens. */
export function npmStart(port: number, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: npm, the build and the server stop together.
      detached: true,
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      if (output.includes('listening on')) resolve(child)
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)))
  })
}

export function stopServer(server: ChildProcess | undefined) {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
}

/** Headless Chromium; Playwright gives it a fresh, temporary user-data-dir of its own. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
