/**
 * The page against a connected `npm start` (SERVICE_CLOUD, a real PostgreSQL schema, a real OIDC
 * provider on loopback), in Chromium: sign in through the provider's pages, save, a conflicting
 * save (409) overwritten, a version restored, a share link published and revoked, delete, and a
 * 429 that says when to retry.
 */
import type { ChildProcess } from 'node:child_process'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshSchema, TEST_DATABASE_URL, type TestSchema } from '../connected/helpers/postgres.js'
import { startProvider, type TestProvider } from '../connected/helpers/provider.js'
import { freePort, launchChromium, missingTools, npmStart, stopServer } from './helpers.js'

const missing = missingTools() || (TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL is not set')
const SLOW = { timeout: 60_000 }

let server: ChildProcess | undefined
let provider: TestProvider | undefined
let schema: TestSchema | undefined
let browser: Browser
let context: BrowserContext
let page: Page
let base: string

/** The API as the signed-in browser's session (its cookie's value as a bearer token). */
async function asUser(path: string, init: RequestInit = {}) {
  const session = (await context.cookies()).find((c) => c.name === 'session')
  if (!session) throw new Error('not signed in')
  return fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as object), Authorization: `Bearer ${session.value}` } })
}

describe.skipIf(missing)('the page against a connected server', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const port = await freePort()
    // The session cookie is scoped to the redirect URI's host: the browser uses the same one.
    base = `http://localhost:${port}`
    provider = await startProvider(`${base}/auth/callback`)
    schema = await freshSchema(TEST_DATABASE_URL!)
    server = await npmStart(port, {
      SERVICE_CLOUD: 'true',
      DATABASE_URL: schema.url,
      ...provider.env,
      // Generous limits, except one PDF a minute: the second download meets a 429.
      RATE_LIMIT_BILLABLE_PER_MIN: '1000',
      RATE_LIMIT_UNAUTHENTICATED_PER_MIN: '1000',
      RATE_LIMIT_PREVIEW_PER_MIN: '1000',
      RATE_LIMIT_AUTH_PER_MIN: '1000',
      RATE_LIMIT_RESUME_CRUD_BURST: '1000',
      RATE_LIMIT_PDF_PER_MIN: '1',
    })
    browser = await launchChromium()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
    context.setDefaultTimeout(60_000)
    page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
  })

  afterAll(async () => {
    await browser?.close()
    stopServer(server)
    await provider?.close()
    await schema?.drop()
  })

  it('asks to sign in for pages, then signs in through the provider', async () => {
    await page.goto(`${base}/`)
    const account = page.getByRole('navigation', { name: 'Account' })
    await expect.poll(() => page.getByRole('alert').first().innerText(), SLOW).toMatch(/sign in to see them/)
    await account.getByRole('link', { name: 'Sign in' }).click()
    // oidc-provider's development pages: a login form, then a consent form.
    await page.locator('input[name="login"]').fill('ada')
    await page.locator('input[name="password"]').fill('x')
    await page.locator('button[type="submit"]').click()
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(`${base}/`)
    await expect.poll(() => account.innerText(), SLOW).toContain('Signed in as User ada')
    await page.getByRole('img', { name: /^Page 1 of \d+$/ }).waitFor(SLOW)
  })

  it('saves, then meets a conflicting save and overwrites it', async () => {
    await page.getByRole('button', { name: 'Save to my resumes' }).click()
    await expect.poll(() => page.getByText(/^My resumes \(\d+\)$/).innerText(), SLOW).toBe('My resumes (1)')
    const [stored] = (await (await asUser('/api/resumes')).json()).resumes
    // Someone else (another tab) saves first: version 2.
    const other = await asUser(`/api/resumes/${stored.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"1"' },
      body: JSON.stringify({ title: 'From the other tab' }),
    })
    expect(other.status).toBe(200)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const conflict = page.getByRole('alert').filter({ hasText: 'Someone saved this resume after you opened it' })
    await conflict.waitFor(SLOW)
    await conflict.getByRole('button', { name: 'Overwrite with mine' }).click()
    await conflict.waitFor({ state: 'detached', ...SLOW })
    const now = await (await asUser(`/api/resumes/${stored.id}`)).json()
    expect(now.version).toBe(3)
    expect(now.title).not.toBe('From the other tab')
  })

  it('restores an older version', async () => {
    const [stored] = (await (await asUser('/api/resumes')).json()).resumes
    await page.getByText(/^Versions of /).click()
    await page.getByRole('button', { name: 'Restore version 2' }).click()
    await expect.poll(async () => (await (await asUser(`/api/resumes/${stored.id}`)).json()).version, SLOW).toBe(4)
    expect((await (await asUser(`/api/resumes/${stored.id}`)).json()).title).toBe('From the other tab')
  })

  it('publishes a share link and takes it back', async () => {
    await page.getByRole('button', { name: 'Share link' }).click()
    const link = page.getByRole('link', { name: /\/s\// })
    await link.waitFor(SLOW)
    const url = (await link.getAttribute('href'))!
    const shared = await fetch(url)
    expect(shared.status).toBe(200)
    expect(Buffer.from(await shared.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF')
    await page.getByRole('button', { name: 'Stop sharing' }).click()
    await page.getByRole('button', { name: 'Share link' }).waitFor(SLOW)
    expect((await fetch(url)).status).toBe(404)
  })

  it('says when to retry after a 429', async () => {
    const first = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    await first
    await page.getByRole('button', { name: 'Download PDF' }).click()
    await expect.poll(() => page.getByRole('alert').first().innerText(), SLOW).toMatch(/^Too many requests: try again in \d+ s\.$/)
  })

  it('deletes a stored resume', async () => {
    await page.getByText(/^My resumes/).click()
    await page.getByRole('button', { name: /^Delete / }).click()
    await expect.poll(() => page.getByText(/^My resumes \(\d+\)$/).innerText(), SLOW).toBe('My resumes (0)')
    expect((await (await asUser('/api/resumes')).json()).resumes).toEqual([])
  })
})
