import type { Config } from '../config/index.js'

/** What one request can reach: built once per process (or per Worker isolate) by the entry. */
export interface Services {
  config: Config
}

export interface User {
  id: string
  email: string
  name: string
}

/** The Hono environment every function app is typed with. */
export interface AppEnv {
  Variables: {
    services: Services
    /** Set by the session middleware when a request is signed in (connected mode). */
    user?: User
  }
}
