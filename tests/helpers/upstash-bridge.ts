/**
 * @module
 * A loopback server speaking the Upstash Redis REST protocol over a real Redis server, so
 * @upstash/redis and @upstash/ratelimit run unmodified in tests (no npm package provides one).
 * Serves `POST /` (one command), `/pipeline` and `/multi-exec` with bearer auth and the base64
 * response encoding the client asks for. Redis 7.0 refuses the `#!lua flags=...` first line of
 * the library's scripts (Upstash accepts it), so scripts are stored without it and EVALSHA of the
 * original hash is answered with the stripped script.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from 'redis'

type Reply = { result: unknown } | { error: string }

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')
const stripFlags = (script: string) => script.replace(/^#!lua[^\n]*\n/, '')

const base64 = (value: unknown): unknown =>
  typeof value === 'string'
    ? Buffer.from(value).toString('base64')
    : Array.isArray(value)
      ? value.map(base64)
      : value

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export interface UpstashBridge {
  url: string
  token: string
  /** Commands answered so far (EVAL/EVALSHA count one each). */
  commands: () => number
  close(): Promise<void>
}

export async function startUpstashBridge(redisUrl: string, token = 'test-token'): Promise<UpstashBridge> {
  const redis = createClient({ url: redisUrl, RESP: 2 })
  await redis.connect()
  const scripts = new Map<string, string>()
  let count = 0

  const rewrite = (command: unknown[]): string[] => {
    const args = command.map(String)
    const name = args[0]?.toUpperCase()
    if (name === 'EVAL' && args[1] !== undefined) {
      const stripped = stripFlags(args[1])
      scripts.set(sha1(args[1]), stripped)
      args[1] = stripped
    } else if (name === 'EVALSHA' && args[1] !== undefined && scripts.has(args[1])) {
      args[0] = 'EVAL'
      args[1] = scripts.get(args[1])!
    }
    return args
  }

  const run = async (command: unknown[]): Promise<Reply> => {
    count++
    try {
      return { result: await redis.sendCommand(rewrite(command)) }
    } catch (error) {
      return { error: (error as Error).message }
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'Unauthorized' })
    const encode = (reply: Reply): Reply =>
      'result' in reply && req.headers['upstash-encoding'] === 'base64' ? { result: base64(reply.result) } : reply
    try {
      const body = (await readJson(req)) as unknown[]
      if (req.url === '/pipeline') {
        const replies: Reply[] = []
        for (const command of body as unknown[][]) replies.push(encode(await run(command)))
        return send(res, 200, replies)
      }
      if (req.url === '/multi-exec') {
        const multi = redis.multi()
        for (const command of body as unknown[][]) multi.addCommand(rewrite(command))
        count += body.length
        const results = await multi.exec()
        return send(res, 200, results.map((result) => encode({ result })))
      }
      const reply = await run(body)
      return send(res, 'error' in reply ? 400 : 200, encode(reply))
    } catch (error) {
      return send(res, 400, { error: (error as Error).message })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    commands: () => count,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await redis.close()
    },
  }
}
