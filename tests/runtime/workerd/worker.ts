/**
 * Starts a built Worker in real workerd (wrangler's `unstable_startWorker`, local mode, offline)
 * and bounds every wait: a build error makes wrangler hang rather than fail.
 */
import { rmSync } from 'node:fs'
import { unstable_startWorker } from 'wrangler'

type StartOptions = Parameters<typeof unstable_startWorker>[0]
export type StartedWorker = Awaited<ReturnType<typeof unstable_startWorker>>

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export async function startWorker(options: StartOptions): Promise<StartedWorker> {
  // Stops wrangler from looking up a Cloudflare host for `request.cf` (no network here).
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false'
  // State left by another wrangler version breaks the next start.
  rmSync('.wrangler', { recursive: true, force: true })
  const worker = await withTimeout(
    unstable_startWorker({
      ...options,
      dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, persist: false, logLevel: 'error', ...options.dev },
    }),
    60_000,
    'workerd start',
  )
  await withTimeout(worker.ready, 60_000, 'workerd ready')
  return worker
}

/** A request to the worker that fails the test after `ms` instead of hanging it. */
export const fetchWorker = (worker: StartedWorker, path: string, init?: RequestInit, ms = 30_000) =>
  withTimeout(worker.fetch(`http://localhost${path}`, init as never), ms, path) as Promise<Response>
