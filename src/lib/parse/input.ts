import { ParseError } from './errors.js'

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/

/** The request's `data` as bytes: base64-decoded when asked, else its UTF-8 encoding. */
export function decodeInput(data: string, base64: boolean, format: string): Uint8Array {
  if (!base64) return new TextEncoder().encode(data)
  if (!BASE64.test(data)) throw new ParseError(`${format}: data is not valid base64`)
  const binary = atob(data.replace(/\s+/g, ''))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Strict UTF-8 then JSON, with the parser's name in every error. */
export function readJson(bytes: Uint8Array, format: string): unknown {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ParseError(`${format}: data is not valid UTF-8`)
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch (error) {
    throw new ParseError(`${format}: data is not valid JSON (${(error as Error).message})`)
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
