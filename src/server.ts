/**
 * @module
 * The Node entry: every function on one app, embedded defaults, graceful shutdown on SIGTERM.
 */
import { serve } from '@hono/node-server'
import { createApp } from './app.js'
import { loadConfig } from './lib/config/index.js'

const config = loadConfig(process.env)
const app = createApp({ services: { config } })

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: process.env.HOST }, (info) => {
  console.log(`resume service listening on http://localhost:${info.port}`)
})

function shutdown(signal: string) {
  console.log(`${signal}: finishing open requests, then exiting`)
  server.close(() => process.exit(0))
  // Requests that never finish must not keep a stopped container alive.
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
