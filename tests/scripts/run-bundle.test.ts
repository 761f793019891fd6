import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const LAUNCHER = resolve(import.meta.dirname, '../../scripts/run-bundle.cjs')
let dir: string | undefined

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('scripts/run-bundle.cjs', () => {
  it('runs a CommonJS bundle as node would (arguments, require), and keeps its compiled code for the next run', async () => {
    dir = await mkdtemp(join(tmpdir(), 'run-bundle-'))
    const bundle = join(dir, 'app.cjs')
    await writeFile(
      bundle,
      [
        "const { basename } = require('node:path')",
        "const os = require('node:os')",
        "console.log(JSON.stringify({ argv: process.argv.slice(1).map((a) => basename(a)), file: basename(__filename), eol: os.EOL === '\\n' }))",
      ].join('\n'),
    )
    const run = () => JSON.parse(execFileSync(process.execPath, [LAUNCHER, bundle, 'one', '--two'], { encoding: 'utf8' }))
    expect(run()).toEqual({ argv: ['app.cjs', 'one', '--two'], file: 'app.cjs', eol: true })
    expect(existsSync(`${bundle}.cache`)).toBe(true)
    // The second run starts from that cache and behaves the same.
    expect(run()).toEqual({ argv: ['app.cjs', 'one', '--two'], file: 'app.cjs', eol: true })
  })
})
