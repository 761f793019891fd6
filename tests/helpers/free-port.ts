import { createServer } from 'node:net'

/** A TCP port on loopback that nothing listens on right now (tests and benchmarks never use a fixed one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}
