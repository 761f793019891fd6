/**
 * The real PostgreSQL for connected tests: every run gets its own schema (search_path set through
 * the connection's startup options), reached through a TCP proxy the test can cut.
 */
import { randomUUID } from 'node:crypto'
import { openDb } from '../../../src/lib/db/index.js'
import { tcpProxy, type TcpProxy } from './tcp-proxy.js'

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

export interface TestSchema {
  /** The database URL through the proxy, with this schema first on the search path. */
  url: string
  proxy: TcpProxy
  drop(): Promise<void>
}

export async function freshSchema(baseUrl: string): Promise<TestSchema> {
  const schema = `t_${randomUUID().replace(/-/g, '')}`
  const admin = await openDb(baseUrl, { onIdleError: () => {} })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const target = new URL(baseUrl)
  const proxy = await tcpProxy(target.hostname, Number(target.port || 5432))
  const url = new URL(baseUrl)
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.href,
    proxy,
    async drop() {
      await proxy.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}
