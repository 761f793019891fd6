import { describe, expect, it } from 'vitest'
import { limitConcurrency } from '../../src/lib/http/concurrency.js'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('limitConcurrency', () => {
  it('runs at most max calls at once, the others in arrival order, and passes results and errors through', async () => {
    const limited = limitConcurrency(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const call = (i: number) =>
      limited(async () => {
        started.push(i)
        most = Math.max(most, ++running)
        await tick()
        running--
        if (i === 3) throw new Error('three')
        return i * 10
      })
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(call))
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([0, 10, 20, 'three', 40, 50])
    // Every slot came back: a later call starts at once.
    expect(await limited(() => 'again')).toBe('again')
  })
})
