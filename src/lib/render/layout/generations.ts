/**
 * A cache that keeps what was used in its last two generations of `limit` entries each: a miss in
 * the current generation that hits the previous one is promoted, and a full current generation
 * becomes the previous one, dropping the older. Memory stays under 2 × `limit` however many
 * distinct keys pass through, while everything the last document used survives into the next one
 * (an LRU would too, at the cost of reordering a Map on every hit).
 */
export class Generations<K, V> {
  private current = new Map<K, V>()
  private previous = new Map<K, V>()

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    const value = this.current.get(key)
    if (value !== undefined) return value
    const old = this.previous.get(key)
    if (old !== undefined) this.set(key, old)
    return old
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.limit) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(key, value)
  }

  /** Entries held in both generations (a promoted key counts twice until its old generation goes). */
  get size(): number {
    return this.current.size + this.previous.size
  }
}
