/**
 * @module
 * The rendering pipeline's public surface, used by the routes, the CLI, the connected-mode export
 * and the serverless entries: validate -> layout (template + Satori + paginate) -> PNG or PDF.
 * Every call validates first (422 with the validate strings), resolves the template (400 when
 * unknown) and gives up with 503 past the render timeout.
 */
import { createHash } from 'node:crypto'
import { RequestError } from '../http/errors.js'
import { validateResume, type ResumeData, type ResumeDataInput } from '../schema/index.js'
import { findTemplate } from '../../templates/catalog.js'
import { sampleFor } from '../../templates/sample.js'
import { fitLayout, type FitReport } from './layout/fit.js'
import { documentStarted } from './layout/generations.js'
import { layout, RenderTimeout, resumeJson } from './layout/index.js'
import type { PagedDocument } from './page.js'
import { pdf, preparePdf } from './pdf/index.js'
import { png, preparePng } from './png/index.js'

export interface RenderOptions {
  /** Template id; defaults to `metadata.template`, then `rhyhorn`. */
  template?: string
  /** Milliseconds before the render gives up with a 503; 10 000 by default (RENDER_TIMEOUT_MS). */
  timeoutMs?: number
  /** Fit the resume to this many pages (layout/fit.ts): tighter spacing, line height, size, margins. */
  fit?: { pages: number }
}

export interface PdfRenderOptions extends RenderOptions {
  /**
   * Attach the validated resume as `resume.json` (and the template id) so the PDF can be imported
   * back with `format: "pdf"`. On by default; false leaves the data out of the file.
   */
  embedSource?: boolean
}

export interface PreviewOptions extends RenderOptions {
  /** Zero-based page index; 0 by default. */
  page?: number
}

const DEFAULT_TIMEOUT_MS = 10_000

/** A preview page index outside 0..totalPages-1: a 400 that still tells the page count. */
export class PageOutOfRange extends RequestError {
  constructor(
    page: number,
    readonly totalPages: number,
  ) {
    super(400, `Page ${page} is out of range: the resume has ${totalPages} page(s) (0 to ${totalPages - 1})`, { totalPages })
  }
}

function validated(input: ResumeDataInput | ResumeData): ResumeData {
  const result = validateResume(input)
  if (!result.valid) throw new RequestError(422, 'Invalid resume', { errors: result.errors })
  return result.resume
}

/** Rejects with RenderTimeout when `work` is not done in time (the timer never keeps a process alive). */
async function withTimeout<T>(timeoutMs: number, work: (deadline: number) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout()), timeoutMs)
    if (typeof timer === 'object' && 'unref' in timer) timer.unref()
  })
  try {
    return await Promise.race([work(performance.now() + timeoutMs), timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function layoutValid(resume: ResumeData, options: RenderOptions, deadline: number): Promise<{ document: PagedDocument; fit?: FitReport }> {
  documentStarted()
  const layoutOptions = { template: options.template ?? resume.metadata.template, deadline }
  if (options.fit) return fitLayout(resume, { ...layoutOptions, pages: options.fit.pages })
  return { document: await layout(resume, layoutOptions) }
}

/** Lays a resume out into pages of measured blocks (the input of both exporters). */
export async function layoutResume(input: ResumeDataInput | ResumeData, options: RenderOptions = {}): Promise<PagedDocument> {
  const resume = validated(input)
  return withTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (deadline) => (await layoutValid(resume, options, deadline)).document)
}

/**
 * For a server about to listen: HarfBuzz, which every PDF and preview shapes with, starts loading
 * now, its wasm compiling off the main thread while the server still starts. Left to the first
 * render, that render waited for it, and Satori shaped each word of the blocks it laid out
 * meanwhile a second time, through harfbuzzjs's JSON (docs/performance.md, sixteenth session).
 */
export const prepareRendering = (): void => preparePdf()

/** The whole resume as a PDF with real text, embedded subset fonts and clickable links. */
export async function renderPdf(
  input: ResumeDataInput | ResumeData,
  options: PdfRenderOptions = {},
): Promise<{ bytes: Uint8Array; pages: number; fit?: FitReport }> {
  const resume = validated(input)
  preparePdf()
  const template = options.template ?? resume.metadata.template
  const source = options.embedSource === false ? undefined : { json: resumeJson(resume), template }
  return withTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (deadline) => {
    const { document, fit } = await layoutValid(resume, { ...options, template }, deadline)
    return { bytes: await pdf(document, { source }), pages: document.pages.length, ...(fit ? { fit } : {}) }
  })
}

/** One page as PNG at 2 px per point, and the page count. A page out of range is a 400 carrying the count. */
export async function renderPreview(
  input: ResumeDataInput | ResumeData,
  options: PreviewOptions = {},
): Promise<{ png: Uint8Array; totalPages: number; fit?: FitReport }> {
  const resume = validated(input)
  preparePng()
  return withTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, async (deadline) => {
    const { document, fit } = await layoutValid(resume, options, deadline)
    const index = options.page ?? 0
    const totalPages = document.pages.length
    const page = document.pages[index]
    if (!Number.isInteger(index) || !page) throw new PageOutOfRange(index, totalPages)
    return { png: await png(page, { fontFamilies: document.fontFamilies }), totalPages, ...(fit ? { fit } : {}) }
  })
}

const thumbnails = new Map<string, Promise<{ png: Uint8Array; etag: string }>>()

/** Page 0 of the built-in sample resume in the template's own theme; rendered once per process. */
export function renderThumbnail(templateId: string): Promise<{ png: Uint8Array; etag: string }> {
  const info = findTemplate(templateId)
  if (!info) return Promise.reject(new RequestError(404, `Unknown template: ${templateId}`))
  let thumbnail = thumbnails.get(info.id)
  if (!thumbnail) {
    thumbnail = renderPreview(sampleFor(info), { template: info.id, timeoutMs: 60_000 }).then(({ png: bytes }) => ({
      png: bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
    }))
    thumbnail.catch(() => thumbnails.delete(info.id))
    thumbnails.set(info.id, thumbnail)
  }
  return thumbnail
}

export { RenderTimeout } from './layout/index.js'
export { describeFit, FIT_FLOORS, type FitReport } from './layout/fit.js'
export { PAGE_SIZES } from './layout/index.js'
export type { Block, Link, Page, PagedDocument, PlacedBlock } from './page.js'
