/**
 * Public share links, run by the connected suite on every backend: idempotent PUT, the public
 * `/s/{token}` routes without a cookie, Cache-Control, ETag and 304, revocation answered at once,
 * isolation and 401.
 */
import { expect, it } from 'vitest'
import { resume, type SuiteContext } from './suite.js'

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60'

export function sharingTests({ call, create, session: newSession, app }: SuiteContext) {
  const share = async (id: string, session: string) => {
    const res = await call(`/api/resumes/${id}/share`, session, { method: 'PUT' })
    expect(res.status).toBe(200)
    return (await res.json()) as { token: string; url: string; created_at: string }
  }
  /** A public request: no cookie, no bearer. */
  const open = (path: string, headers: Record<string, string> = {}) => app().request(path, { headers })

  it('shares a resume publicly: PDF, PNG pages and JSON with cache headers, ETag and 304', async () => {
    const session = await newSession('sharer')
    const created = await create(session, 'Grace Hopper, CV', resume('Grace Hopper'))
    const link = await share(created.id, session)
    expect(Object.keys(link).sort()).toEqual(['created_at', 'token', 'url'])
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(link.url).toBe(`http://localhost/s/${link.token}`)
    expect(Number.isNaN(Date.parse(link.created_at))).toBe(false)
    // Idempotent while the link exists.
    expect(await share(created.id, session)).toEqual(link)

    const pdf = await open(`/s/${link.token}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('Content-Disposition')).toBe(`inline; filename="Grace Hopper, CV.pdf"; filename*=UTF-8''Grace%20Hopper%2C%20CV.pdf`)
    expect(pdf.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
    const etag = pdf.headers.get('ETag')
    expect(etag).toBe('W/"1-rhyhorn"')
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const page = await open(`/s/${link.token}/preview/0`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toBe('image/png')
    expect(page.headers.get('X-Total-Pages')).toBe('1')
    expect(page.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
    expect(page.headers.get('ETag')).toBe(etag)
    expect([...new Uint8Array(await page.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const outside = await open(`/s/${link.token}/preview/5`)
    expect(outside.status).toBe(400)
    expect(outside.headers.get('X-Total-Pages')).toBe('1')
    expect((await open(`/s/${link.token}/preview/first`)).status).toBe(400)

    const data = await open(`/s/${link.token}/resume.json`)
    expect(data.status).toBe(200)
    expect(data.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
    expect(await data.json()).toEqual(created.data)

    for (const path of [`/s/${link.token}`, `/s/${link.token}/preview/0`, `/s/${link.token}/resume.json`]) {
      for (const ifNoneMatch of [etag!, '"1-rhyhorn"', `"other", ${etag}`, '*']) {
        const cached = await open(path, { 'If-None-Match': ifNoneMatch })
        expect(cached.status, `${path} ${ifNoneMatch}`).toBe(304)
        expect(cached.headers.get('ETag')).toBe(etag)
        expect(cached.headers.get('Cache-Control')).toBe(CACHE_CONTROL)
        expect(await cached.text()).toBe('')
      }
      expect((await open(path, { 'If-None-Match': '"0-rhyhorn"' })).status).toBe(200)
    }

    // A new version (here also a new template) is a new ETag: old copies are not reused.
    const data2 = resume('Grace B. Hopper', { metadata: { template: 'onyx' } })
    const put = await call(`/api/resumes/${created.id}`, session, { method: 'PUT', headers: { 'If-Match': '"1"' }, json: { data: data2 } })
    expect(put.status).toBe(200)
    const fresh = await open(`/s/${link.token}/resume.json`, { 'If-None-Match': etag! })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('ETag')).toBe('W/"2-onyx"')
    expect((await fresh.json()).basics.name).toBe('Grace B. Hopper')
    // The link follows the resume: still the same token.
    expect((await share(created.id, session)).token).toBe(link.token)
  })

  it('revoking answers 404 at once; sharing again makes a new token; deleting the resume ends its link', async () => {
    const session = await newSession('revoker')
    const { id } = await create(session, 'Revocable')
    const first = await share(id, session)
    expect((await open(`/s/${first.token}/resume.json`)).status).toBe(200)

    const revoked = await call(`/api/resumes/${id}/share`, session, { method: 'DELETE' })
    expect(revoked.status).toBe(204)
    for (const path of [`/s/${first.token}`, `/s/${first.token}/preview/0`, `/s/${first.token}/resume.json`]) {
      const gone = await open(path)
      expect(gone.status, path).toBe(404)
      expect(gone.headers.get('Content-Type')).toMatch(/application\/json/)
      expect(await gone.json()).toEqual({ error: 'Share link not found' })
      // Not cacheable: nothing keeps answering for a link after it changes.
      expect(gone.headers.get('Cache-Control')).toBe('no-store')
    }
    // Revoking again is harmless.
    expect((await call(`/api/resumes/${id}/share`, session, { method: 'DELETE' })).status).toBe(204)

    const second = await share(id, session)
    expect(second.token).not.toBe(first.token)
    expect((await open(`/s/${second.token}/resume.json`)).status).toBe(200)
    expect((await open(`/s/${first.token}/resume.json`)).status).toBe(404)

    expect((await call(`/api/resumes/${id}`, session, { method: 'DELETE' })).status).toBe(204)
    expect((await open(`/s/${second.token}/resume.json`)).status).toBe(404)
    expect((await call(`/api/resumes/${id}/share`, session, { method: 'PUT' })).status).toBe(404)
  })

  it('answers 404 to unknown and malformed tokens, 401 without a session, 404 for another user’s share', async () => {
    for (const token of ['x', 'A'.repeat(43), `${'A'.repeat(42)}%00`, "'%20OR%201=1", 'a'.repeat(5000)]) {
      const res = await open(`/s/${token}`)
      expect(res.status, token.slice(0, 20)).toBe(404)
      expect(await res.json()).toEqual({ error: 'Share link not found' })
    }
    const a = await newSession('share-owner')
    const b = await newSession('share-intruder')
    const { id } = await create(a, 'Mine')
    const link = await share(id, a)
    for (const method of ['PUT', 'DELETE']) {
      expect((await call(`/api/resumes/${id}/share`, undefined, { method })).status, `${method} anonymous`).toBe(401)
      const other = await call(`/api/resumes/${id}/share`, b, { method })
      expect(other.status, `${method} as B`).toBe(404)
      expect(await other.json()).toEqual({ error: 'Resume not found' })
    }
    // B's attempts changed nothing: A's link still answers.
    expect((await open(`/s/${link.token}/resume.json`)).status).toBe(200)
    expect((await share(id, a)).token).toBe(link.token)
  })
}
