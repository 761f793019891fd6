import { describe, expect, it } from 'vitest'
import { memoryStore } from './memory-store.js'

const clock = (start = 1_700_000_000_000) => {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

const takeN = async (store: ReturnType<typeof memoryStore>, key: string, rule: { capacity: number; perMinute: number }, n: number) => {
  let allowed = 0
  for (let i = 0; i < n; i++) if ((await store.take(key, rule)).allowed) allowed++
  return allowed
}

describe('memoryStore token bucket', () => {
  const crud = { capacity: 30, perMinute: 300 }

  it('admits the burst at once, then refills per-minute / 60 each second', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now })
    expect(await takeN(store, 'k', crud, 40)).toBe(30)
    c.advance(1000)
    expect(await takeN(store, 'k', crud, 10)).toBe(5)
    c.advance(200)
    expect(await takeN(store, 'k', crud, 10)).toBe(1)
    c.advance(60_000)
    expect(await takeN(store, 'k', crud, 40)).toBe(30)
  })

  it('tells when the next token arrives and how many are left', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now })
    const rule = { capacity: 20, perMinute: 20 }
    const first = await store.take('k', rule)
    expect(first).toEqual({ allowed: true, limit: 20, remaining: 19, resetMs: c.now() })
    await takeN(store, 'k', rule, 19)
    const refused = await store.take('k', rule)
    expect(refused).toEqual({ allowed: false, limit: 20, remaining: 0, resetMs: c.now() + 3000 })
    c.advance(2999)
    expect((await store.take('k', rule)).allowed).toBe(false)
    c.advance(1)
    expect((await store.take('k', rule)).allowed).toBe(true)
  })

  it('keeps buckets apart by key and gives a refunded token back', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now })
    const rule = { capacity: 2, perMinute: 2 }
    expect(await takeN(store, 'a', rule, 3)).toBe(2)
    expect(await takeN(store, 'b', rule, 3)).toBe(2)
    await store.refund('a', rule)
    expect(await takeN(store, 'a', rule, 3)).toBe(1)
  })

  it('stays bounded when 100 000 distinct IPs each make one request', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now, maxKeys: 10_000 })
    const rule = { capacity: 30, perMinute: 30 }
    let admitted = 0
    for (let i = 0; i < 100_000; i++) {
      const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
      if ((await store.take(`unauthenticated:ip:${ip}`, rule)).allowed) admitted++
      if (i % 10 === 0) c.advance(1)
    }
    expect(admitted).toBe(100_000)
    expect(store.size).toBeLessThanOrEqual(10_000)
  })

  it('drops buckets that are full again, so idle clients cost nothing', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now })
    const rule = { capacity: 60, perMinute: 60 }
    for (let i = 0; i < 1000; i++) await store.take(`ip:${i}`, rule)
    expect(store.size).toBe(1000)
    c.advance(500)
    await store.take('ip:late', rule)
    expect(store.size).toBe(1001)
    c.advance(500)
    await store.take('ip:later', rule)
    expect(store.size).toBe(2)
  })

  it('keeps the most recently used buckets when over the cap', async () => {
    const c = clock()
    const store = memoryStore({ now: c.now, maxKeys: 3 })
    const rule = { capacity: 1, perMinute: 1 }
    for (const k of ['a', 'b', 'c']) await store.take(k, rule)
    await store.take('a', rule)
    await store.take('d', rule)
    expect(store.size).toBe(3)
    expect((await store.take('a', rule)).allowed).toBe(false)
    expect((await store.take('b', rule)).allowed).toBe(true)
  })
})
