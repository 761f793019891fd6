import { createRoute, z } from '@hono/zod-openapi'
import { functionApp, ErrorBody } from '../src/lib/http/openapi.js'
import { resolveFormat } from '../src/lib/parse/auto.js'
import { FORMATS, parseDocument } from '../src/lib/parse/index.js'
import { resumeJsonSchema } from '../src/lib/schema/json-schema.js'
import { formatIssues, ResumeData } from '../src/lib/schema/index.js'

const ParseRequest = z
  .object({
    format: z.enum([...FORMATS, 'auto']).openapi({
      description:
        '`pdf`: a PDF rendered by this service (base64, `base64: true`) gives back the ResumeData embedded in it; ' +
        'any other PDF is a 400. `auto` detects it as the CLI does: a ZIP is a LinkedIn export, `%PDF-` a PDF, JSON by its shape',
    }),
    data: z.string(),
    base64: z.boolean().optional().default(false),
  })
  .openapi('ParseRequest')

const ValidationResult = z
  .object({ valid: z.boolean(), errors: z.array(z.string()).optional() })
  .openapi('ValidationResult')

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } })

const app = functionApp()

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/parse',
    tags: ['Parse & utility'],
    summary: 'Convert a JSON Resume, LinkedIn export ZIP, Reactive Resume v3, native document or a PDF rendered here',
    request: { body: { required: true, content: json(ParseRequest) } },
    responses: {
      200: { description: 'Best-effort ResumeData (may not pass validation)', content: json(ResumeData) },
      400: {
        description:
          'Unreadable input, `auto` found no format (the message names the formats), or a PDF that carries no resume ' +
          'data from this service, is encrypted, damaged, over 8 MiB or over 10 000 objects',
        content: json(ErrorBody),
      },
    },
  }),
  async (c) => {
    const { format, data, base64 } = c.req.valid('json')
    const resolved = format === 'auto' ? resolveFormat(data, base64) : format
    return c.json(await parseDocument({ format: resolved, data, base64 }), 200)
  },
)

app.openapi(
  createRoute({
    method: 'post',
    path: '/api/validate',
    tags: ['Parse & utility'],
    summary: 'Validate ResumeData; always 200, check `valid`',
    request: { body: { required: true, content: json(ResumeData) } },
    responses: { 200: { description: 'Validation result', content: json(ValidationResult) } },
  }),
  (c) => c.json({ valid: true }, 200),
  // Wrong types are validation results, not request errors (spec 4.7).
  (result, c) => {
    if (!result.success) return c.json({ valid: false, errors: formatIssues(result.error.issues) }, 200)
  },
)

app.openapi(
  createRoute({
    method: 'get',
    path: '/api/schema',
    tags: ['Parse & utility'],
    summary: 'JSON Schema of ResumeData, for editors ($schema)',
    responses: { 200: { description: 'JSON Schema (draft 2020-12)', content: json(z.record(z.string(), z.unknown())) } },
  }),
  (c) => c.json(resumeJsonSchema(), 200),
)

export default app
