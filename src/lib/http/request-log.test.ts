import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { afterResponse, requestLog } from './request-log.js'

const nextCheck = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('requestLog', () => {
  it('writes method, path, status and milliseconds, never the query string', async () => {
    const lines: string[] = []
    const app = new Hono().use(requestLog((line) => lines.push(line)))
    app.get('/health', (c) => c.text('ok'))
    await app.request('/health?email=ada@example.com')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^GET \/health 200 \d+\.\dms$/)
  })
})

describe('afterResponse', () => {
  it('writes the line once the response is out, not while the request is still answered', async () => {
    const lines: string[] = []
    const app = new Hono().use(requestLog(afterResponse((line) => lines.push(line))))
    app.get('/health', (c) => c.text('ok'))
    const res = await app.request('/health')
    expect(await res.text()).toBe('ok')
    expect(lines).toEqual([])
    await nextCheck()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^GET \/health 200 /)
  })
})
