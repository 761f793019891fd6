/**
 * @module
 * The shapes of the resume routes (DESIGN.md "Connected routes"); handlers and store share them.
 */
import { z } from '@hono/zod-openapi'
import { FORMATS } from '../parse/index.js'
import { UNSTORABLE_TEXT } from './text.js'

export const MAX_TITLE = 200

const Title = z
  .string()
  .trim()
  .min(1, 'Expected a non-empty title')
  .max(MAX_TITLE, `At most ${MAX_TITLE} characters`)
  .refine((title) => !UNSTORABLE_TEXT.test(title), 'NUL characters and unpaired surrogates are not allowed')
/** Checked by `validateResume` (422 with every error), not by the request schema (400). */
const Data = z.unknown().openapi({ description: 'ResumeData', type: 'object' })
const Version = z.number().int().positive().max(2_147_483_647)

export const ResumeSummary = z
  .object({ id: z.uuid(), title: z.string(), created_at: z.string(), updated_at: z.string() })
  .openapi('ResumeSummary')
export type ResumeSummary = z.infer<typeof ResumeSummary>

export const StoredResume = ResumeSummary.extend({
  data: z.record(z.string(), z.unknown()),
  version: z.number().int(),
}).openapi('StoredResume')
export type StoredResume = z.infer<typeof StoredResume>

export const ExportedResume = ResumeSummary.extend({ data: z.record(z.string(), z.unknown()) }).openapi('ExportedResume')
export type ExportedResume = z.infer<typeof ExportedResume>

export const ResumeList = z.object({ resumes: z.array(ResumeSummary) }).openapi('ResumeList')
export const ResumeExport = z.object({ resumes: z.array(ExportedResume) }).openapi('ResumeExport')

export const CreateResume = z.object({ title: Title.optional(), data: Data }).openapi('CreateResume')
export type CreateResume = z.infer<typeof CreateResume>

export const UpdateResume = z
  .object({ title: Title.optional(), data: Data.optional(), version: Version.optional() })
  .openapi('UpdateResume')
export type UpdateResume = z.infer<typeof UpdateResume>

export const ImportResume = z
  .object({ format: z.enum(FORMATS), data: z.string(), base64: z.boolean().optional().default(false), title: Title.optional() })
  .openapi('ImportResume')
export type ImportResume = z.infer<typeof ImportResume>

export const VersionSummary = z
  .object({ version: z.number().int(), title: z.string(), created_at: z.string() })
  .openapi('VersionSummary')
export type VersionSummary = z.infer<typeof VersionSummary>
export const VersionList = z.object({ versions: z.array(VersionSummary) }).openapi('VersionList')

export const StoredVersion = VersionSummary.extend({ id: z.uuid(), data: z.record(z.string(), z.unknown()) }).openapi('StoredVersion')
export type StoredVersion = z.infer<typeof StoredVersion>

export const Share = z
  .object({
    token: z.string().openapi({ description: '256 random bits, URL-safe base64' }),
    url: z.string().openapi({ description: 'The public link, /s/{token} on the service origin' }),
    created_at: z.string(),
  })
  .openapi('Share')
export type Share = z.infer<typeof Share>

export const StaleVersion = z.object({ error: z.string(), version: z.number().int() }).openapi('StaleVersion')
