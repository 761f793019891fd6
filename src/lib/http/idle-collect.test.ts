import { describe, expect, it } from 'vitest'
import type { Limited } from './concurrency.js'
import { collectWhenIdle } from './idle-collect.js'

const nextCheck = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A call through `idle` that runs until `finish` is called; `finish` resolves once it returned. */
function held(idle: Limited): { finish: () => Promise<void> } {
  let release!: () => void
  const done = idle(() => new Promise<void>((resolve) => (release = resolve)))
  return {
    finish: () => {
      release()
      return done
    },
  }
}

describe('collectWhenIdle', () => {
  it('collects once after the last call finishes, not while one runs', async () => {
    let collected = 0
    const idle = collectWhenIdle(() => collected++)
    const slow = held(idle)
    await idle(async () => 'quick')
    await nextCheck()
    expect(collected).toBe(0)
    await slow.finish()
    await nextCheck()
    expect(collected).toBe(1)
  })

  it('skips the collection when a call starts before the server is idle', async () => {
    let collected = 0
    const idle = collectWhenIdle(() => collected++)
    await idle(async () => 1)
    const next = held(idle)
    await nextCheck()
    expect(collected).toBe(0)
    await next.finish()
    await nextCheck()
    expect(collected).toBe(1)
  })

  it('collects after a call that failed, and passes its error on', async () => {
    let collected = 0
    const idle = collectWhenIdle(() => collected++)
    await expect(idle(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await nextCheck()
    expect(collected).toBe(1)
  })
})
