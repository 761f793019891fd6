/**
 * A TCP proxy in front of the real PostgreSQL that the test can cut and restore: the shared server
 * itself must never be stopped, but for the service behind this proxy the database goes away.
 */
import { createServer, connect, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

export interface TcpProxy {
  port: number
  /** Drops every open connection and refuses new ones. */
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let down = false
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    track(client)
    if (down) return client.destroy()
    const upstream = connect(targetPort, targetHost)
    track(upstream)
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      down = true
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      down = false
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
