/**
 * Version history and restore, run by the connected suite on every backend: listing, reading,
 * restoring with If-Match (428/409), isolation, pruning at 100 and concurrent writers.
 */
import { expect, it } from 'vitest'
import { resume, type SuiteContext } from './suite.js'

type Versions = { versions: Array<{ version: number; title: string; created_at: string }> }

export function historyTests({ backend, call, create, session: newSession }: SuiteContext) {
  const put = (id: string, session: string, base: number, title: string) =>
    call(`/api/resumes/${id}`, session, { method: 'PUT', headers: { 'If-Match': `"${base}"` }, json: { title, data: resume(title) } })
  const restore = (id: string, session: string, version: number | string, ifMatch?: string) =>
    call(`/api/resumes/${id}/versions/${version}/restore`, session, {
      method: 'POST',
      headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch },
    })
  const versions = async (id: string, session: string) => {
    const res = await call(`/api/resumes/${id}/versions`, session)
    expect(res.status).toBe(200)
    return ((await res.json()) as Versions).versions
  }

  it('keeps a version per create, update and restore; restores with If-Match', async () => {
    const session = await newSession('history')
    const { id } = await create(session, 'V1')
    expect((await put(id, session, 1, 'V2')).status).toBe(200)
    expect((await put(id, session, 2, 'V3')).status).toBe(200)

    const listed = await versions(id, session)
    expect(listed.map((v) => [v.version, v.title])).toEqual([[3, 'V3'], [2, 'V2'], [1, 'V1']])
    for (const v of listed) expect(Object.keys(v).sort()).toEqual(['created_at', 'title', 'version'])
    expect(Date.parse(listed[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(listed[2]!.created_at))

    const one = await call(`/api/resumes/${id}/versions/1`, session)
    expect(one.status).toBe(200)
    const v1 = await one.json()
    expect(Object.keys(v1).sort()).toEqual(['created_at', 'data', 'id', 'title', 'version'])
    expect(v1).toMatchObject({ id, version: 1, title: 'V1', data: { basics: { name: 'V1' } } })

    expect((await restore(id, session, 1)).status).toBe(428)
    const stale = await restore(id, session, 1, '"2"')
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ error: expect.any(String), version: 3 })
    expect((await restore(id, session, 1, 'garbage')).status).toBe(400)
    for (const missing of [9, 0, 'abc', '99999999999']) {
      const res = await restore(id, session, missing, '"3"')
      expect(res.status, String(missing)).toBe(404)
      expect(await res.json()).toEqual({ error: 'Version not found' })
      expect((await call(`/api/resumes/${id}/versions/${missing}`, session)).status).toBe(404)
    }

    const restored = await restore(id, session, 1, '"3"')
    expect(restored.status).toBe(200)
    expect(restored.headers.get('ETag')).toBe('"4"')
    const body = await restored.json()
    expect(body).toMatchObject({ id, version: 4, title: 'V1', data: v1.data })
    expect(await (await call(`/api/resumes/${id}`, session)).json()).toEqual(body)
    expect((await versions(id, session)).map((v) => v.version)).toEqual([4, 3, 2, 1])
    // The history is immutable: version 3 still holds what it held.
    expect(await (await call(`/api/resumes/${id}/versions/3`, session)).json()).toMatchObject({ title: 'V3', data: { basics: { name: 'V3' } } })

    // The bulk export carries the current data only, no history.
    const { resumes } = await (await call('/api/resumes/export', session)).json()
    expect(resumes).toHaveLength(1)
    expect(Object.keys(resumes[0]).sort()).toEqual(['created_at', 'data', 'id', 'title', 'updated_at'])
    expect(resumes[0].data.basics.name).toBe('V1')

    // Deleting the resume deletes its history.
    expect((await call(`/api/resumes/${id}`, session, { method: 'DELETE' })).status).toBe(204)
    expect((await call(`/api/resumes/${id}/versions`, session)).status).toBe(404)
    expect((await call(`/api/resumes/${id}/versions/1`, session)).status).toBe(404)
  })

  it('answers 401 without a session and 404 for another user’s resume and versions', async () => {
    const a = await newSession('owner')
    const b = await newSession('intruder')
    const { id } = await create(a, 'Private')
    for (const [method, path] of [
      ['GET', `/api/resumes/${id}/versions`],
      ['GET', `/api/resumes/${id}/versions/1`],
      ['POST', `/api/resumes/${id}/versions/1/restore`],
    ] as const) {
      const anonymous = await call(path, undefined, { method, headers: { 'If-Match': '"1"' } })
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
      const other = await call(path, b, { method, headers: { 'If-Match': '"1"' } })
      expect(other.status, `${method} ${path} as B`).toBe(404)
      expect(await other.json()).toEqual({ error: 'Resume not found' })
    }
    expect(await (await call(`/api/resumes/${id}`, a)).json()).toMatchObject({ version: 1, title: 'Private' })
  })

  it.skipIf(backend.light)('keeps the newest 100 versions and prunes older ones as it goes', async () => {
    const session = await newSession('prune')
    const { id } = await create(session, 'Edit 1')
    for (let v = 1; v < 105; v++) expect((await put(id, session, v, `Edit ${v + 1}`)).status).toBe(200)
    const listed = await versions(id, session)
    expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 100 }, (_, i) => 105 - i))
    expect(listed.at(-1)).toMatchObject({ version: 6, title: 'Edit 6' })
    expect((await call(`/api/resumes/${id}/versions/5`, session)).status).toBe(404)
    expect((await restore(id, session, 5, '"105"')).status).toBe(404)
    expect((await restore(id, session, 6, '"105"')).status).toBe(200)
    expect((await versions(id, session)).map((v) => v.version)).toEqual(Array.from({ length: 100 }, (_, i) => 106 - i))
  })

  it.skipIf(backend.light)('20 concurrent restores and updates leave a history with no gaps and no lost update', async () => {
    const session = await newSession('race-history')
    const { id } = await create(session, 'Start')
    /** Each writer retries on 409 from the version it then reads, as a client should. */
    const writer = async (i: number) => {
      for (;;) {
        const current = (await (await call(`/api/resumes/${id}`, session)).json()).version as number
        const res = i % 2 === 0 ? put(id, session, current, `Writer ${i}`) : restore(id, session, 1, `"${current}"`)
        const answer = await res
        if (answer.status === 200) return ((await answer.json()) as { version: number }).version
        expect(answer.status).toBe(409)
      }
    }
    const won = await Promise.all(Array.from({ length: 20 }, (_, i) => writer(i)))
    // Every writer got its own version: 2..21, none twice.
    expect([...won].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
    const listed = await versions(id, session)
    expect(listed.map((v) => v.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i))
    // No lost update: each updater's title is in the history at the version it was answered with.
    const titles = new Map(listed.map((v) => [v.version, v.title]))
    for (const [i, version] of won.entries()) expect(titles.get(version)).toBe(i % 2 === 0 ? `Writer ${i}` : 'Start')
    expect(await (await call(`/api/resumes/${id}`, session)).json()).toMatchObject({ version: 21, title: titles.get(21) })
  })
}
