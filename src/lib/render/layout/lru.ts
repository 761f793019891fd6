/**
 * A bounded map that forgets the least recently used entries first (Map keeps insertion order),
 * bounded by the summed weight of its values rather than their count.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()
  private total = 0

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: K): V | undefined {
    const value = this.map.get(key)
    if (value !== undefined) {
      this.map.delete(key)
      this.map.set(key, value)
    }
    return value
  }

  set(key: K, value: V): void {
    const old = this.map.get(key)
    if (old !== undefined) {
      this.total -= this.weigh(old)
      this.map.delete(key)
    }
    this.map.set(key, value)
    this.total += this.weigh(value)
    while (this.total > this.limit && this.map.size > 1) {
      const [oldest, evicted] = this.map.entries().next().value as [K, V]
      this.map.delete(oldest)
      this.total -= this.weigh(evicted)
    }
  }

  get size(): number {
    return this.map.size
  }
}
