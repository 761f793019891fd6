/**
 * The page at `/` end to end: a real Chromium (Debian's `chromium`, driven by playwright-core)
 * against a real `npm start` on a free port. One browser and one server for the whole file; each
 * test gets its own browser context (fresh storage).
 */
import { AxeBuilder } from '@axe-core/playwright'
import { execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { linkedinFiles, readSample } from '../parse/samples.js'
import { zipSync } from 'fflate'
import { ASSET_HEADERS, PAGE_HEADERS } from '../../src/lib/http/page-headers.js'
import { freePort, launchChromium, missingTools, npmStart, stopServer } from './helpers.js'

const missing = missingTools()

const dir = mkdtempSync(join(tmpdir(), 'web-e2e-'))
let server: ChildProcess | undefined
let browser: Browser
let base: string
let context: BrowserContext | undefined

/** A fresh context and page with console errors and other-origin requests recorded. */
async function open(options: { width?: number; height?: number } = {}) {
  context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    acceptDownloads: true,
  })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  const errors: string[] = []
  const elsewhere: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  // Every request to another origin is refused and remembered.
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(base) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue()
    elsewhere.push(url)
    return route.abort()
  })
  await page.goto(`${base}/`)
  return { page, errors, elsewhere }
}

const editorText = (page: Page) => page.getByRole('textbox', { name: 'Resume JSON' }).innerText()

async function upload(page: Page, name: string, content: string | Uint8Array, mimeType = 'application/json') {
  await page.getByLabel('Resume file').setInputFiles({ name, mimeType, buffer: Buffer.from(content) })
}

/** A cold server on a busy machine renders its first pages in seconds, not milliseconds. */
const SLOW = { timeout: 60_000 }

const firstPage = (page: Page) => page.getByRole('img', { name: /^Page 1 of \d+$/ })

describe.skipIf(missing)('the page at / in Chromium', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = await npmStart(port, { SERVICE_CLOUD: '', DATABASE_URL: '' })
    browser = await launchChromium()
  })

  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  afterAll(async () => {
    await browser?.close()
    stopServer(server)
    rmSync(dir, { recursive: true, force: true })
  })

  it('reads an uploaded JSON Resume file and shows its pages', async () => {
    const { page, errors, elsewhere } = await open()
    await upload(page, 'resume.json', readSample('json-resume', 'jsonresume-sample.resume.json'))
    await expect.poll(() => editorText(page), SLOW).toContain('Richard Hendriks')
    await firstPage(page).waitFor()
    expect(await page.getByRole('img', { name: /^Page \d+ of \d+$/ }).count()).toBeGreaterThan(0)
    // Nothing reached another origin, and nothing failed (every such request was blocked).
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
  })

  it('serves the page with its policy, revalidated (304), and hashed assets immutable', async () => {
    const page = await fetch(`${base}/`)
    expect(page.headers.get('content-security-policy')).toBe(PAGE_HEADERS['Content-Security-Policy'])
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';.*frame-ancestors 'none'/)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const html = await page.text()
    expect(html).not.toMatch(/<script>|<script(?![^>]*\bsrc=)[^>]*>/)
    const again = await fetch(`${base}/`, { headers: { 'If-None-Match': page.headers.get('etag')! } })
    expect(again.status).toBe(304)
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      const res = await fetch(`${base}${asset}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(ASSET_HEADERS['Cache-Control'])
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    }
    expect((await fetch(`${base}/assets/..%2Fpackage.json`)).status).toBe(404)
    const docs = await fetch(`${base}/docs`)
    expect(docs.status).toBe(200)
    expect(docs.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
  })

  it('names its controls as the page contract says', async () => {
    const { page } = await open()
    await firstPage(page).waitFor()
    expect(await page.getByLabel('Resume file').getAttribute('type')).toBe('file')
    expect(await page.getByRole('textbox', { name: 'Resume JSON' }).count()).toBe(1)
    const format = page.getByRole('combobox', { name: 'Format' })
    expect((await format.locator('option').allInnerTexts())[0]).toBe('Auto-detect')
    const radios = page.getByRole('radiogroup', { name: 'Template' }).getByRole('radio')
    const names = await radios.evaluateAll((inputs) => inputs.map((i) => i.closest('label')!.innerText.trim()))
    const templates = (await (await fetch(`${base}/api/templates`)).json()) as Array<{ name: string }>
    expect(names).toEqual(templates.map((t) => t.name))
    for (const name of ['Pikachu', 'Azurill']) expect(await page.getByRole('radio', { name, exact: true }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Download PDF' }).count()).toBe(1)
  })

  it('follows a template switch with new pages', async () => {
    const { page } = await open()
    await firstPage(page).waitFor()
    const before = await firstPage(page).getAttribute('src')
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/render/preview') && r.postDataJSON().template === 'pikachu')
    await page.getByRole('radiogroup', { name: 'Template' }).getByRole('radio', { name: 'Pikachu' }).check()
    await asked
    await expect.poll(() => firstPage(page).getAttribute('src'), SLOW).not.toBe(before)
    expect(await page.getByRole('radio', { name: 'Pikachu' }).isChecked()).toBe(true)
    expect(await page.getByRole('radiogroup', { name: 'Template' }).getByRole('radio').count()).toBe(12)
  })

  it('downloads the PDF with the resume words in it', async () => {
    const { page } = await open()
    await upload(page, 'resume.json', readSample('json-resume', 'jsonresume-sample.resume.json'))
    await expect.poll(() => editorText(page), SLOW).toContain('Richard Hendriks')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const file = join(dir, 'resume.pdf')
    await (await download).saveAs(file)
    expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF')
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Richard Hendriks')
  })

  it('reads the LinkedIn data-export ZIP dropped on the page', async () => {
    const { page } = await open()
    const zip = [...zipSync(linkedinFiles('Basic_LinkedInDataExport/'))]
    const files = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([new Uint8Array(bytes)], 'Basic_LinkedInDataExport.zip', { type: 'application/zip' }))
      return transfer
    }, zip)
    await page.dispatchEvent('main', 'dragover', { dataTransfer: files })
    await page.dispatchEvent('main', 'drop', { dataTransfer: files })
    await expect.poll(() => editorText(page), SLOW).toContain('David Chen')
    await firstPage(page).waitFor()
  })

  it('lists an invalid email under basics.email and moves the editor there', async () => {
    const { page } = await open()
    const resume = { basics: { name: 'Ada', email: 'not-an-email' }, sections: {} }
    await upload(page, 'native.json', JSON.stringify(resume, null, 2))
    const problems = page.getByRole('status').filter({ has: page.getByRole('list') })
    const item = problems.getByRole('listitem').filter({ hasText: 'basics.email: ' })
    await item.waitFor()
    await item.getByRole('button').click()
    await expect.poll(() => page.locator('.cm-activeLine').innerText(), SLOW).toContain('not-an-email')
  })

  it('shows the line of a JSON syntax error', async () => {
    const { page } = await open()
    await upload(page, 'broken.json', '{\n  "basics": {\n    "name": "Ada",,\n  }\n}\n')
    await page.getByRole('status').getByRole('listitem').filter({ hasText: /^Line 3, column \d+/ }).waitFor()
    expect(await editorText(page)).toContain('"Ada",,')
  })

  it('keeps the draft across a reload', async () => {
    const { page } = await open()
    await upload(page, 'native.json', JSON.stringify({ basics: { name: 'Grace Hopper' } }, null, 2))
    await expect.poll(() => editorText(page), SLOW).toContain('Grace Hopper')
    await page.getByRole('textbox', { name: 'Resume JSON' }).click()
    await page.keyboard.press('ControlOrMeta+Home')
    await page.keyboard.type('typed before the reload ')
    await page.reload()
    await expect.poll(() => editorText(page), SLOW).toContain('typed before the reload')
    expect(await editorText(page)).toContain('Grace Hopper')
  })

  it('says a network failure or a 5xx plainly and keeps the text', async () => {
    const { page } = await open()
    await firstPage(page).waitFor()
    const alert = page.getByRole('alert').first()
    await page.route('**/api/render/preview', (route) => route.abort('connectionrefused'))
    await upload(page, 'a.json', JSON.stringify({ basics: { name: 'Offline Olga' } }))
    await expect.poll(() => alert.innerText(), SLOW).toMatch(/^The server could not be reached\. Your text is kept/)
    await page.unroute('**/api/render/preview')
    await page.route('**/api/render/preview', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Render timed out' }) }),
    )
    await upload(page, 'b.json', JSON.stringify({ basics: { name: 'Busy Bob' } }))
    await expect.poll(() => alert.innerText(), SLOW).toBe('The server failed (503): Render timed out. Your text is kept.')
    expect(await editorText(page)).toContain('Busy Bob')
  })

  it('keeps a refused download saying when to retry while a preview finishes after it', async () => {
    const { page } = await open()
    await firstPage(page).waitFor()
    const before = await firstPage(page).getAttribute('src')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/render/preview', async (route) => {
      await held
      await route.continue()
    })
    await page.route('**/api/render/pdf', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '42' }, contentType: 'application/json', body: JSON.stringify({ error: 'Too many requests', retry_after: 42 }) }),
    )
    await upload(page, 'a.json', JSON.stringify({ basics: { name: 'Patient Pat' } }))
    await expect.poll(() => editorText(page), SLOW).toContain('Patient Pat')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const alert = page.getByRole('alert').first()
    await expect.poll(() => alert.innerText(), SLOW).toBe('Too many requests: try again in 42 s.')
    release()
    await expect.poll(() => firstPage(page).getAttribute('src'), SLOW).not.toBe(before)
    // The preview's own success runs right after its page is shown; give it time to (not) clear.
    await page.waitForTimeout(500)
    expect(await alert.innerText()).toBe('Too many requests: try again in 42 s.')
  })

  it('does not scroll sideways at 390 x 844', async () => {
    const { page } = await open({ width: 390, height: 844 })
    await firstPage(page).waitFor()
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth])
    expect(scroll).toBeLessThanOrEqual(client)
  })

  it.each(['/', '/docs'])('has no serious or critical axe violation on %s', async (path) => {
    const { page, errors, elsewhere } = await open()
    if (path === '/') await firstPage(page).waitFor()
    else {
      await page.goto(`${base}${path}`)
      await page.getByText('/api/parse').first().waitFor()
    }
    const { violations } = await new AxeBuilder({ page }).analyze()
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    expect(elsewhere).toEqual([])
    expect(errors).toEqual([])
  })
})
