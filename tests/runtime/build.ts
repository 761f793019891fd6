/**
 * The deploy build the runtime suites test: `dist/` as `npm run build` left it (CI builds before
 * testing), or built here once when missing. A lock keeps two suites from building at once.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { BuildReport } from '../../scripts/build.js'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist')

export function deployBuild(): BuildReport {
  const report = join(DIST, 'build.json')
  if (!existsSync(report)) {
    execFileSync('flock', [join(ROOT, 'node_modules', '.deploy-build.lock'), 'sh', '-c', `test -f ${report} || npx tsx scripts/build.ts`], {
      cwd: ROOT,
      stdio: 'inherit',
    })
  }
  return JSON.parse(readFileSync(report, 'utf8')) as BuildReport
}
