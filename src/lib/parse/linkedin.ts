import type { ResumeData } from '../schema/index.js'
import { ParseError } from './errors.js'
export function parseLinkedIn(_bytes: Uint8Array): ResumeData {
  throw new ParseError('linkedin: not implemented yet')
}
