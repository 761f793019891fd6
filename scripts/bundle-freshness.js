// @ts-check
/**
 * @module
 * Whether a Node bundle in dist-node/ (scripts/build-node.ts) must be built again: `npm start`
 * (scripts/start.js) and the `resume` command (bin/resume.js) skip the build, which takes
 * seconds, when the bundle is newer than everything it is built from. Plain JavaScript: it runs
 * before anything could transpile TypeScript, on every start.
 */
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What the bundles are built from, relative to the project root: the sources, the installed
 * packages (the lockfile says which; patch-package changes some in place) and the build itself.
 */
export const BUNDLE_INPUTS = ['src', 'functions', 'package.json', 'package-lock.json', 'patches', 'tsconfig.json', 'scripts/build-node.ts']

/**
 * The decision, kept pure: stale when there is no bundle or any input is as new as it or newer
 * (a bundle is dated when its build started, so a file saved during the build counts as newer).
 *
 * @param {number | undefined} bundleMtimeMs the bundle's modification time, undefined when missing
 * @param {Iterable<number>} inputMtimesMs the modification times of every input file
 * @returns {boolean}
 */
export function bundleIsStale(bundleMtimeMs, inputMtimesMs) {
  if (bundleMtimeMs === undefined) return true
  for (const mtime of inputMtimesMs) if (mtime >= bundleMtimeMs) return true
  return false
}

/** @param {string} path */
export const mtimeOf = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs

/**
 * The modification times of the inputs under `root`: each file, and every file inside each folder
 * (a missing input is skipped).
 *
 * @param {string} root
 * @param {readonly string[]} inputs
 * @returns {number[]}
 */
export function inputMtimes(root, inputs = BUNDLE_INPUTS) {
  const times = []
  for (const input of inputs) {
    const path = join(root, input)
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) continue
    if (!stat.isDirectory()) {
      times.push(stat.mtimeMs)
      continue
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) times.push(statSync(join(entry.parentPath, entry.name)).mtimeMs)
    }
  }
  return times
}

/**
 * Whether the bundle at `bundle` (a path) must be built again from the inputs under `root`.
 *
 * @param {string} root
 * @param {string} bundle
 */
export const needsBuild = (root, bundle) => bundleIsStale(mtimeOf(bundle), inputMtimes(root))
