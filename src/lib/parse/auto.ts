import { detectFormat, undetectedHint } from './detect.js'
import { ParseError } from './errors.js'
import { FORMATS, type Format } from './index.js'
import { decodeInput } from './input.js'

/** The formats detection can name (aliases left out), for the refusal message. */
const NAMED = FORMATS.filter((format) => format !== 'linked-in')

/**
 * `format: "auto"`: the format the CLI would detect for these bytes (ZIP -> linkedin, JSON by its
 * shape), or a 400 naming the formats the caller can pass instead.
 */
export function resolveFormat(data: string, base64: boolean): Format {
  const bytes = decodeInput(data, base64, 'auto')
  const format = detectFormat(bytes)
  const hint = format ? undefined : undetectedHint(bytes)
  if (hint) throw new ParseError(`auto: cannot detect the format: ${hint}`)
  if (!format) {
    throw new ParseError(`auto: cannot detect the format; pass format as one of ${NAMED.join(', ')}`)
  }
  return format
}
