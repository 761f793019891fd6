/**
 * @module
 * The client address buckets are keyed by. Threat: a client choosing its own key by sending
 * `X-Forwarded-For` or `X-Real-IP`, which would give it a fresh bucket per request. Those headers
 * are read only with `TRUSTED_PROXY=true` (a proxy in front sets them); then `X-Real-IP` wins, else
 * the rightmost `X-Forwarded-For` entry, the one the trusted proxy appended (the entries to its
 * left came from the client and can be anything). Otherwise the socket address is used.
 */
import type { Context } from 'hono'

/** The socket's remote address, as the runtime adapter knows it (`getConnInfo` on Node). */
export type SocketAddress = (c: Context) => string | undefined

export interface ClientIpOptions {
  trustProxy: boolean
  socketAddress?: SocketAddress
}

/** Key used when no address is known at all (in-process requests in tests have no socket). */
export const UNKNOWN_IP = 'unknown'

export const clientIp = (c: Context, { trustProxy, socketAddress }: ClientIpOptions): string => {
  if (trustProxy) {
    const real = c.req.header('x-real-ip')?.trim()
    if (real) return real
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
  }
  return socketAddress?.(c) || UNKNOWN_IP
}
