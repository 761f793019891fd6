import type { ResumeData } from '../schema/index.js'
import { ParseError } from './errors.js'
export function parseJsonResume(_bytes: Uint8Array): ResumeData {
  throw new ParseError('json-resume: not implemented yet')
}
