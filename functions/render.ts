import { createRoute, z } from '@hono/zod-openapi'
import { ErrorBody, functionApp } from '../src/lib/http/openapi.js'
import { jsonError } from '../src/lib/http/errors.js'
import { describeFit, PageOutOfRange, renderPdf, renderPreview, type FitReport } from '../src/lib/render/index.js'
import { timedRender } from '../src/lib/metrics/index.js'

const Resume = z.record(z.string(), z.unknown()).openapi({ description: 'ResumeData (see /api/schema); validated before rendering' })

const Fit = z
  .object({ pages: z.number().int().min(1).max(20) })
  .optional()
  .openapi('Fit', {
    description:
      'Fit the resume to at most this many pages: tighter spacing (down to 0.6), then line height (down to 1.15), ' +
      'then body size (down to 8.5 pt), then margins (down to 24 pt), in that order, each only as far as needed. ' +
      'Nothing is clipped or left out: when even the floors do not fit, the response says X-Fit: overflow.',
  })

/** What a fit did, as response headers; none when no fit was asked for. */
function fitHeaders(fit: FitReport | undefined): Record<string, string> {
  if (!fit) return {}
  const applied = describeFit(fit.applied)
  return { 'X-Fit': fit.status, ...(applied ? { 'X-Fit-Applied': applied } : {}) }
}

const fitResponseHeaders = {
  'X-Fit': { description: 'With `fit`: exact (nothing needed), fitted, or overflow (set at the floors, still longer)', schema: { type: 'string' as const, enum: ['exact', 'fitted', 'overflow'] } },
  'X-Fit-Applied': { description: 'With `fit`, what changed: e.g. `spacing=0.8; line-height=1.2; font-size=9; margin=28`', schema: { type: 'string' as const } },
}

const PdfRequest = z
  .object({
    resume: Resume,
    template: z.string().optional(),
    fit: Fit,
    embedSource: z.boolean().optional().default(true).openapi({
      description:
        'Attach the validated resume to the PDF as `resume.json` (PDF/A-3 associated file, with the template id), ' +
        'so POST /api/parse with `format: "pdf"` gives it back. false leaves your data out of the file.',
    }),
  })
  .openapi('RenderPdfRequest')

const PreviewRequest = z
  .object({ resume: Resume, template: z.string().optional(), page: z.number().int().optional().default(0), fit: Fit })
  .openapi('RenderPreviewRequest')

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } })
const binary = (type: string) => ({ [type]: { schema: z.string().openapi({ format: 'binary' }) } })
const Invalid = ErrorBody.extend({ errors: z.array(z.string()) }).openapi('InvalidResume')

const errors = {
  400: { description: 'Unknown template, page out of range or malformed body', content: json(ErrorBody) },
  422: { description: 'The resume does not validate; `errors` as /api/validate words them', content: json(Invalid) },
  503: { description: 'The render took longer than RENDER_TIMEOUT_MS', content: json(ErrorBody) },
}

const app = functionApp()

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/render/pdf',
    tags: ['Render'],
    summary: 'Render a resume to PDF (text selectable, links clickable)',
    request: { body: { required: true, content: json(PdfRequest) } },
    responses: { 200: { description: 'The PDF', headers: fitResponseHeaders, content: binary('application/pdf') }, ...errors },
  }),
  async (c) => {
    const { resume, template, embedSource, fit } = c.req.valid('json')
    const render = () => renderPdf(resume, { template, embedSource, fit, timeoutMs: c.var.services.config.RENDER_TIMEOUT_MS })
    const result = await timedRender(c, 'pdf', template, resume, render, (r) => r.pages)
    return c.body(result.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', ...fitHeaders(result.fit) })
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/render/preview',
    tags: ['Render'],
    summary: 'Render one page (zero-based) to PNG at 2 px per point; X-Total-Pages tells the count',
    request: { body: { required: true, content: json(PreviewRequest) } },
    responses: {
      200: {
        description: 'The page as PNG',
        headers: { 'X-Total-Pages': { schema: { type: 'integer' } }, ...fitResponseHeaders },
        content: binary('image/png'),
      },
      ...errors,
    },
  }),
  async (c) => {
    const { resume, template, page, fit } = c.req.valid('json')
    try {
      const render = () => renderPreview(resume, { template, page, fit, timeoutMs: c.var.services.config.RENDER_TIMEOUT_MS })
      const result = await timedRender(c, 'png', template, resume, render, () => 1)
      return c.body(result.png as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'image/png', 'X-Total-Pages': String(result.totalPages), ...fitHeaders(result.fit) })
    } catch (error) {
      if (!(error instanceof PageOutOfRange)) throw error
      c.header('X-Total-Pages', String(error.totalPages))
      return jsonError(c, 400, error.message, error.extra)
    }
  },
)

export default app
