import type { ResumeData } from '../schema/index.js'
import { ResumeData as ResumeSchema } from '../schema/index.js'
import { ParseError } from './errors.js'
import { isRecord, readJson } from './input.js'

/**
 * The service's own ResumeData. `basics.headline` (Reactive Resume v4 and similar) is read as
 * `label`. Fields of the wrong type are left for validate to report: parse is best-effort.
 */
export function parseNative(bytes: Uint8Array): ResumeData {
  const doc = readJson(bytes, 'native')
  if (!isRecord(doc)) throw new ParseError('native: expected a JSON object')
  const basics = isRecord(doc.basics) ? { ...doc.basics } : {}
  if (basics.label === undefined && typeof basics.headline === 'string') {
    basics.label = basics.headline
    delete basics.headline
  }
  const input = { ...doc, basics }
  const result = ResumeSchema.safeParse(input)
  return result.success ? result.data : (input as ResumeData)
}
