/**
 * @module
 * Page previews that follow the editor. Each request set replaces the last (its requests are
 * aborted), and pages already fetched for the same resume and template are reused: switching back
 * to a template, or an edit that leaves the parsed resume as it was, fetches nothing.
 */
import { preview } from './api.js'

export interface PreviewState {
  urls: string[]
  total: number
}

/** Enough for a dozen templates of a few pages each; older images are released. */
const KEEP = 60

export class Previews {
  private cache = new Map<string, { url: string; total: number }>()
  private current?: AbortController
  private shown = new Set<string>()

  /**
   * Fetches every page of `resume` in `template`, reporting as each arrives. Resolves when done;
   * rejects with an `AbortError` when a newer call replaced this one.
   */
  async show(resume: unknown, template: string, report: (state: PreviewState) => void): Promise<void> {
    this.current?.abort()
    const controller = new AbortController()
    this.current = controller
    const base = `${template}\n${JSON.stringify(resume)}`
    const page = async (n: number) => {
      const key = `${n}\n${base}`
      const hit = this.cache.get(key)
      if (hit) {
        this.cache.delete(key)
        this.cache.set(key, hit)
        return hit
      }
      const { png, total } = await preview(resume, template, n, controller.signal)
      const entry = { url: URL.createObjectURL(png), total }
      this.cache.set(key, entry)
      this.evict()
      return entry
    }
    const first = await page(0)
    const urls = [first.url]
    const publish = () => {
      if (controller.signal.aborted) return
      this.shown = new Set(urls)
      report({ urls: [...urls], total: first.total })
    }
    publish()
    for (let n = 1; n < first.total; n++) {
      urls.push((await page(n)).url)
      publish()
    }
  }

  private evict() {
    for (const [key, entry] of this.cache) {
      if (this.cache.size <= KEEP) return
      if (this.shown.has(entry.url)) continue
      URL.revokeObjectURL(entry.url)
      this.cache.delete(key)
    }
  }
}
