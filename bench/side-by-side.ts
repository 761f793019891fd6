/**
 * @module
 * Two builds or two sets of V8 flags compared on the peer bench's resume, the way
 * docs/performance.md reports a change: `npx tsx bench/side-by-side.ts [options]`.
 *
 * Each pair starts two new servers, A then B (which goes first alternates between pairs), as
 * `npm start` would run them (its environment and flags, read from package.json, plus each side's
 * own). Each runs alone what the bench times, its requests back to back as the bench sends them:
 * renders 7 to 36 (the window), then, after 20 previews, 10 "one bullet edited" re-renders, every
 * edit right after a new render on the same server; then it stops. Both sides the same gave
 * +0.1 +- 0.5 ms over 10 pairs in a quiet hour; run a change twice before believing it.
 * Until the ninth session both servers were up at once and fed requests in turn. That saw the
 * machine's drift alike on both sides, but each server idled while the other rendered, so work a
 * change moved between requests looked free, and one server's background compiling ran beside the
 * other's render: 16 MB semi-spaces measured -4.5 +- 0.7 ms that way, -0.8 +- 0.5 as now, and -1.6
 * between two runs of the bench (docs/performance.md, ninth session).
 * Each side runs from its own copy of its bundle, so each keeps its own code cache: V8 rejects a
 * cache written under other flags, and two sides sharing one would compile the whole bundle on
 * every start.
 *
 * Options: --pairs N (8), --a-flags "...", --b-flags "..." (V8 flags, or NAME=value for the
 * environment), --a-bundle, --b-bundle (a server bundle built by scripts/build-node.ts, default
 * dist-node/server.cjs; to compare code, copy dist-node/ to another folder, which a build does
 * not replace, change the code, build again and pass the copy's server.cjs as --a-bundle),
 * --every-word-new (the window's renders, and the six before it, of text whose every word is new,
 * as the bench's every-word-new figure: bench/peers/resume.ts freshWordsResume).
 * Prints each pair and the mean of B - A with its standard error: a difference smaller than two
 * standard errors is noise. Beside the medians it gives, per render of the window, the main
 * thread's CPU, the other threads' CPU (V8's compiler and collector, the thread pool) and the main
 * thread's page faults, from /proc: on a machine whose speed drifts they separate a change's
 * mechanism from the drift (a quarter of the cumulative inlining budget took 6 to 9 ms a render
 * off the compiler's thread in each of four runs, while the medians moved by -3.3 to +0.3 ms).
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from '../scripts/build-node.js'
import type { ResumeData } from '../src/lib/schema/index.js'
import { median } from './harness.js'
import { editBullet, freshWordsResume, peerResume } from './peers/resume.js'
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
  'every-word-new': { type: 'boolean', default: false },
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

const meanAndError = (values: number[], unit = ' ms') => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  if (values.length < 2) return `${mean.toFixed(1)}${unit} (one pair: no error to give)`
  const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1)
  return `${mean.toFixed(1)} +- ${Math.sqrt(variance / values.length).toFixed(1)}${unit}`
}

const sides = { A: sideOf(values['a-flags']), B: sideOf(values['b-flags']) }
/** The resumes of renders 1 to 36. */
const windowResume = values['every-word-new'] ? freshWordsResume : peerResume
const bundles = { A: copyOf(values['a-bundle'], 'a'), B: copyOf(values['b-bundle'], 'b') }
const windowDiffs: number[] = []
const editDiffs: number[] = []
const perRenderDiffs = { mainMs: [] as number[], otherMs: [] as number[], faults: [] as number[] }

interface Timings {
  window: number[]
  edits: number[]
  /** Per render of the window, from /proc: the main thread's CPU, the other threads' CPU (ms), the main thread's page faults. */
  perRender: { mainMs: number; otherMs: number; faults: number }
}

/** A new server's window, previews and edits, as the bench times them, with nothing between its requests. */
async function alone(side: Side, pair: number): Promise<Timings> {
  const server = await startServer({ bundle: bundles[side], ...sides[side] })
  try {
    for (let i = 0; i < 6; i++) await server.render('pdf', windowResume(pair * 1000 + i))
    const before = { ...server.cpu(), faults: server.faults() }
    const window: number[] = []
    for (let i = 6; i <= 35; i++) window.push(await timed(server, windowResume(pair * 1000 + i)))
    const after = { ...server.cpu(), faults: server.faults() }
    const perRender = {
      mainMs: (after.mainMs - before.mainMs) / window.length,
      otherMs: (after.otherMs - before.otherMs) / window.length,
      faults: (after.faults - before.faults) / window.length,
    }
    for (let i = 0; i < 20; i++) await server.render('preview', peerResume(pair * 1000 + 180 + i))
    const edits: number[] = []
    for (let i = 0; i < 10; i++) {
      const resume = peerResume(pair * 1000 + 300 + i)
      await server.render('pdf', resume)
      edits.push(await timed(server, editBullet(resume, i)))
    }
    return { window, edits, perRender }
  } finally {
    await server.stop()
  }
}

for (let pair = 0; pair < pairs; pair++) {
  const order: Side[] = pair % 2 === 0 ? ['A', 'B'] : ['B', 'A']
  const runs: Partial<Record<Side, Timings>> = {}
  for (const side of order) runs[side] = await alone(side, pair)
  const { A, B } = runs as Record<Side, Timings>
  windowDiffs.push(median(B.window) - median(A.window))
  editDiffs.push(median(B.edits) - median(A.edits))
  for (const key of ['mainMs', 'otherMs', 'faults'] as const) perRenderDiffs[key].push(B.perRender[key] - A.perRender[key])
  const show = (side: Side, { window, edits, perRender }: Timings) =>
    `${side} ${median(window).toFixed(1)} ms (CPU ${perRender.mainMs.toFixed(1)} + ${perRender.otherMs.toFixed(1)} ms), edit ${median(edits).toFixed(1)} ms`
  console.log(`pair ${pair + 1}/${pairs}: ${show('A', A)}; ${show('B', B)}`)
}
console.log(`B - A: renders 7 to 36 ${meanAndError(windowDiffs)}, one bullet edited ${meanAndError(editDiffs)} (${pairs} pairs)`)
console.log(
  `B - A a render of the window: main thread CPU ${meanAndError(perRenderDiffs.mainMs)}, other threads' CPU ${meanAndError(perRenderDiffs.otherMs)}, ` +
    `main thread page faults ${meanAndError(perRenderDiffs.faults, '')}`,
)
