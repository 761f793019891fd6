/**
 * @module
 * What the resume routes do, between the decoded request and the SQL: validation (422), the
 * version a write is based on (428/409), ids that cannot exist (404 without a query), the export cap
 * (413 before any data is produced) and the PDF bundle.
 */
import { zipSync } from 'fflate'
import type { Queryable } from '../db/index.js'
import { RequestError } from '../http/errors.js'
import { parseDocument } from '../parse/index.js'
import { validateResume, type ResumeData } from '../schema/index.js'
import { pdfFileNames } from './file-names.js'
import { checkId, notFound } from './ids.js'
import { UNSTORABLE_TEXT } from './text.js'
import {
  MAX_TITLE,
  type CreateResume,
  type ExportedResume,
  type ImportResume,
  type StoredResume,
  type StoredVersion,
  type UpdateResume,
  type VersionSummary,
} from './schemas.js'
import * as store from './store.js'

/** One resume to PDF bytes, in its own template (`metadata.template`). */
export type RenderPdf = (resume: ResumeData) => Promise<{ bytes: Uint8Array }>


/** PostgreSQL text and jsonb cannot hold such text: refused up front rather than failing in SQL. */
function hasUnstorableText(value: unknown): boolean {
  const stack = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (typeof node === 'string') {
      if (UNSTORABLE_TEXT.test(node)) return true
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (UNSTORABLE_TEXT.test(key)) return true
        stack.push(child)
      }
    }
  }
  return false
}

function validData(input: unknown): ResumeData {
  const result = validateResume(input)
  if (!result.valid) throw new RequestError(422, 'Resume is invalid', { errors: result.errors })
  if (hasUnstorableText(result.resume)) {
    throw new RequestError(400, 'Text may not contain NUL characters (U+0000) or unpaired surrogates')
  }
  return result.resume
}

/** The given title, else the person's name cut at whole characters (never half a surrogate pair). */
const titleOf = (data: ResumeData, title?: string) =>
  title ?? (Array.from(data.basics.name.trim()).slice(0, MAX_TITLE).join('').trim() || 'Untitled resume')

export const listResumes = (db: Queryable, userId: string) => store.listResumes(db, userId)

export async function getResume(db: Queryable, userId: string, id: string): Promise<StoredResume> {
  const resume = await store.getResume(db, userId, checkId(id))
  if (!resume) throw notFound()
  return resume
}

export async function createResume(db: Queryable, userId: string, body: CreateResume): Promise<StoredResume> {
  const data = validData(body.data)
  return store.insertResume(db, userId, titleOf(data, body.title), data)
}

export async function importResume(db: Queryable, userId: string, body: ImportResume): Promise<StoredResume> {
  // Unreadable input throws a ParseError, answered as 400.
  const data = validData((await parseDocument(body)).resume)
  return store.insertResume(db, userId, titleOf(data, body.title), data)
}

/**
 * The version an update is based on: `If-Match: "3"` (or `W/"3"`, or bare `3`), else the body's
 * `version`. Neither -> 428: an update that does not say what it saw could overwrite another tab.
 */
export function baseVersion(ifMatch: string | undefined, bodyVersion: number | undefined): number {
  if (ifMatch !== undefined && ifMatch.trim() !== '') {
    const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(ifMatch)
    const version = match ? Number(match[1]) : NaN
    if (!Number.isSafeInteger(version) || version < 1 || version > 2_147_483_647) {
      throw new RequestError(400, 'If-Match must be the ETag of the version the update is based on, e.g. "3"')
    }
    return version
  }
  if (bodyVersion !== undefined) return bodyVersion
  throw new RequestError(428, 'Say which version this update is based on: If-Match: "<version>" or a body field version')
}

export async function updateResume(
  db: Queryable,
  userId: string,
  id: string,
  body: UpdateResume,
  ifMatch: string | undefined,
): Promise<StoredResume> {
  const resumeId = checkId(id)
  const version = baseVersion(ifMatch, body.version)
  if (body.title === undefined && body.data === undefined) throw new RequestError(400, 'Nothing to update: send title and/or data')
  const data = body.data === undefined ? undefined : validData(body.data)
  const outcome = await store.updateResume(db, userId, resumeId, version, { title: body.title, data })
  if (outcome.status === 'missing') throw notFound()
  if (outcome.status === 'stale') {
    throw new RequestError(409, `Resume changed since version ${version}; it is now at version ${outcome.version}`, {
      version: outcome.version,
    })
  }
  return outcome.resume
}

/** A version number that cannot exist (`abc`, `0`, past int4) is "not found" without a query. */
function checkVersion(version: string): number {
  const n = /^\d{1,10}$/.test(version) ? Number(version) : 0
  if (n < 1 || n > 2_147_483_647) throw new RequestError(404, 'Version not found')
  return n
}

export async function listVersions(db: Queryable, userId: string, id: string): Promise<VersionSummary[]> {
  const versions = await store.listVersions(db, userId, checkId(id))
  if (versions.length === 0) throw notFound()
  return versions
}

export async function getVersion(db: Queryable, userId: string, id: string, version: string): Promise<StoredVersion> {
  const resumeId = checkId(id)
  const found = await store.getVersion(db, userId, resumeId, checkVersion(version))
  if (found) return found
  if (!(await store.getResume(db, userId, resumeId))) throw notFound()
  throw new RequestError(404, 'Version not found')
}

/** Like an update, a restore says which version it is based on (If-Match): 428 without, 409 when stale. */
export async function restoreVersion(
  db: Queryable,
  userId: string,
  id: string,
  version: string,
  ifMatch: string | undefined,
): Promise<StoredResume> {
  const resumeId = checkId(id)
  if (ifMatch === undefined || ifMatch.trim() === '') {
    throw new RequestError(428, 'Say which version this restore is based on: If-Match: "<current version>"')
  }
  const base = baseVersion(ifMatch, undefined)
  const outcome = await store.restoreVersion(db, userId, resumeId, base, checkVersion(version))
  if (outcome.status === 'missing') throw notFound()
  if (outcome.status === 'no-version') throw new RequestError(404, 'Version not found')
  if (outcome.status === 'stale') {
    throw new RequestError(409, `Resume changed since version ${base}; it is now at version ${outcome.version}`, {
      version: outcome.version,
    })
  }
  return outcome.resume
}

export async function deleteResume(db: Queryable, userId: string, id: string): Promise<void> {
  if (!(await store.deleteResume(db, userId, checkId(id)))) throw notFound()
}

/** Spec 8.3: at most 51 rows fetched; a 51st fails the whole request, nothing is truncated. */
async function capped(db: Queryable, userId: string): Promise<ExportedResume[]> {
  const rows = await store.exportRows(db, userId)
  if (rows.length > store.EXPORT_CAP) {
    throw new RequestError(413, `Bulk export is limited to ${store.EXPORT_CAP} resumes; delete some or export them one by one`)
  }
  return rows
}

export const exportResumes = capped

/** One PDF per resume, rendered one after another (a bulk export must not monopolise the renderer). */
export async function exportPdfZip(db: Queryable, userId: string, render: RenderPdf): Promise<Uint8Array> {
  const rows = await capped(db, userId)
  const names = pdfFileNames(rows.map((r) => r.title))
  const files: Record<string, [Uint8Array, { level: 0 }]> = {}
  for (const [i, row] of rows.entries()) {
    const { bytes } = await render(validData(row.data))
    // PDFs are compressed already: store them as they are.
    files[names[i]!] = [bytes, { level: 0 }]
  }
  return zipSync(files)
}
