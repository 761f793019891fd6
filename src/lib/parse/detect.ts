import type { Format } from './index.js'

/** Guesses a file's format (CLI without --format): ZIP magic is a LinkedIn export, JSON by shape. */
export function detectFormat(bytes: Uint8Array): Format | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'linkedin'
  let doc: unknown
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''))
  } catch {
    return undefined
  }
  if (typeof doc !== 'object' || doc === null) return undefined
  const d = doc as Record<string, any>
  if (d.metadata && d.sections && !d.sections.work) return 'native'
  if (d.sections?.work || d.basics?.photo || d.public !== undefined) return 'rrv3'
  if (d.basics || d.work || d.education || d.skills) return 'json-resume'
  return undefined
}
