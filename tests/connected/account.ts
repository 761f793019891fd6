/**
 * Account export and deletion, run by the connected suite on every backend: the streamed ZIP holds
 * exactly what is stored (no 50 cap); deletion needs X-Confirm-Delete, removes every row of the
 * user from every table in one go, and a new sign-in with the same identity starts empty.
 */
import { unzipSync } from 'fflate'
import { expect, it } from 'vitest'
import { setCookies } from './helpers/provider.js'
import { resume, type SuiteContext } from './suite.js'

const text = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes))

export function accountTests({ backend, call, create, session: newSession, signIn, account, app, db }: SuiteContext) {
  const exportZip = async (session: string) => {
    const res = await call('/api/account/export', session)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/zip')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="account.zip"')
    // Streamed: the length is not known up front.
    expect(res.headers.get('Content-Length')).toBeNull()
    return unzipSync(new Uint8Array(await res.arrayBuffer()))
  }

  /** Rows of every table of the schema whose text mentions any of `needles` (ids, tokens, email). */
  const rowsMentioning = async (needles: string[]) => {
    const tables = await db().query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    )
    const names = tables.map((t) => t.table_name).sort()
    expect(names).toEqual(expect.arrayContaining(['resume_shares', 'resume_versions', 'resumes', 'sessions', 'users']))
    const found: Record<string, number> = {}
    for (const table of names) {
      const [row] = await db().query<{ n: number }>(
        `SELECT count(*) AS n FROM "${table}" t WHERE ${needles.map((_, i) => `strpos(t::text, $${i + 1}) > 0`).join(' OR ')}`,
        needles,
      )
      if (row!.n > 0) found[table] = row!.n
    }
    return found
  }

  it('exports the account as a ZIP with exactly what is stored', async () => {
    const session = await newSession('exporter')
    const me = await (await call('/auth/me', session)).json()
    const first = await create(session, 'First')
    const second = await create(session, 'Second', resume('Second', { metadata: { template: 'onyx' } }))
    for (const [base, title] of [[1, 'First, v2'], [2, 'First, v3']] as const) {
      const put = await call(`/api/resumes/${first.id}`, session, { method: 'PUT', headers: { 'If-Match': `"${base}"` }, json: { title, data: resume(title) } })
      expect(put.status).toBe(200)
    }
    const share = await (await call(`/api/resumes/${second.id}/share`, session, { method: 'PUT' })).json()

    const files = await exportZip(session)
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        `resumes/${first.id}.json`,
        ...[1, 2, 3].map((n) => `resumes/${first.id}/versions/${n}.json`),
        `resumes/${second.id}.json`,
        `resumes/${second.id}/versions/1.json`,
        'shares.json',
      ].sort(),
    )
    const [user] = await db().query<{ created_at: Date | string }>('SELECT created_at FROM users WHERE id = $1', [me.id])
    expect(text(files['account.json']!)).toEqual({ ...me, created_at: new Date(user!.created_at).toISOString() })
    for (const id of [first.id, second.id]) {
      const stored = await (await call(`/api/resumes/${id}`, session)).json()
      expect(text(files[`resumes/${id}.json`]!)).toEqual(stored)
    }
    for (const n of [1, 2, 3]) {
      const { id: _id, ...version } = await (await call(`/api/resumes/${first.id}/versions/${n}`, session)).json()
      expect(text(files[`resumes/${first.id}/versions/${n}.json`]!)).toEqual(version)
    }
    expect(text(files['shares.json']!)).toEqual([{ resume_id: second.id, ...share }])
  })

  it.skipIf(backend.light)('exports past the 50-resume cap of the bulk export', async () => {
    const session = await newSession('many')
    const ids = new Set<string>()
    for (let i = 0; i < 55; i++) ids.add((await create(session, `R${i}`)).id)
    expect((await call('/api/resumes/export', session)).status).toBe(413)
    const files = await exportZip(session)
    const resumes = Object.keys(files).filter((name) => /^resumes\/[^/]+\.json$/.test(name))
    expect(new Set(resumes.map((name) => name.slice('resumes/'.length, -'.json'.length)))).toEqual(ids)
  })

  it('answers 401 without a session', async () => {
    expect((await call('/api/account/export', undefined)).status).toBe(401)
    const res = await call('/api/account', undefined, { method: 'DELETE', headers: { 'X-Confirm-Delete': 'x@example.test' } })
    expect(res.status).toBe(401)
  })

  it('deletes the account only with X-Confirm-Delete, then leaves no row of it in any table', async () => {
    const who = account('leaver')
    const { cookie, token } = await signIn(who)
    const me = await (await call('/auth/me', cookie)).json()
    const { id } = await create(cookie, 'Leaving')
    expect((await call(`/api/resumes/${id}`, cookie, { method: 'PUT', headers: { 'If-Match': '"1"' }, json: { title: 'Leaving, v2' } })).status).toBe(200)
    const share = await (await call(`/api/resumes/${id}/share`, cookie, { method: 'PUT' })).json()
    const other = await newSession('bystander')
    const kept = await create(other, 'Kept')
    const needles = [me.id, id, share.token]
    const before = await rowsMentioning(needles)
    expect(before).toMatchObject({ users: 1, sessions: 1, resumes: 1, resume_versions: 2, resume_shares: 1 })

    const refusals: Array<Record<string, string>> = [{}, { 'X-Confirm-Delete': '' }, { 'X-Confirm-Delete': 'someone-else@example.test' }, { 'X-Confirm-Delete': me.id }]
    for (const headers of refusals) {
      const refused = await call('/api/account', cookie, { method: 'DELETE', headers })
      expect(refused.status, JSON.stringify(headers)).toBe(400)
      expect(await refused.json()).toEqual({ error: expect.stringContaining('nothing was deleted') })
      expect(setCookies(refused).has('session')).toBe(false)
    }
    expect(await rowsMentioning(needles)).toEqual(before)
    expect((await call('/auth/me', cookie)).status).toBe(200)

    const deleted = await call('/api/account', cookie, { method: 'DELETE', headers: { 'X-Confirm-Delete': me.email.toUpperCase() } })
    expect(deleted.status).toBe(204)
    expect(setCookies(deleted).get('session')?.value).toBe('')
    expect(await rowsMentioning([...needles, me.email])).toEqual({})

    expect((await call('/auth/me', cookie)).status).toBe(401)
    expect((await app().request('/api/resumes', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401)
    expect((await app().request(`/s/${share.token}`)).status).toBe(404)
    // Other accounts are untouched.
    expect(await (await call(`/api/resumes/${kept.id}`, other)).json()).toMatchObject({ title: 'Kept' })

    const again = await signIn(who)
    const fresh = await (await call('/auth/me', again.cookie)).json()
    expect(fresh).toMatchObject({ email: me.email, name: me.name })
    expect(fresh.id).not.toBe(me.id)
    expect(await (await call('/api/resumes', again.cookie)).json()).toEqual({ resumes: [] })
  })
}
