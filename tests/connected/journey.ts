/**
 * One user's whole connected-mode story through real OIDC sign-in (issue 15, "Sign-in"): sign in,
 * create, edit three times, restore version 1, share, fetch the link without a cookie, revoke,
 * export the account, delete it, and sign in again to a new, empty account.
 */
import { unzipSync } from 'fflate'
import { expect, it } from 'vitest'
import { setCookies } from './helpers/provider.js'
import { resume, type SuiteContext } from './suite.js'

export function journeyTests({ call, signIn, account, app }: SuiteContext) {
  it('signs in, edits, restores, shares, revokes, exports, deletes and starts over empty', async () => {
    const who = account('journey')
    const first = await signIn(who)
    const me = await (await call('/auth/me', first.cookie)).json()

    const created = await call('/api/resumes', first.cookie, { method: 'POST', json: { title: 'Draft', data: resume('Journey v1') } })
    expect(created.status).toBe(201)
    const { id } = await created.json()
    for (const version of [1, 2, 3]) {
      const edit = await call(`/api/resumes/${id}`, first.cookie, {
        method: 'PUT',
        headers: { 'If-Match': `"${version}"` },
        json: { title: `Draft ${version + 1}`, data: resume(`Journey v${version + 1}`) },
      })
      expect(edit.status).toBe(200)
    }
    const restored = await call(`/api/resumes/${id}/versions/1/restore`, first.cookie, { method: 'POST', headers: { 'If-Match': '"4"' } })
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ version: 5, title: 'Draft', data: { basics: { name: 'Journey v1' } } })
    const versions = (await (await call(`/api/resumes/${id}/versions`, first.cookie)).json()).versions
    expect(versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
      [5, 'Draft'],
      [4, 'Draft 4'],
      [3, 'Draft 3'],
      [2, 'Draft 2'],
      [1, 'Draft'],
    ])

    const { token } = await (await call(`/api/resumes/${id}/share`, first.cookie, { method: 'PUT' })).json()
    const pdf = await app().request(`/s/${token}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf')
    expect(pdf.headers.get('ETag')).toBe('W/"5-rhyhorn"')
    const shared = await (await app().request(`/s/${token}/resume.json`)).json()
    expect(shared.basics.name).toBe('Journey v1')
    expect((await call(`/api/resumes/${id}/share`, first.cookie, { method: 'DELETE' })).status).toBe(204)
    expect((await app().request(`/s/${token}`)).status).toBe(404)

    const zip = await call('/api/account/export', first.cookie)
    expect(zip.status).toBe(200)
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()))
    expect(Object.keys(files).filter((f) => f.includes('/versions/')).length).toBe(5)
    expect(JSON.parse(new TextDecoder().decode(files['shares.json']!))).toEqual([])

    const deleted = await call('/api/account', first.cookie, { method: 'DELETE', headers: { 'X-Confirm-Delete': me.email } })
    expect(deleted.status).toBe(204)
    expect(setCookies(deleted).get('session')?.value).toBe('')
    expect((await call('/auth/me', first.cookie)).status).toBe(401)

    const again = await signIn(who)
    const fresh = await (await call('/auth/me', again.cookie)).json()
    expect(fresh.id).not.toBe(me.id)
    expect(await (await call('/api/resumes', again.cookie)).json()).toEqual({ resumes: [] })
    expect((await call(`/api/resumes/${id}`, again.cookie)).status).toBe(404)
  })
}
