import { createApp, type AppOptions } from '../../src/app.js'
import { loadConfig } from '../../src/lib/config/index.js'

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
