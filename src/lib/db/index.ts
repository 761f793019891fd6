/**
 * @module
 * The database: one small interface (`query`, `exec`, `transaction`) over three drivers, chosen by
 * `DATABASE_URL`: `memory://` and `pglite://<dir>` -> PGlite in-process; `postgres://` or
 * `postgresql://` -> node-postgres, or @neondatabase/serverless where there is no TCP.
 * Drivers are imported on demand so a bundle carries only the one it uses.
 */
export * from './types.js'
export { migrate, type Migration } from './migrate.js'

export type Driver = 'pglite' | 'pg' | 'neon'

export interface OpenOptions {
  /** For `postgres://` URLs: `pg` (TCP, the default) or `neon` (WebSockets). */
  postgresDriver?: 'pg' | 'neon'
  /** Where errors of idle pooled connections go (they are recovered from; never thrown). */
  onIdleError?: (error: Error) => void
}

export function driverFor(url: string, postgresDriver: 'pg' | 'neon' = 'pg'): { driver: Driver; target?: string } {
  if (url === 'memory://' || url === 'memory:') return { driver: 'pglite' }
  if (url.startsWith('pglite://')) {
    const dir = url.slice('pglite://'.length)
    if (dir === '') throw new Error('DATABASE_URL: pglite:// needs a directory, e.g. pglite://./data')
    return { driver: 'pglite', target: dir }
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { driver: postgresDriver, target: url }
  throw new Error(`DATABASE_URL: unsupported scheme in ${url.split('://')[0]}:// (memory://, pglite://, postgres://)`)
}

export async function openDb(url: string, options: OpenOptions = {}) {
  const { driver, target } = driverFor(url, options.postgresDriver)
  const onIdleError = options.onIdleError ?? ((error) => console.warn(`database: idle connection lost: ${error.message}`))
  switch (driver) {
    case 'pglite':
      return (await import('./pglite.js')).openPglite(target)
    case 'pg':
      return (await import('./pg.js')).openPg(target!, onIdleError)
    case 'neon':
      return (await import('./neon.js')).openNeon(target!, onIdleError)
  }
}
export { reachable } from './probe.js'
