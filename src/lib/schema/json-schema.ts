import { z } from 'zod'
import { ResumeData } from './resume.js'

let cached: Record<string, unknown> | undefined

/** The JSON Schema of what a client may send (defaults make every field optional). */
export function resumeJsonSchema(): Record<string, unknown> {
  cached ??= {
    title: 'ResumeData',
    ...z.toJSONSchema(ResumeData, { io: 'input', target: 'draft-2020-12' }),
  }
  return cached
}
