/**
 * @module
 * Two builds or two sets of V8 flags compared on the peer bench's resume, the way
 * docs/performance.md reports a change: `npx tsx bench/side-by-side.ts [options]`.
 *
 * Each pair starts two new servers, A and B, as `npm start` would run them (its environment and
 * flags, read from package.json, plus each side's own), and sends their requests in turn: render
 * i to A, then to B (the order alternating), for the bench's window (renders 7 to 36), then 20
 * previews and 10 "one bullet edited" re-renders each, every edit right after a new render on the
 * same server, as the bench times them. The machine's speed drifts by tens of percent within
 * minutes; requests in turn see the same drift, where servers run one after the other do not (a
 * null comparison, both sides the same: +-0.6 to 1.0 ms over 10 pairs in a quiet hour, against
 * +-1.5 to 2.6; a busy hour gives +-1.5 to 1.9 even so, so run a change twice before believing it).
 * Each side runs from its own copy of its bundle, so each keeps its own code cache: V8 rejects a
 * cache written under other flags, and two sides sharing one would compile the whole bundle on
 * every start.
 *
 * Options: --pairs N (8), --a-flags "...", --b-flags "..." (V8 flags, or NAME=value for the
 * environment), --a-bundle, --b-bundle (a server bundle built by scripts/build-node.ts, default
 * dist-node/server.cjs; to compare code, copy dist-node/ to another folder, which a build does
 * not replace, change the code, build again and pass the copy's server.cjs as --a-bundle).
 * Prints each pair and the mean of B - A with its standard error: a difference smaller than two
 * standard errors is noise.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from '../scripts/build-node.js'
import type { ResumeData } from '../src/lib/schema/index.js'
import { median } from './harness.js'
import { editBullet, peerResume } from './peers/resume.js'
import { splitEnvironment, startServer, type Server } from './peers/service.js'

/** A usage error: said in one line, exit status 2. */
function usage(message: string): never {
  console.error(`side-by-side: ${message}`)
  process.exit(2)
}

const options = {
  pairs: { type: 'string', default: '8' },
  'a-flags': { type: 'string', default: '' },
  'b-flags': { type: 'string', default: '' },
  'a-bundle': { type: 'string', default: 'dist-node/server.cjs' },
  'b-bundle': { type: 'string', default: 'dist-node/server.cjs' },
} as const
let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values']
try {
  values = parseArgs({ options }).values
} catch (error) {
  usage((error as Error).message)
}
const pairs = Number(values.pairs)
if (!Number.isInteger(pairs) || pairs < 1) usage(`--pairs must be a whole number of at least 1, not ${values.pairs}`)
for (const side of ['a-bundle', 'b-bundle'] as const) if (!existsSync(resolve(root, values[side]))) usage(`no bundle at ${values[side]} (npm start builds dist-node/)`)

/** A side's words: NAME=value sets the environment, the rest are node flags. */
function sideOf(words: string): { env: Record<string, string>; flags: string[] } {
  const { env, rest } = splitEnvironment(words.split(/\s+/).filter(Boolean))
  return { env, flags: rest }
}

/** A copy of `bundle` in its own folder (its own code cache), with the folders it reads beside it. */
function copyOf(bundle: string, name: string): string {
  const source = resolve(root, bundle)
  const folder = join(root, 'node_modules/.cache/side-by-side', name)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  copyFileSync(source, join(folder, 'server.cjs'))
  for (const beside of ['web', 'font-slices']) symlinkSync(join(dirname(source), beside), join(folder, beside))
  return join(folder, 'server.cjs')
}

type Side = 'A' | 'B'

/** One PDF's time over HTTP, from the request to the last byte. */
async function timed(server: Server, resume: ResumeData): Promise<number> {
  const started = performance.now()
  await server.render('pdf', resume)
  return performance.now() - started
}

const meanAndError = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  if (values.length < 2) return `${mean.toFixed(1)} ms (one pair: no error to give)`
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1)
  return `${mean.toFixed(1)} +- ${Math.sqrt(variance / values.length).toFixed(1)} ms`
}

const sides = { A: sideOf(values['a-flags']), B: sideOf(values['b-flags']) }
const bundles = { A: copyOf(values['a-bundle'], 'a'), B: copyOf(values['b-bundle'], 'b') }
const windowDiffs: number[] = []
const editDiffs: number[] = []

for (let pair = 0; pair < pairs; pair++) {
  // Which side starts first, and which gets each request first, alternates between pairs.
  const order: Side[] = pair % 2 === 0 ? ['A', 'B'] : ['B', 'A']
  const reversed = [...order].reverse()
  const servers: Partial<Record<Side, Server>> = {}
  const window = { A: [] as number[], B: [] as number[] }
  const edits = { A: [] as number[], B: [] as number[] }
  try {
    for (const side of order) servers[side] = await startServer({ bundle: bundles[side], ...sides[side] })
    for (let i = 0; i <= 35; i++) {
      const resume = peerResume(pair * 1000 + i)
      for (const side of (i + pair) % 2 === 0 ? order : reversed) {
        const ms = await timed(servers[side]!, resume)
        if (i >= 6) window[side].push(ms)
      }
    }
    for (let i = 0; i < 20; i++) for (const side of order) await servers[side]!.render('preview', peerResume(pair * 1000 + 180 + i))
    for (let i = 0; i < 10; i++) {
      const resume = peerResume(pair * 1000 + 300 + i)
      for (const side of i % 2 === 0 ? order : reversed) {
        await servers[side]!.render('pdf', resume)
        edits[side].push(await timed(servers[side]!, editBullet(resume, i)))
      }
    }
  } finally {
    for (const side of order) await servers[side]?.stop()
  }
  windowDiffs.push(median(window.B) - median(window.A))
  editDiffs.push(median(edits.B) - median(edits.A))
  const show = (side: Side) => `${side} ${median(window[side]).toFixed(1)} ms, edit ${median(edits[side]).toFixed(1)} ms`
  console.log(`pair ${pair + 1}/${pairs}: ${show('A')}; ${show('B')}`)
}
console.log(`B - A: renders 7 to 36 ${meanAndError(windowDiffs)}, one bullet edited ${meanAndError(editDiffs)} (${pairs} pairs)`)
