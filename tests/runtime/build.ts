/**
 * The deploy build the runtime suites test: `dist/` as `npm run build` left it (CI builds right
 * before testing), rebuilt here when it is missing or older than the sources it was built from
 * (its build.json carries the time the build started). A lock keeps two suites from building at
 * once; the second finds the first one's build fresh.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { BuildReport } from '../../scripts/build.js'

export const ROOT = resolve(import.meta.dirname, '..', '..')
export const DIST = join(ROOT, 'dist')

const SOURCES = 'src functions scripts package.json wrangler.toml'
const FRESH = `test -f dist/build.json && test -z "$(find ${SOURCES} -newer dist/build.json -print -quit)"`

export function deployBuild(): BuildReport {
  execFileSync('flock', [join(ROOT, 'node_modules', '.deploy-build.lock'), 'sh', '-c', `${FRESH} || npx tsx scripts/build.ts`], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  return JSON.parse(readFileSync(join(DIST, 'build.json'), 'utf8')) as BuildReport
}
