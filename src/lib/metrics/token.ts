/**
 * @module
 * Who may scrape `/metrics`. Threats: guessing the token byte by byte from response times (the
 * comparison is constant-time over SHA-256 digests) and leaking it into logs and proxies through a
 * URL (a `?token=` query is never read). No configured token means no endpoint at all (404).
 */
import { timingSafeEqual } from 'hono/utils/buffer'

export type ScrapeAccess = 'allowed' | 'unconfigured' | 'unauthorized'

const BEARER = /^Bearer +(\S+) *$/i

export async function scrapeAccess(authorization: string | undefined, token: string | undefined): Promise<ScrapeAccess> {
  if (!token) return 'unconfigured'
  const presented = authorization?.match(BEARER)?.[1]
  if (presented === undefined) return 'unauthorized'
  return (await timingSafeEqual(presented, token)) ? 'allowed' : 'unauthorized'
}
