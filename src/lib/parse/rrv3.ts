import type { ResumeData } from '../schema/index.js'
import { ParseError } from './errors.js'
export function parseRrv3(_bytes: Uint8Array): ResumeData {
  throw new ParseError('rrv3: not implemented yet')
}
