import { createApp, type AppOptions } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'
import { Oidc, oidcSettings } from '../../src/lib/auth/index.js'
import { connectDatabase } from '../../src/lib/db/connect.js'
import type { Db, OpenOptions } from '../../src/lib/db/index.js'

/** An app as `npm start` builds it, with environment overrides and quiet logs. */
export function testApp(env: Record<string, string> = {}, options: Partial<AppOptions> = {}) {
  const config = loadConfig(env, () => {})
  return createApp({ services: { config }, log: () => {}, report: () => {}, ...options })
}

export const postJson = (app: ReturnType<typeof testApp>, path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A migrated database for connected tests: `memory://`, `pglite://<dir>` or `postgres://`. */
export const testDb = (url: string, options: OpenOptions = {}) =>
  connectDatabase(url, { onIdleError: () => {}, ...options })

/**
 * An app in connected mode (SERVICE_CLOUD=true) on an already opened database, with OIDC from
 * `env` when OIDC_* are given. Rate limits are off unless `env` turns them on.
 */
export function connectedApp(db: Db, env: Record<string, string> = {}, options: Partial<AppOptions> = {}) {
  const config = loadConfig(
    { SERVICE_CLOUD: 'true', DATABASE_URL: 'memory://', RATE_LIMIT_DISABLED: 'true', ...env },
    () => {},
  )
  const settings = oidcSettings(config)
  const services = { config, db, oidc: settings && new Oidc(settings) }
  return createApp({ services, log: () => {}, report: () => {}, ...options })
}
