import { describe, expect, it } from 'vitest'
import { Lru } from '../../src/lib/render/layout/lru.js'

describe('Lru', () => {
  it('forgets the least recently used entries once the weight passes the limit', () => {
    const lru = new Lru<string, string>(10, (v) => v.length)
    lru.set('a', 'xxxx')
    lru.set('b', 'xxxx')
    expect(lru.get('a')).toBe('xxxx')
    lru.set('c', 'xxxx')
    expect(lru.get('b')).toBeUndefined()
    expect(lru.get('a')).toBe('xxxx')
    expect(lru.get('c')).toBe('xxxx')
    expect(lru.size).toBe(2)
  })

  it('keeps a single entry heavier than the limit until the next one arrives', () => {
    const lru = new Lru<string, string>(3, (v) => v.length)
    lru.set('big', 'xxxxxx')
    expect(lru.get('big')).toBe('xxxxxx')
    lru.set('small', 'x')
    expect(lru.get('big')).toBeUndefined()
    expect(lru.size).toBe(1)
  })
})
