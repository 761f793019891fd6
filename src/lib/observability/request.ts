import type { Context } from 'hono'

/** The request part of an error report, before scrubbing: method, URL and headers, never the body. */
export const requestInfo = (c: Context) => ({
  method: c.req.method,
  url: c.req.url,
  headers: Object.fromEntries(c.req.raw.headers),
})
