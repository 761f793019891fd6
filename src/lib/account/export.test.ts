import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upsertUser } from '../auth/index.js'
import { connectDatabase } from '../db/connect.js'
import type { Db, Queryable } from '../db/index.js'
import { insertResume } from '../resumes/store.js'
import { exportAccount } from './export.js'

describe('exportAccount (PGlite)', () => {
  let db: Db
  let userId: string
  beforeAll(async () => {
    db = await connectDatabase('memory://')
    userId = (await upsertUser(db, { issuer: 'i', subject: 's', email: 'e@example.test', name: 'E' })).id
    for (let i = 0; i < 35; i++) await insertResume(db, userId, `R${i}`, { basics: { name: `R${i}`, bio: 'x'.repeat(2000) } })
  })
  afterAll(() => db?.close())

  it('streams: the first bytes come after a few queries, the rest only as the reader asks', async () => {
    const sql: string[] = []
    const counting: Queryable = {
      query: (text, params) => (sql.push(text), db.query(text, params)),
      exec: (text) => db.exec(text),
    }
    const reader = exportAccount(counting, userId, new URL('https://cv.example.test')).getReader()
    const first = await reader.read()
    expect(first.done).toBe(false)
    // PK\x03\x04: a ZIP's first local file header.
    expect([...first.value!.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
    const early = sql.length
    expect(early).toBeLessThanOrEqual(3)
    const chunks = [first.value!]
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value)
    // 1 account + 4 pages of resumes + 35 version pages + shares.
    expect(sql.length).toBe(41)
    const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
    chunks.reduce((at, c) => (bytes.set(c, at), at + c.length), 0)
    const files = unzipSync(bytes)
    expect(Object.keys(files).filter((f) => /^resumes\/[^/]+\.json$/.test(f))).toHaveLength(35)
    expect(Object.keys(files).filter((f) => f.endsWith('/versions/1.json'))).toHaveLength(35)
  })

  it('stops reading the database when the reader cancels', async () => {
    const sql: string[] = []
    const counting: Queryable = { query: (text, params) => (sql.push(text), db.query(text, params)), exec: (t) => db.exec(t) }
    const reader = exportAccount(counting, userId, new URL('https://cv.example.test')).getReader()
    await reader.read()
    await reader.cancel()
    const after = sql.length
    expect(after).toBeLessThan(10)
    await new Promise((r) => setTimeout(r, 50))
    expect(sql.length).toBe(after)
  })
})
