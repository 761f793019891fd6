// @ts-check
// `npm start` is `node <flags> scripts/start.js dist-node/server.cjs`: builds dist-node/
// (scripts/build-node.ts, through tsx) first when that bundle is older than a source, the lockfile,
// a patch or the build script (scripts/bundle-freshness.js), then runs the bundle in this same
// process through scripts/run-bundle.cjs. A start with nothing changed costs one walk over the
// sources (milliseconds) instead of seconds of esbuild, and no second Node process for the check.
// A bundle outside dist-node/ (a benchmark or test child) just runs, as with run-bundle.cjs.
import { createRequire } from 'node:module'
import { resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { needsBuild } from './bundle-freshness.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = resolve(process.argv[2] ?? '')
if (bundle.startsWith(`${root}dist-node${sep}`) && needsBuild(root, bundle)) {
  const { register } = await import('tsx/esm/api')
  register()
  const { buildNode } = await import('./build-node.ts')
  await buildNode()
}
createRequire(import.meta.url)('./run-bundle.cjs')
