#!/usr/bin/env node
// The `resume` command: runs the bundled CLI (dist-node/cli.cjs, scripts/build-node.ts) with V8's
// code cache (scripts/run-bundle.cjs), which starts in well under half the time of transpiling the
// TypeScript sources on the fly. The bundle is (re)built here first when it is missing or older
// than a source, so no build step is needed.
import { readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = `${root}dist-node/cli.cjs`
const SOURCES = ['src', 'package.json', 'scripts/build-node.ts']

const mtime = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0

function newestSource() {
  let newest = 0
  for (const source of SOURCES) {
    const path = `${root}${source}`
    newest = Math.max(newest, mtime(path))
    if (!statSync(path).isDirectory()) continue
    for (const file of readdirSync(path, { recursive: true })) newest = Math.max(newest, mtime(`${path}/${file}`))
  }
  return newest
}

if (mtime(bundle) < newestSource()) {
  const { register } = await import('tsx/esm/api')
  register()
  const { buildNode } = await import('../scripts/build-node.ts')
  await buildNode()
}
process.argv.splice(2, 0, bundle)
createRequire(import.meta.url)('../scripts/run-bundle.cjs')
