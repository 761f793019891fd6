// @ts-check
// `npm start` is `MALLOC_ARENA_MAX=1 node <flags> scripts/start.js dist-node/server.cjs`: builds dist-node/
// (scripts/build-node.ts, through tsx) first when that bundle is older than a source, the lockfile,
// a patch or the build script (scripts/bundle-freshness.js), then runs the bundle in this same
// process through scripts/run-bundle.cjs. A start with nothing changed costs one walk over the
// sources (milliseconds) instead of seconds of esbuild, and no second Node process for the check.
// A bundle outside dist-node/ (a benchmark or test child) just runs, as with run-bundle.cjs.
//
// The build runs in a child process: it leaves wasm memories and buffers behind (the font slicer's
// HarfBuzz alone grows to 68 MB), which a process never gives back, and a server built in-process
// carried 30 to 110 MB more for its whole life than one started from the same bundle.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { needsBuild } from './bundle-freshness.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = resolve(process.argv[2] ?? '')
if (bundle.startsWith(`${root}dist-node${sep}`) && needsBuild(root, bundle)) {
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-node.ts')], { cwd: root, stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}
createRequire(import.meta.url)('./run-bundle.cjs')
