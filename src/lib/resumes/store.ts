/**
 * @module
 * SQL for resumes. Every statement is scoped by `user_id`, so another user's id behaves exactly like
 * a missing one. Updates are compare-and-set on `version`: of concurrent writers based on the same
 * version, the row lock lets one through and the rest see a changed version.
 */
import type { Queryable } from '../db/index.js'
import type { ExportedResume, ResumeSummary, StoredResume } from './schemas.js'

/** The bulk export cap of spec 8.3. */
export const EXPORT_CAP = 50

type Row = {
  id: string
  title: string
  data?: Record<string, unknown>
  version?: number
  created_at: Date | string
  updated_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
const summary = (r: Row): ResumeSummary => ({
  id: r.id,
  title: r.title,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
})
const stored = (r: Row): StoredResume => ({ ...summary(r), data: r.data!, version: r.version! })

const ALL = 'id, title, data, version, created_at, updated_at'
/** Most recent first; the id breaks ties so the order is stable. */
const RECENT = 'ORDER BY updated_at DESC, id DESC'

export async function listResumes(db: Queryable, userId: string): Promise<ResumeSummary[]> {
  const rows = await db.query<Row>(`SELECT id, title, created_at, updated_at FROM resumes WHERE user_id = $1 ${RECENT}`, [userId])
  return rows.map(summary)
}

/** Up to `EXPORT_CAP + 1` rows: one more than allowed tells the caller the cap is exceeded. */
export async function exportRows(db: Queryable, userId: string): Promise<ExportedResume[]> {
  const rows = await db.query<Row>(
    `SELECT id, title, data, created_at, updated_at FROM resumes WHERE user_id = $1 ${RECENT} LIMIT $2`,
    [userId, EXPORT_CAP + 1],
  )
  return rows.map((r) => ({ ...summary(r), data: r.data! }))
}

export async function getResume(db: Queryable, userId: string, id: string): Promise<StoredResume | undefined> {
  const [row] = await db.query<Row>(`SELECT ${ALL} FROM resumes WHERE id = $1 AND user_id = $2`, [id, userId])
  return row && stored(row)
}

export async function insertResume(
  db: Queryable,
  userId: string,
  title: string,
  data: Record<string, unknown>,
): Promise<StoredResume> {
  const [row] = await db.query<Row>(
    `INSERT INTO resumes (user_id, title, data) VALUES ($1, $2, $3::jsonb) RETURNING ${ALL}`,
    [userId, title, JSON.stringify(data)],
  )
  return stored(row!)
}

export type UpdateOutcome =
  | { status: 'updated'; resume: StoredResume }
  | { status: 'missing' }
  | { status: 'stale'; version: number }

export async function updateResume(
  db: Queryable,
  userId: string,
  id: string,
  baseVersion: number,
  changes: { title?: string; data?: Record<string, unknown> },
): Promise<UpdateOutcome> {
  const [row] = await db.query<Row>(
    `UPDATE resumes
        SET title = COALESCE($4, title),
            data = COALESCE($5::jsonb, data),
            version = version + 1,
            updated_at = now()
      WHERE id = $1 AND user_id = $2 AND version = $3
      RETURNING ${ALL}`,
    [id, userId, baseVersion, changes.title ?? null, changes.data === undefined ? null : JSON.stringify(changes.data)],
  )
  if (row) return { status: 'updated', resume: stored(row) }
  const [current] = await db.query<{ version: number }>('SELECT version FROM resumes WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ])
  return current ? { status: 'stale', version: current.version } : { status: 'missing' }
}

export async function deleteResume(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM resumes WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])
  return rows.length > 0
}
