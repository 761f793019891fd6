import type { Hono, NotFoundHandler } from 'hono'
import { jsonError } from './errors.js'

const toPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+').replace(/\/\*$/, '(/.*)?')}$`)

/**
 * A path that exists under other methods answers 405 with `Allow`; anything else falls through to
 * `fallback` (404). Hono itself only knows "no route", so the distinction is made here.
 */
export const methodNotAllowed = (app: Hono<any>, fallback: NotFoundHandler): NotFoundHandler => {
  let table: Array<[RegExp, string]> | undefined
  return (c) => {
    table ??= app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => [toPattern(r.path), r.method] as [RegExp, string])
    const allowed = [...new Set(table.filter(([re]) => re.test(c.req.path)).map(([, m]) => m))]
    if (allowed.length === 0) return fallback(c)
    c.header('Allow', allowed.join(', '))
    return jsonError(c, 405, `Method ${c.req.method} not allowed on ${c.req.path}; use ${allowed.join(', ')}`)
  }
}
