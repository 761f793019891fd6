#!/usr/bin/env node
// The `resume` command: runs the bundled CLI (dist-node/cli.mjs, scripts/build-node.ts), which
// starts in about half the time of transpiling the TypeScript sources on the fly. The bundle is
// (re)built here first when it is missing or older than a source, so no build step is needed.
import { readdirSync, statSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bundle = `${root}dist-node/cli.mjs`
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
await import(pathToFileURL(bundle).href)
