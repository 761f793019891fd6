#!/usr/bin/env node
// The `resume` command: runs the bundled CLI (dist-node/cli.cjs, scripts/build-node.ts) with V8's
// code cache (scripts/run-bundle.cjs), which starts in well under half the time of transpiling the
// TypeScript sources on the fly. The bundle is (re)built here first when it is missing or older
// than what it is built from (scripts/bundle-freshness.js), so no build step is needed.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { needsBuild } from '../scripts/bundle-freshness.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = `${root}dist-node/cli.cjs`

if (needsBuild(root, bundle)) {
  const { register } = await import('tsx/esm/api')
  register()
  const { buildNode } = await import('../scripts/build-node.ts')
  await buildNode()
}
process.argv.splice(2, 0, bundle)
createRequire(import.meta.url)('../scripts/run-bundle.cjs')
