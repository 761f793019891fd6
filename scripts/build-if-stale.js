// @ts-check
// `npm start`'s prestart: builds dist-node/ (scripts/build-node.ts, through tsx) only when the
// server bundle is older than a source, the lockfile or the build script; otherwise it costs one
// walk over the source tree (milliseconds) instead of seconds of esbuild.
import { fileURLToPath } from 'node:url'
import { needsBuild } from './bundle-freshness.js'

const root = fileURLToPath(new URL('..', import.meta.url))
if (needsBuild(root, `${root}dist-node/server.cjs`)) {
  const { register } = await import('tsx/esm/api')
  register()
  const { buildNode } = await import('./build-node.ts')
  await buildNode()
}
