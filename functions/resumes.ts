import { createRoute, z } from '@hono/zod-openapi'
import { clearSessionCookie, publicOrigin, signedIn } from '../src/lib/auth/index.js'
import { deleteAccount, exportAccount } from '../src/lib/account/index.js'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'
import {
  CreateResume,
  ImportResume,
  ResumeExport,
  ResumeList,
  Share,
  StaleVersion,
  StoredResume,
  StoredVersion,
  UpdateResume,
  VersionList,
} from '../src/lib/resumes/schemas.js'
import * as resumes from '../src/lib/resumes/service.js'
import { revokeShare, shareResume } from '../src/lib/resumes/shares.js'
import { renderPdf } from '../src/lib/render/index.js'

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } })
const error = (description: string) => ({ description, content: json(ErrorBody) })
const tags = ['Resumes']
const Id = z.object({ id: z.string().openapi({ format: 'uuid' }) })
const IdVersion = Id.extend({ version: z.string().openapi({ example: '1' }) })
const IfMatch = z.object({ 'if-match': z.string().optional().openapi({ example: '"3"' }) })
const common = {
  401: error('Not signed in'),
  503: error('Database unavailable'),
}
const etag = (resume: StoredResume) => ({ ETag: `"${resume.version}"` })

const app = functionApp()

// The export routes come before `/{id}`: the first matching route answers.
app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes/export',
    tags,
    summary: 'All of your resumes with their data, most recent first (at most 50)',
    responses: {
      200: { description: 'Every resume you own', content: json(ResumeExport) },
      413: error('More than 50 resumes'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    return c.json({ resumes: await resumes.exportResumes(db, user.id) }, 200)
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes/export/pdf',
    tags,
    summary: 'A ZIP with one PDF per resume, named after its title (at most 50)',
    responses: {
      200: { description: 'ZIP archive', content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } } },
      413: error('More than 50 resumes'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const timeoutMs = c.var.services.config.RENDER_TIMEOUT_MS
    const zip = await resumes.exportPdfZip(db, user.id, (resume) => renderPdf(resume, { timeoutMs }))
    return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="resumes.zip"',
    })
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/resumes/import',
    tags,
    summary: 'Parse a document (json-resume, linkedin, rrv3, rrv5, native, or a PDF rendered here: pdf) and store it',
    request: { body: { required: true, content: json(ImportResume) } },
    responses: {
      201: { description: 'The stored resume', content: json(StoredResume) },
      400: error('Unreadable input'),
      422: error('The parsed resume is invalid'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const resume = await resumes.importResume(db, user.id, c.req.valid('json'))
    return c.json(resume, 201, etag(resume))
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes',
    tags,
    summary: 'Your resumes, most recent first',
    responses: { 200: { description: 'Resume summaries', content: json(ResumeList) }, ...common },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    return c.json({ resumes: await resumes.listResumes(db, user.id) }, 200)
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/resumes',
    tags,
    summary: 'Store a resume; the title defaults to basics.name',
    request: { body: { required: true, content: json(CreateResume) } },
    responses: {
      201: { description: 'The stored resume (version 1)', content: json(StoredResume) },
      400: error('Wrong request shape'),
      422: error('Invalid resume data, with `errors`'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const resume = await resumes.createResume(db, user.id, c.req.valid('json'))
    return c.json(resume, 201, etag(resume))
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes/{id}',
    tags,
    summary: 'One of your resumes',
    request: { params: Id },
    responses: {
      200: { description: 'The resume; ETag is its version', content: json(StoredResume) },
      404: error('Not yours or not there'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const resume = await resumes.getResume(db, user.id, c.req.valid('param').id)
    return c.json(resume, 200, etag(resume))
  },
)

app.openapi(
  createRoute({
    method: 'put',
    path: '/api/resumes/{id}',
    tags,
    summary: 'Update title and/or data, based on a version (If-Match or body `version`)',
    request: { params: Id, headers: IfMatch, body: { required: true, content: json(UpdateResume) } },
    responses: {
      200: { description: 'The updated resume (version + 1)', content: json(StoredResume) },
      400: error('Wrong request shape'),
      404: error('Not yours or not there'),
      409: { description: 'Stale version; `version` is the current one', content: json(StaleVersion) },
      422: error('Invalid resume data, with `errors`'),
      428: error('No base version given'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const resume = await resumes.updateResume(
      db,
      user.id,
      c.req.valid('param').id,
      c.req.valid('json'),
      c.req.valid('header')['if-match'],
    )
    return c.json(resume, 200, etag(resume))
  },
)

app.openapi(
  createRoute({
    method: 'delete',
    path: '/api/resumes/{id}',
    tags,
    summary: 'Delete one of your resumes',
    request: { params: Id },
    responses: { 204: { description: 'Deleted' }, 404: error('Not yours or not there'), ...common },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    await resumes.deleteResume(db, user.id, c.req.valid('param').id)
    return c.body(null, 204)
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes/{id}/versions',
    tags,
    summary: 'The stored versions of one of your resumes, newest first (the newest 100 are kept)',
    request: { params: Id },
    responses: {
      200: { description: 'Version numbers, titles and dates', content: json(VersionList) },
      404: error('Not yours or not there'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    return c.json({ versions: await resumes.listVersions(db, user.id, c.req.valid('param').id) }, 200)
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/resumes/{id}/versions/{version}',
    tags,
    summary: 'One stored version with its data',
    request: { params: IdVersion },
    responses: {
      200: { description: 'The version', content: json(StoredVersion) },
      404: error('Resume not yours or not there, or no such version (pruned past the newest 100)'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const { id, version } = c.req.valid('param')
    return c.json(await resumes.getVersion(db, user.id, id, version), 200)
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/resumes/{id}/versions/{version}/restore',
    tags,
    summary: "Store that version's title and data as a new current version, based on If-Match",
    request: { params: IdVersion, headers: IfMatch },
    responses: {
      200: { description: 'The stored resume (version + 1)', content: json(StoredResume) },
      400: error('If-Match is not a version'),
      404: error('Resume not yours or not there, or no such version'),
      409: { description: 'Stale If-Match; `version` is the current one', content: json(StaleVersion) },
      428: error('No If-Match given'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    const { id, version } = c.req.valid('param')
    const resume = await resumes.restoreVersion(db, user.id, id, version, c.req.valid('header')['if-match'])
    return c.json(resume, 200, etag(resume))
  },
)

app.openapi(
  createRoute({
    method: 'put',
    path: '/api/resumes/{id}/share',
    tags,
    summary: 'Publish a public link to the current version (the same token while the link exists)',
    request: { params: Id },
    responses: {
      200: { description: 'The link: /s/{token} (PDF), /s/{token}/preview/{page}, /s/{token}/resume.json', content: json(Share) },
      404: error('Not yours or not there'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    return c.json(await shareResume(db, user.id, c.req.valid('param').id, publicOrigin(c)), 200)
  },
)

app.openapi(
  createRoute({
    method: 'delete',
    path: '/api/resumes/{id}/share',
    tags,
    summary: 'Revoke the public link: /s/{token} answers 404 from now on',
    request: { params: Id },
    responses: { 204: { description: 'Revoked (or there was no link)' }, 404: error('Not yours or not there'), ...common },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    await revokeShare(db, user.id, c.req.valid('param').id)
    return c.body(null, 204)
  },
)

const account = ['Account']

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/account/export',
    tags: account,
    summary: 'Everything stored for you as a ZIP, streamed: account, resumes, every version, share links (no cap)',
    responses: {
      200: {
        description: 'account.json, resumes/<id>.json, resumes/<id>/versions/<n>.json, shares.json',
        content: { 'application/zip': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...common,
    },
  }),
  (c) => {
    const { db, user } = signedIn(c)
    return c.body(exportAccount(db, user.id, publicOrigin(c)), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="account.zip"',
    })
  },
)

app.openapi(
  createRoute({
    method: 'delete',
    path: '/api/account',
    tags: account,
    summary: 'Delete your account and everything stored for it; X-Confirm-Delete must repeat your email',
    request: { headers: z.object({ 'x-confirm-delete': z.string().optional().openapi({ example: 'ada@example.com' }) }) },
    responses: {
      204: { description: 'Deleted: user, resumes, versions, share links and sessions; the session cookie is cleared' },
      400: error('X-Confirm-Delete missing or not your email: nothing was deleted'),
      ...common,
    },
  }),
  async (c) => {
    const { db, user } = signedIn(c)
    await deleteAccount(db, user, c.req.valid('header')['x-confirm-delete'])
    clearSessionCookie(c, publicOrigin(c))
    return c.body(null, 204)
  },
)

export default app
