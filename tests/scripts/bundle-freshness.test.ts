import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleIsStale, inputMtimes, needsBuild } from '../../scripts/bundle-freshness.js'

let dir: string | undefined

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('bundleIsStale: whether npm start builds dist-node again', () => {
  it('builds when there is no bundle', () => {
    expect(bundleIsStale(undefined, [])).toBe(true)
    expect(bundleIsStale(undefined, [1, 2])).toBe(true)
  })

  it('skips the build when the bundle is newer than every input', () => {
    expect(bundleIsStale(1000, [10, 999.9, 500])).toBe(false)
    expect(bundleIsStale(1000, [])).toBe(false)
  })

  it('builds when any input is newer than the bundle, or dated the same (saved while it was built)', () => {
    expect(bundleIsStale(1000, [10, 1001, 500])).toBe(true)
    expect(bundleIsStale(1000, [10, 1000])).toBe(true)
  })
})

describe('needsBuild on a project tree', () => {
  it('follows files inside source folders, the lockfile and patches, and ignores inputs that do not exist', async () => {
    dir = await mkdtemp(join(tmpdir(), 'bundle-freshness-'))
    const at = async (path: string, seconds: number) => {
      await mkdir(join(dir!, path, '..'), { recursive: true })
      await writeFile(join(dir!, path), 'x')
      await utimes(join(dir!, path), seconds, seconds)
    }
    await at('src/lib/deep/module.ts', 100)
    await at('package.json', 100)
    await at('package-lock.json', 100)
    await at('dist-node/server.cjs', 200)
    expect(inputMtimes(dir).sort()).toEqual([100_000, 100_000, 100_000])
    expect(needsBuild(dir, join(dir, 'dist-node/server.cjs'))).toBe(false)
    expect(needsBuild(dir, join(dir, 'dist-node/missing.cjs'))).toBe(true)

    await at('src/lib/deep/module.ts', 300)
    expect(needsBuild(dir, join(dir, 'dist-node/server.cjs'))).toBe(true)
    await at('src/lib/deep/module.ts', 100)
    await at('package-lock.json', 300)
    expect(needsBuild(dir, join(dir, 'dist-node/server.cjs'))).toBe(true)
    await at('package-lock.json', 100)
    await at('patches/satori+0.63.2.patch', 300)
    expect(needsBuild(dir, join(dir, 'dist-node/server.cjs'))).toBe(true)
  })
})
