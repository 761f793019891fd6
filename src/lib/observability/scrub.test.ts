import type { ErrorEvent } from '@sentry/node'
import { describe, expect, it } from 'vitest'
import { scrubEvent } from './scrub.js'

describe('scrubEvent', () => {
  it('drops bodies, cookies, queries, credentials, breadcrumbs and user details', () => {
    const event = {
      type: undefined,
      message: 'boom',
      request: {
        method: 'POST',
        url: 'https://cv.example/api/render/pdf?token=abc#frag',
        data: '{"basics":{"name":"Ada"}}',
        cookies: { session: 'abc' },
        query_string: 'token=abc',
        env: { REMOTE_ADDR: '203.0.113.9' },
        headers: {
          'User-Agent': 'curl/8',
          Authorization: 'Bearer abc',
          Cookie: 'session=abc',
          'X-Forwarded-For': '203.0.113.9',
          'Content-Type': 'application/json',
        },
      },
      breadcrumbs: [{ message: 'parsed Ada Lovelace' }],
      exception: { values: [{ type: 'Error', stacktrace: { frames: [{ function: 'render', vars: { resume: 'Ada' } }] } }] },
      user: { id: 'u1', email: 'ada@example.test', ip_address: '203.0.113.9' },
    } satisfies ErrorEvent
    const scrubbed = scrubEvent(structuredClone(event))
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://cv.example/api/render/pdf',
      headers: { 'User-Agent': 'curl/8', 'Content-Type': 'application/json' },
    })
    expect(scrubbed.breadcrumbs).toBeUndefined()
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames).toEqual([{ function: 'render' }])
    expect(scrubbed.user).toEqual({ id: 'u1' })
    expect(JSON.stringify(scrubbed)).not.toMatch(/abc|Ada|203\.0\.113/)
  })
})
