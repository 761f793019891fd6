/**
 * @module
 * JSON Body middleware: decodes a request body once (strict UTF-8, JSON, shape limits) and hands the
 * parsed value to the validators downstream, so every route refuses bad input the same way.
 */
import type { MiddlewareHandler } from 'hono'
import { jsonError } from '../errors.js'
import { checkJsonShape } from './guard.js'

export { checkJsonShape, MAX_DEPTH, MAX_STRING } from './guard.js'

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

export interface JsonBodyOptions {
  /**
   * Routes whose top-level `data` string is a whole document (parse, import): it may be longer
   * than MAX_STRING, since its own parser checks what it decodes to.
   */
  documentRoutes?: readonly string[]
}

/**
 * @example
 * ```ts
 * app.use(jsonBody({ documentRoutes: ['/api/parse'] }))
 * ```
 */
export const jsonBody = ({ documentRoutes = [] }: JsonBodyOptions = {}): MiddlewareHandler =>
  async function jsonBody(c, next) {
    if (!BODY_METHODS.has(c.req.method)) return next()
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim()
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    if (bytes.length === 0 && type === '') return next()
    if (!JSON_TYPE.test(type)) {
      return jsonError(c, 415, `Expected Content-Type: application/json, got ${type || 'none'}`)
    }
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    } catch {
      return jsonError(c, 400, 'Request body is not valid UTF-8')
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      return jsonError(c, 400, `Request body is not valid JSON: ${(error as Error).message}`)
    }
    const refused = checkJsonShape(value, documentRoutes.includes(c.req.path) ? ['data'] : [])
    if (refused) return jsonError(c, 400, `Request body refused: ${refused}`)
    // The validators' `c.req.json()` answers with this value: Hono's own would decode the cached
    // bytes again through a new Response and parse them a second time (0.35 ms for a resume).
    const parsed = Promise.resolve(value)
    c.req.bodyCache.json = parsed
    c.req.json = <T>() => parsed as Promise<T>
    return next()
  }
