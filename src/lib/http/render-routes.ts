/**
 * Paths whose requests render (PDF, PNG): the Node server runs them through one bounded queue
 * (src/server.ts). Shared links render too: `/s/{token}` (PDF) and `/s/{token}/preview/{page}`,
 * but not `/s/{token}/resume.json`.
 */
export const RENDER_ROUTES = /^\/(api\/(render\/|resumes\/export\/pdf$|templates\/[^/]+\/thumbnail$)|s\/[^/]+(\/preview\/[^/]+)?\/?$)/
