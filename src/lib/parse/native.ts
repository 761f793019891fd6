import type { ResumeData } from '../schema/index.js'
import { complete } from './complete.js'
import { refuseOtherFormat } from './detect.js'
import { isRecord, readJsonObject } from './input.js'
import { Warnings } from './warnings.js'

/**
 * The service's own ResumeData. `basics.headline` (Reactive Resume v4 and similar) is read as
 * `label`. Defaults complete a partial document; fields of the wrong type are kept for validate
 * to report: parse is best-effort.
 */
export function parseNative(bytes: Uint8Array, warnings = new Warnings()): ResumeData {
  const doc = readJsonObject(bytes, 'native', warnings)
  refuseOtherFormat(doc, 'native')
  if (!isRecord(doc.basics)) return complete(doc)
  const { headline, ...basics } = doc.basics
  if (basics.label === undefined && typeof headline === 'string') basics.label = headline
  else if (headline !== undefined) basics.headline = headline
  return complete({ ...doc, basics })
}
