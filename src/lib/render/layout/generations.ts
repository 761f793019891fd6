/** Documents laid out by this process so far: the clock that ages every Generations. */
let documents = 0

/** Counts a document about to be laid out (once per render, in render/index.ts). */
export function documentStarted(): void {
  documents++
}

/**
 * A cache that keeps what was used in its last two generations: a miss in the current generation
 * that hits the previous one is promoted, and a current generation that holds `limit` entries or
 * has seen `documentsPerGeneration` documents begin becomes the previous one, dropping the older.
 * Memory stays under 2 × `limit` however many distinct keys pass through, while everything the
 * last document used survives into the next one (an LRU would too, at the cost of reordering a Map
 * on every hit). The document clock lets a cache fed a few new keys per document (a word or two
 * of new text) settle at what its recent documents use instead of filling up to its limit over
 * thousands of renders.
 */
export class Generations<K, V> {
  private current = new Map<K, V>()
  private previous = new Map<K, V>()
  private startedAt = documents

  constructor(
    private readonly limit: number,
    private readonly documentsPerGeneration = Infinity,
  ) {}

  get(key: K): V | undefined {
    const value = this.current.get(key)
    if (value !== undefined) return value
    const old = this.previous.get(key)
    if (old !== undefined) this.set(key, old)
    return old
  }

  set(key: K, value: V): void {
    if (this.current.size >= this.limit || documents - this.startedAt >= this.documentsPerGeneration) {
      this.previous = this.current
      this.current = new Map()
      this.startedAt = documents
    }
    this.current.set(key, value)
  }

  /** Entries held in both generations (a promoted key counts twice until its old generation goes). */
  get size(): number {
    return this.current.size + this.previous.size
  }
}

/**
 * Every path of get and set taken at load, often enough for V8 to record their type feedback.
 * The hot callers (Satori's word measurement and widths, the text runs, the PDF's parts) inline
 * `get`, and V8 optimises them within a new server's first renders; the first key promoted from a
 * previous generation comes later (the 23rd to 33rd render of the peer bench's resume, as the
 * first generations fill up or turn over after 32 documents). Optimised with no feedback for that
 * path, all those callers were thrown back to unoptimised code at once, inside the bench's window,
 * and compiled again (docs/performance.md, fifteenth session).
 */
function warm(): void {
  // A whole number of documents, as every cache passes: Infinity would change the field's
  // representation, and with it the class's map.
  const cache = new Generations<string, number>(1, 2)
  // Each odd turn finds the key set one turn before in the previous generation and promotes it.
  for (let i = 0; i < 64; i++) {
    cache.set(String(i & 1), i)
    cache.get(String((i + 1) & 1))
  }
}
warm()
