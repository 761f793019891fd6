/**
 * The page end to end from the Workers build: the built health, parse, render and templates Workers
 * in real workerd, and Debian's Chromium on the page at `/`, with every request it makes sent to
 * the Worker whose wrangler.toml routes take that path, as on the one production hostname. Nothing
 * but workerd answers: a path no route takes is refused.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployBuild, ROOT } from '../runtime/build.js'
import { fetchWorker, startWorker, type StartedWorker } from '../runtime/workerd/worker.js'
import { pdftotext } from '../render/helpers/poppler.js'
import { launchChromium, missingTools } from './helpers.js'

const missing = missingTools()

const ORIGIN = 'https://resume.example.com'
const GROUPS = ['health', 'parse', 'render', 'templates']

/** Each environment's route paths from wrangler.toml; a trailing `*` matches any rest. */
function routesOf(toml: string): Array<{ group: string; path: string }> {
  const routes: Array<{ group: string; path: string }> = []
  for (const section of toml.split(/^\[env\./m).slice(1)) {
    const group = section.slice(0, section.indexOf(']'))
    for (const [, path] of section.matchAll(/pattern = "resume\.example\.com(\/[^"]*)"/g)) routes.push({ group, path: path! })
  }
  return routes
}

const ROUTES = routesOf(readFileSync(join(ROOT, 'wrangler.toml'), 'utf8'))
const matches = (route: string, path: string) => (route.endsWith('*') ? path.startsWith(route.slice(0, -1)) : path === route)

const workers = new Map<string, StartedWorker>()
let browser: Browser

// Hop-by-hop and transfer headers: the forwarded request and the decoded answer set their own.
const DROPPED = new Set(['host', 'content-length', 'accept-encoding', 'content-encoding', 'transfer-encoding', 'connection'])
const kept = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED.has(name.toLowerCase())))

describe.skipIf(missing)('the page from the built Workers in Chromium', { timeout: 180_000 }, () => {
  const unrouted: string[] = []
  const answered: Record<string, number> = {}

  /** Forwards one browser request, method, headers and body, to the Worker that routes its path. */
  async function forward(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    const group = url.origin === ORIGIN ? ROUTES.find((r) => matches(r.path, url.pathname))?.group : undefined
    if (!group) {
      if (url.protocol === 'blob:' || url.protocol === 'data:') return route.continue()
      unrouted.push(url.href)
      return route.abort()
    }
    const body = request.postDataBuffer()
    const res = await fetchWorker(workers.get(group)!, url.pathname + url.search, {
      method: request.method(),
      headers: kept(await request.allHeaders()),
      body: body ? new Uint8Array(body) : undefined,
    }, 60_000)
    answered[group] = (answered[group] ?? 0) + 1
    await route.fulfill({ status: res.status, headers: kept(Object.fromEntries(res.headers)), body: Buffer.from(await res.arrayBuffer()) })
  }

  beforeAll(async () => {
    deployBuild()
    // One at a time: a workerd start is CPU-heavy and the machine has two cores.
    for (const group of GROUPS) workers.set(group, await startWorker({ config: join(ROOT, 'wrangler.toml'), env: group }))
    browser = await launchChromium()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    for (const worker of workers.values()) await worker.dispose()
  })

  it('reads an uploaded JSON Resume, shows its pages and downloads its PDF', async () => {
    expect(new Set(ROUTES.map((r) => r.group))).toEqual(new Set(GROUPS))
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    context.setDefaultTimeout(90_000)
    try {
      await context.route('**/*', forward)
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.goto(`${ORIGIN}/`)
      await page.getByLabel('Resume file').setInputFiles(join(ROOT, 'examples', 'jsonresume-sample.resume.json'))
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Resume JSON' }).innerText(), { timeout: 90_000 })
        .toContain('Richard Hendriks')
      await page.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download PDF' }).click()
      const pdf = readFileSync((await (await download).path())!)
      expect(pdf.subarray(0, 4).toString()).toBe('%PDF')
      expect(pdftotext(pdf)).toContain('Richard Hendriks')
      // Every Worker answered its part: the page and assets, the file's parse, previews and PDF, the strip.
      for (const group of GROUPS) expect(answered[group] ?? 0, group).toBeGreaterThan(0)
      expect(errors).toEqual([])
      // Nothing the page asks for falls outside the routes (the OpenAPI document included).
      expect([...new Set(unrouted)]).toEqual([])
    } finally {
      await context.close()
    }
  })
})
