import { createRoute, z } from '@hono/zod-openapi'
import { functionApp, ErrorBody } from '../src/lib/http/openapi.js'
import { resolveFormat } from '../src/lib/parse/auto.js'
import { FORMATS, HEADER_WARNINGS, parseDocument, warningsHeader } from '../src/lib/parse/index.js'
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
      200: {
        description:
          'Best-effort ResumeData (may not pass validation). What had to be coerced or dropped to read it ' +
          '(a string where a list was expected, a comment in the JSON, ...) is listed in `X-Parse-Warnings`; ' +
          'the body stays plain ResumeData.',
        headers: z.object({
          'X-Parse-Warning-Count': z.string().openapi({ description: 'How many warnings there were (0 when none).', example: '1' }),
          'X-Parse-Warnings': z.string().optional().openapi({
            description:
              `Present when there are warnings: a JSON array of \`{path, message}\` (the first ${HEADER_WARNINGS}), ` +
              'non-ASCII characters escaped as \\uXXXX. `path` is the JSON path in the input document ' +
              '(`work[0].highlights`; empty for the document as a whole).',
            example: '[{"path":"interests[0]","message":"a string where an object was expected: read as its name"}]',
          }),
        }),
        content: json(ResumeData),
      },
      400: {
        description:
          'Unreadable input: not JSON (with line and column), not the named format (with a hint naming the format it looks like, e.g. ' +
          '"this looks like a Reactive Resume v4 export: use format native"), bad base64, not a ZIP, ' +
          '`auto` found no format (the message names the formats), or a PDF that carries no resume data from this ' +
          'service, is encrypted, damaged, over 8 MiB or over 10 000 objects.',
        content: json(ErrorBody),
      },
    },
  }),
  async (c) => {
    const { format, data, base64 } = c.req.valid('json')
    const resolved = format === 'auto' ? resolveFormat(data, base64) : format
    const { resume, warnings } = await parseDocument({ format: resolved, data, base64 })
    c.header('X-Parse-Warning-Count', String(warnings.length))
    if (warnings.length > 0) c.header('X-Parse-Warnings', warningsHeader(warnings))
    return c.json(resume, 200)
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
