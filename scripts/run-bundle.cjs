// Runs a CommonJS bundle of scripts/build-node.ts (`node scripts/run-bundle.cjs <bundle.cjs> [args]`)
// with V8's code cache: the bytecode of every function the previous run compiled is read from
// `<bundle>.cache` instead of parsing and compiling the 4 MB bundle again, which takes about a
// sixth off the time to the first PDF. Node 22 does the same with module.enableCompileCache();
// Node 20 has it only for scripts, hence CommonJS. The cache is (re)written when the process exits,
// with what this run compiled too; without a usable one (first run after a build, other V8 flags)
// the bundle is compiled as usual.
'use strict'
const { readFileSync, renameSync, writeFileSync } = require('node:fs')
const Module = require('node:module')
const { dirname, resolve } = require('node:path')
const vm = require('node:vm')

const filename = resolve(process.argv[2])
const cacheFile = `${filename}.cache`
// The bundle sees the arguments it would get if run directly: node, itself, then its own.
process.argv.splice(1, 2, filename)

let cachedData
try {
  cachedData = readFileSync(cacheFile)
} catch {
  cachedData = undefined
}
// Node 20 runs no import() in a vm.Script without --experimental-vm-modules: bundles have none.
const script = new vm.Script(Module.wrap(readFileSync(filename, 'utf8')), { filename, cachedData })
process.once('exit', () => {
  try {
    const temporary = `${cacheFile}.${process.pid}`
    writeFileSync(temporary, script.createCachedData())
    renameSync(temporary, cacheFile)
  } catch {
    // A read-only install runs without a cache.
  }
})
const bundle = { exports: {}, filename, id: filename, loaded: false }
script.runInThisContext()(bundle.exports, Module.createRequire(filename), bundle, filename, dirname(filename))
