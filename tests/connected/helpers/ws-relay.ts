/**
 * WebSocket-to-TCP relay, the piece Neon runs in front of Postgres, so @neondatabase/serverless can
 * talk to the local server. `setNoDelay` matters: without it each round trip waits ~40 ms (Nagle).
 */
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { neonConfig } from '@neondatabase/serverless'
import { WebSocket, WebSocketServer } from 'ws'

export interface WsRelay {
  port: number
  close(): Promise<void>
}

export async function wsRelay(): Promise<WsRelay> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => wss.once('listening', resolve))
  wss.on('connection', (ws, req) => {
    const address = new URL(req.url ?? '/', 'http://relay').searchParams.get('address') ?? ''
    const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))]
    const socket = connect(port, host)
    socket.setNoDelay(true)
    socket.on('data', (data) => ws.readyState === WebSocket.OPEN && ws.send(data))
    socket.on('error', () => ws.close())
    socket.on('close', () => ws.close())
    ws.on('message', (data) => socket.write(data as Buffer))
    ws.on('close', () => socket.destroy())
    ws.on('error', () => socket.destroy())
  })
  const port = (wss.address() as AddressInfo).port
  // neonConfig is global to the library: these settings route every neon Pool through this relay.
  neonConfig.webSocketConstructor = WebSocket
  neonConfig.wsProxy = (host, pgPort) => `127.0.0.1:${port}/v1?address=${host}:${pgPort}`
  neonConfig.useSecureWebSocket = false
  neonConfig.pipelineTLS = false
  neonConfig.pipelineConnect = false
  neonConfig.coalesceWrites = false
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
