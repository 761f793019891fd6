/**
 * @module
 * The account export (privacy: a user's right to their data): everything stored for one user as a
 * ZIP, streamed. Rows are read a page at a time and each file is deflated and handed to the
 * response as it is made, so memory holds one page of resumes, never the archive; there is no
 * 50-resume cap as on the bulk export.
 *
 * Layout: `account.json`, `resumes/<id>.json` (current title, data, version, timestamps),
 * `resumes/<id>/versions/<n>.json` (every stored version) and `shares.json`.
 */
import { Zip, ZipDeflate } from 'fflate'
import type { Queryable } from '../db/index.js'

const RESUMES_PER_PAGE = 10
const VERSIONS_PER_PAGE = 10

type File = [name: string, content: unknown]
type Stamp = Date | string

const iso = (value: Stamp) => new Date(value).toISOString()

async function* accountFiles(db: Queryable, userId: string, origin: URL): AsyncGenerator<File> {
  const [account] = await db.query<{ id: string; email: string; name: string; created_at: Stamp }>(
    'SELECT id, email, name, created_at FROM users WHERE id = $1',
    [userId],
  )
  if (!account) return
  yield ['account.json', { ...account, created_at: iso(account.created_at) }]

  // Keyset pages by id: stable while rows are added or removed meanwhile, and no OFFSET scans.
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const resumes = await db.query<{ id: string; title: string; data: unknown; version: number; created_at: Stamp; updated_at: Stamp }>(
      `SELECT id, title, data, version, created_at, updated_at FROM resumes
        WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [userId, after, RESUMES_PER_PAGE],
    )
    for (const r of resumes) {
      yield [`resumes/${r.id}.json`, { ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) }]
      yield* versionFiles(db, r.id)
    }
    if (resumes.length < RESUMES_PER_PAGE) break
    after = resumes.at(-1)!.id
  }

  const shares = await db.query<{ resume_id: string; token: string; created_at: Stamp }>(
    `SELECT s.resume_id, s.token, s.created_at FROM resume_shares s JOIN resumes r ON r.id = s.resume_id
      WHERE r.user_id = $1 ORDER BY s.created_at, s.token`,
    [userId],
  )
  yield [
    'shares.json',
    shares.map((s) => ({ ...s, url: new URL(`/s/${s.token}`, origin).href, created_at: iso(s.created_at) })),
  ]
}

async function* versionFiles(db: Queryable, resumeId: string): AsyncGenerator<File> {
  let after = 0
  for (;;) {
    const versions = await db.query<{ version: number; title: string; data: unknown; created_at: Stamp }>(
      `SELECT version, title, data, created_at FROM resume_versions
        WHERE resume_id = $1 AND version > $2 ORDER BY version LIMIT $3`,
      [resumeId, after, VERSIONS_PER_PAGE],
    )
    for (const v of versions) yield [`resumes/${resumeId}/versions/${v.version}.json`, { ...v, created_at: iso(v.created_at) }]
    if (versions.length < VERSIONS_PER_PAGE) return
    after = versions.at(-1)!.version
  }
}

/** The ZIP as a byte stream; it reads the next rows only when the reader asks for more. */
export function exportAccount(db: Queryable, userId: string, origin: URL): ReadableStream<Uint8Array> {
  const files = accountFiles(db, userId, origin)
  const encoder = new TextEncoder()
  let chunks = 0
  let zip: Zip
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        chunks++
        controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    async pull() {
      // A pull must enqueue something or finish, or a waiting reader would never be woken.
      const before = chunks
      while (chunks === before) {
        const next = await files.next()
        if (next.done) return zip.end()
        const [name, content] = next.value
        const entry = new ZipDeflate(name, { level: 6 })
        zip.add(entry)
        entry.push(encoder.encode(JSON.stringify(content, null, 2) + '\n'), true)
      }
    },
    async cancel() {
      await files.return(undefined)
    },
  })
}
