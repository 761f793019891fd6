/**
 * @module
 * SQL for resumes. Every statement is scoped by `user_id`, so another user's id behaves exactly like
 * a missing one. Updates are compare-and-set on `version`: of concurrent writers based on the same
 * version, the row lock lets one through and the rest see a changed version.
 *
 * Every write that makes a new version (create, update, restore) is one statement: the row change,
 * its snapshot in `resume_versions` and the pruning of snapshots past the newest `KEEP_VERSIONS`
 * commit or fail together, so the history never has a gap nor a version without its snapshot.
 */
import type { Queryable } from '../db/index.js'
import type { ExportedResume, ResumeSummary, StoredResume, StoredVersion, VersionSummary } from './schemas.js'

/** The bulk export cap of spec 8.3. */
export const EXPORT_CAP = 50
/** Snapshots kept per resume; older ones are pruned by the write that adds a newer one. */
export const KEEP_VERSIONS = 100

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

/**
 * Wraps a data-modifying statement that returns the written `resumes` row (`RETURNING resumes.*`)
 * so the same statement also stores that row as a version and prunes the oldest ones.
 */
const versioned = (write: string) => `
  WITH r AS (${write}),
       snapshot AS (
         INSERT INTO resume_versions (resume_id, version, title, data, created_at)
         SELECT id, version, title, data, updated_at FROM r
       ),
       pruned AS (
         DELETE FROM resume_versions old USING r
          WHERE old.resume_id = r.id AND old.version <= r.version - ${KEEP_VERSIONS}
       )
  SELECT ${ALL} FROM r`

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
    versioned('INSERT INTO resumes (user_id, title, data) VALUES ($1, $2, $3::jsonb) RETURNING resumes.*'),
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
    versioned(`
      UPDATE resumes
         SET title = COALESCE($4, title),
             data = COALESCE($5::jsonb, data),
             version = version + 1,
             updated_at = now()
       WHERE id = $1 AND user_id = $2 AND version = $3
       RETURNING resumes.*`),
    [id, userId, baseVersion, changes.title ?? null, changes.data === undefined ? null : JSON.stringify(changes.data)],
  )
  if (row) return { status: 'updated', resume: stored(row) }
  const version = await currentVersion(db, userId, id)
  return version === undefined ? { status: 'missing' } : { status: 'stale', version }
}

async function currentVersion(db: Queryable, userId: string, id: string): Promise<number | undefined> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM resumes WHERE id = $1 AND user_id = $2', [id, userId])
  return row?.version
}

export type RestoreOutcome = UpdateOutcome | { status: 'no-version' }

/** Makes snapshot `version` (its title and data) the new current version, based on `baseVersion`. */
export async function restoreVersion(
  db: Queryable,
  userId: string,
  id: string,
  baseVersion: number,
  version: number,
): Promise<RestoreOutcome> {
  const [row] = await db.query<Row>(
    versioned(`
      UPDATE resumes
         SET title = s.title, data = s.data, version = resumes.version + 1, updated_at = now()
        FROM resume_versions s
       WHERE resumes.id = $1 AND resumes.user_id = $2 AND resumes.version = $3
         AND s.resume_id = resumes.id AND s.version = $4
       RETURNING resumes.*`),
    [id, userId, baseVersion, version],
  )
  if (row) return { status: 'updated', resume: stored(row) }
  const current = await currentVersion(db, userId, id)
  if (current === undefined) return { status: 'missing' }
  if (!(await getVersion(db, userId, id, version))) return { status: 'no-version' }
  return { status: 'stale', version: current }
}

type VersionRow = { version: number; title: string; data?: Record<string, unknown>; created_at: Date | string }

/** Newest first; empty when the resume is not the user's (every stored resume has at least one). */
export async function listVersions(db: Queryable, userId: string, id: string): Promise<VersionSummary[]> {
  const rows = await db.query<VersionRow>(
    `SELECT v.version, v.title, v.created_at FROM resume_versions v JOIN resumes r ON r.id = v.resume_id
      WHERE r.id = $1 AND r.user_id = $2 ORDER BY v.version DESC`,
    [id, userId],
  )
  return rows.map((v) => ({ version: v.version, title: v.title, created_at: iso(v.created_at) }))
}

export async function getVersion(db: Queryable, userId: string, id: string, version: number): Promise<StoredVersion | undefined> {
  const [row] = await db.query<VersionRow>(
    `SELECT v.version, v.title, v.data, v.created_at FROM resume_versions v JOIN resumes r ON r.id = v.resume_id
      WHERE r.id = $1 AND r.user_id = $2 AND v.version = $3`,
    [id, userId, version],
  )
  return row && { id, version: row.version, title: row.title, data: row.data!, created_at: iso(row.created_at) }
}

export async function deleteResume(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM resumes WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId])
  return rows.length > 0
}
