/**
 * @module
 * Public share links. Threat: anyone holding a link reads the resume without signing in, so the
 * token is the whole credential: 256 bits from the platform CSPRNG, URL-safe base64, never derived
 * from the resume or the user. One link per resume; revoking deletes the row, so the next request
 * for it is a 404 (a CDN may serve the old bytes for at most `max-age`, see infra/workers.md).
 * Owner routes are scoped by `user_id` like every resume statement: another user's resume is 404.
 */
import type { Queryable } from '../db/index.js'
import { RequestError } from '../http/errors.js'
import type { ResumeData } from '../schema/index.js'
import { checkId, notFound } from './ids.js'
import type { Share } from './schemas.js'

const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

type ShareRow = { token: string; created_at: Date | string }
const share = (row: ShareRow, origin: URL): Share => ({
  token: row.token,
  url: new URL(`/s/${row.token}`, origin).href,
  created_at: new Date(row.created_at).toISOString(),
})

/** The resume's link, created on first call; the same token while the link exists (idempotent). */
export async function shareResume(db: Queryable, userId: string, id: string, origin: URL): Promise<Share> {
  const resumeId = checkId(id)
  // Two statements: the SELECT sees a link a concurrent request inserted after this INSERT began.
  await db.query(
    `INSERT INTO resume_shares (token, resume_id)
     SELECT $3, id FROM resumes WHERE id = $1 AND user_id = $2
     ON CONFLICT (resume_id) DO NOTHING`,
    [resumeId, userId, newShareToken()],
  )
  const [row] = await db.query<ShareRow>(
    `SELECT s.token, s.created_at FROM resume_shares s JOIN resumes r ON r.id = s.resume_id
      WHERE r.id = $1 AND r.user_id = $2`,
    [resumeId, userId],
  )
  if (!row) throw notFound()
  return share(row, origin)
}

/** Deletes the resume's link, if any; 404 only when the resume is not the user's. */
export async function revokeShare(db: Queryable, userId: string, id: string): Promise<void> {
  const resumeId = checkId(id)
  // A data-modifying WITH runs whether or not the outer query reads it.
  const [row] = await db.query<{ owned: boolean }>(
    `WITH gone AS (DELETE FROM resume_shares s USING resumes r WHERE s.resume_id = r.id AND r.id = $1 AND r.user_id = $2)
     SELECT EXISTS (SELECT 1 FROM resumes WHERE id = $1 AND user_id = $2) AS owned`,
    [resumeId, userId],
  )
  if (!row?.owned) throw notFound()
}

export interface SharedResume {
  title: string
  version: number
  data: ResumeData
  /** Validators for caches: changes with every new version and with the template. */
  etag: string
}

const linkNotFound = () => new RequestError(404, 'Share link not found')

/** The current version behind a link; a revoked, unknown or malformed token is 404 alike. */
export async function sharedResume(db: Queryable, token: string): Promise<SharedResume> {
  if (!TOKEN.test(token)) throw linkNotFound()
  const [row] = await db.query<{ title: string; version: number; data: ResumeData }>(
    `SELECT r.title, r.version, r.data FROM resume_shares s JOIN resumes r ON r.id = s.resume_id WHERE s.token = $1`,
    [token],
  )
  if (!row) throw linkNotFound()
  const template = row.data.metadata?.template ?? 'rhyhorn'
  // Weak: every render of a version is the same page, but a PDF's bytes differ (its random /ID).
  return { ...row, etag: `W/"${row.version}-${template}"` }
}

/** True when `If-None-Match` names this ETag (or `*`), compared weakly (RFC 9110 13.1.2): the cache may reuse its copy. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag.replace(/^W\//, '')
  })
}
