import { describe, expect, it } from 'vitest'
import { documentStarted, Generations } from '../../src/lib/render/layout/generations.js'

describe('Generations', () => {
  it('drops the older generation once the current one is full', () => {
    const cache = new Generations<string, number>(2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBe(1)
    expect(cache.get('b')).toBe(2)
    cache.set('d', 4)
    expect(cache.get('c')).toBe(3)
    cache.set('e', 5)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('d')).toBe(4)
    expect(cache.get('e')).toBe(5)
  })

  it('promotes a hit in the previous generation so it outlives that generation', () => {
    const cache = new Generations<string, number>(2)
    cache.set('kept', 1)
    cache.set('lost', 2)
    cache.set('x', 3)
    expect(cache.get('kept')).toBe(1)
    cache.set('y', 4)
    cache.set('z', 5)
    expect(cache.get('kept')).toBe(1)
    expect(cache.get('lost')).toBeUndefined()
  })

  it('holds at most twice its limit however many keys pass through', () => {
    const cache = new Generations<number, number>(100)
    for (let i = 0; i < 10_000; i++) {
      cache.set(i, i)
      expect(cache.size).toBeLessThanOrEqual(200)
    }
    expect(cache.get(9_999)).toBe(9_999)
    expect(cache.get(9_800)).toBe(9_800)
    expect(cache.get(9_799)).toBeUndefined()
  })

  it('ends a generation after documentsPerGeneration documents, full or not', () => {
    const cache = new Generations<string, number>(100, 2)
    cache.set('used', 1)
    cache.set('unused', 2)
    documentStarted()
    cache.set('a', 3)
    expect(cache.size).toBe(3)
    documentStarted()
    cache.set('b', 4)
    expect(cache.get('used')).toBe(1)
    documentStarted()
    documentStarted()
    cache.set('c', 5)
    expect(cache.get('used')).toBe(1)
    expect(cache.get('b')).toBe(4)
    expect(cache.get('unused')).toBeUndefined()
    expect(cache.get('a')).toBeUndefined()
  })
})
