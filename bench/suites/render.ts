/**
 * @module
 * Rendering: PDF and PNG (one page, 2 px per point) for 1-, 2- and 5-page resumes in the default
 * template, warm, with text that differs on every run; then, in fresh processes started the way
 * `npm start` starts the server (its node flags and launcher, code bundled by
 * scripts/build-node.ts): cold start to the first PDF, of the render library alone and of the real
 * server over HTTP, and peak RSS over 1000 PDF and 1000 PNG renders (`BENCH_RSS_RUNS` to change).
 *
 * The first start after a build has no code cache yet (scripts/run-bundle.cjs writes it on exit):
 * it is reported apart (`afterBuildMs`); `firstPdfMs` is the median of the starts after it, as a
 * restarted or scaled-out server starts.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pkg from '../../package.json' with { type: 'json' }
import { buildNode, NODE_ENTRIES, root } from '../../scripts/build-node.js'
import { median, type BenchCase, type BenchSuite } from '../harness.js'
import { renderPdf, renderPreview } from '../../src/lib/render/index.js'
import { benchResume, itemsFor } from '../render/fixtures.js'
import { serverColdStart } from '../render/server-cold.js'

const SIZES = [1, 2, 5] as const
/** Cold starts are repeated and their median reported: one start on a shared machine says little. */
const COLD_STARTS = 5

/** `npm start` is `[NAME=value ...] node <flags> <launcher> <bundle>`: the children get the same environment, flags and launcher. */
function startCommand(): { env: NodeJS.ProcessEnv; flags: string[]; launcher: string; args: string[] } {
  const words = pkg.scripts.start.split(/\s+/)
  const assignments = words.filter((w, i) => words.slice(0, i + 1).every((v) => v.includes('=')))
  const [command, ...args] = words.slice(assignments.length)
  if (command !== 'node') throw new Error(`npm start is not a node command: ${pkg.scripts.start}`)
  const env = { ...process.env, ...Object.fromEntries(assignments.map((a) => a.split('=', 2))) }
  return { env, flags: args.filter((a) => a.startsWith('--')), launcher: join(root, args.find((a) => !a.startsWith('--'))!), args }
}


/** One start right after the build, then COLD_STARTS more: the median of those, and every figure. */
async function coldFigures<T extends { firstPdfMs: number }>(
  start: () => T | Promise<T>,
): Promise<T & { afterBuildMs: number; runsMs: number[] }> {
  const afterBuild = await start()
  const runs: T[] = []
  for (let i = 0; i < COLD_STARTS; i++) runs.push(await start())
  const middle = median(runs.map((r) => r.firstPdfMs))
  return { ...runs.find((r) => r.firstPdfMs === middle)!, afterBuildMs: afterBuild.firstPdfMs, runsMs: runs.map((r) => r.firstPdfMs) }
}

const suite: BenchSuite = {
  async cases() {
    const cases: BenchCase[] = []
    for (const pages of SIZES) {
      const items = await itemsFor(pages)
      cases.push(
        { name: `render pdf ${pages}-page`, runs: 60, warmup: 20, run: (i) => renderPdf(benchResume(items, i + 1)) },
        { name: `render png ${pages}-page (one page)`, runs: 40, warmup: 10, run: (i) => renderPreview(benchResume(items, i + 1)) },
      )
    }
    return cases
  },
  async extra(filter) {
    if (!'render'.includes(filter) && !filter.startsWith('render')) return {}
    const bytes: Record<string, number> = {}
    for (const pages of SIZES) bytes[`${pages}-page`] = (await renderPdf(benchResume(await itemsFor(pages), 0))).bytes.length

    const { env, flags, launcher, args } = startCommand()
    const out = await mkdtemp(join(tmpdir(), 'bench-render-'))
    try {
      await buildNode({ child: 'bench/render/child.ts' }, out)
      const child = join(out, 'child.cjs')
      const spawn = (...childArgs: string[]): Record<string, unknown> & { firstPdfMs: number } => {
        const stdout = execFileSync(process.execPath, [...flags, launcher, child, ...childArgs], { env, encoding: 'utf8', maxBuffer: 1 << 20 })
        return JSON.parse(stdout.trim().split('\n').at(-1)!)
      }
      // As `npm start` does before starting when the bundle is stale (scripts/start.js).
      await buildNode(NODE_ENTRIES)
      const runs = Number(process.env.BENCH_RSS_RUNS ?? 1000)
      return {
        render: {
          pdfBytes: bytes,
          nodeFlags: flags,
          coldStart: await coldFigures(() => spawn('cold')),
          coldStartServer: await coldFigures(() => serverColdStart(args, root, env)),
          rssPdf: { runs, ...spawn('rss', 'pdf', String(runs)) },
          rssPng: { runs, ...spawn('rss', 'png', String(runs)) },
        },
      }
    } finally {
      await rm(out, { recursive: true, force: true })
    }
  },
}

export default suite
