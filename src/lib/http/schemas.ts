import { z } from '@hono/zod-openapi'

export const ErrorBody = z.object({ error: z.string() }).openapi('Error')
