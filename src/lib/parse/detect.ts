import type { Format } from './index.js'
import { isRecord } from './input.js'

/**
 * Guesses a file's format (CLI without --format): ZIP magic is a LinkedIn export, `%PDF-` a PDF,
 * JSON by shape.
 * JSON Resume has no `sections`; Reactive Resume v3 (and its v4-like variant) marks itself with
 * `public`, `basics.photo`, `basics.website`, a basics summary or `sections.work`; the rest with
 * `sections` is native.
 */
export function detectFormat(bytes: Uint8Array): Format | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'linkedin'
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-') return 'pdf'
  let doc: unknown
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''))
  } catch {
    return undefined
  }
  if (!isRecord(doc)) return undefined
  const basics = isRecord(doc.basics) ? doc.basics : {}
  if (!isRecord(doc.sections)) {
    return doc.basics || doc.work || doc.education || doc.skills ? 'json-resume' : undefined
  }
  const rrv3 =
    typeof doc.public === 'boolean' ||
    doc.sections.work !== undefined ||
    basics.photo !== undefined ||
    basics.website !== undefined ||
    basics.summary !== undefined
  return rrv3 ? 'rrv3' : 'native'
}
