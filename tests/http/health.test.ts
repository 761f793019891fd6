import { describe, expect, it } from 'vitest'
import { testApp } from '../helpers/app.js'
import pkg from '../../package.json' with { type: 'json' }

describe('GET /health', () => {
  it('answers plain text ok', async () => {
    const res = await testApp().request('/health')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('ok')
  })
})

describe('GET /version', () => {
  it('reports null build fields without build metadata', async () => {
    const res = await testApp().request('/version')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ version: pkg.version, commit: null, built_at: null })
  })

  it('reports the seven-character commit and build time from build metadata', async () => {
    const app = testApp({ GIT_COMMIT: '0123456789abcdef', BUILD_TIME: '2026-11-22T10:00:00Z' })
    expect(await (await app.request('/version')).json()).toEqual({
      version: pkg.version,
      commit: '0123456',
      built_at: '2026-11-22T10:00:00Z',
    })
  })
})
