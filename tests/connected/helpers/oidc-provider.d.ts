// oidc-provider ships no types; this covers the part the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      findAccount?: (ctx: unknown, sub: string) => { accountId: string; claims: () => Record<string, unknown> }
    })
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}
