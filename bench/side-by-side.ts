/**
 * @module
 * Two builds or two sets of V8 flags compared on the peer bench's resume, the way
 * docs/performance.md reports a change: `npx tsx bench/side-by-side.ts [options]`.
 *
 * Each pair starts two new servers, A and B, as `npm start` would run them (its environment and
 * flags, read from package.json, plus each side's own), and times on each what the bench times:
 * renders 7 to 36 (the window), then, after 20 previews, 10 "one bullet edited" re-renders, every
 * edit right after a new render on the same server. Two ways to take turns (`--turns`):
 * - `servers` (the default): one server runs all of it and stops, then the other, the order
 *   alternating between pairs. Each server gets its requests back to back, as in the bench. A
 *   null comparison (both sides the same) gave +0.1 +- 0.5 ms over 10 pairs in a quiet hour.
 * - `requests`: both servers up at once, render i to A, then to B. Requests in turn see the same
 *   drift of the machine's speed, which moves by tens of percent within minutes (a null
 *   comparison: +-0.6 to 1.0 ms over 10 pairs in a quiet hour, +-1.5 to 1.9 in a busy one). But
 *   each server idles while the other renders, so work a change moves between requests looks
 *   free, and the idle server's background compiling runs beside the other's render: 16 MB
 *   semi-spaces measured -4.5 +- 0.7 ms this way, -0.8 +- 0.5 with servers in turn, and -1.6 in
 *   two runs of the bench (docs/performance.md, ninth session).
 * Run a change twice before believing it. Each side runs from its own copy of its bundle, so each
 * keeps its own code cache: V8 rejects a cache written under other flags, and two sides sharing
 * one would compile the whole bundle on every start.
 *
 * Options: --pairs N (8), --turns servers|requests, --a-flags "...", --b-flags "..." (V8 flags,
 * or NAME=value for the environment), --a-bundle, --b-bundle (a server bundle built by scripts/build-node.ts, default
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
  turns: { type: 'string', default: 'servers' },
} as const
let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values']
try {
  values = parseArgs({ options }).values
} catch (error) {
  usage((error as Error).message)
}
const pairs = Number(values.pairs)
if (!Number.isInteger(pairs) || pairs < 1) usage(`--pairs must be a whole number of at least 1, not ${values.pairs}`)
if (values.turns !== 'requests' && values.turns !== 'servers') usage(`--turns is requests or servers, not ${values.turns}`)
const serversInTurn = values.turns === 'servers'
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

/** A new server's window, previews and edits, as the bench times them, with nothing between its requests. */
async function alone(side: Side, pair: number, into: { window: number[]; edits: number[] }): Promise<void> {
  const server = await startServer({ bundle: bundles[side], ...sides[side] })
  try {
    for (let i = 0; i <= 35; i++) {
      const ms = await timed(server, peerResume(pair * 1000 + i))
      if (i >= 6) into.window.push(ms)
    }
    for (let i = 0; i < 20; i++) await server.render('preview', peerResume(pair * 1000 + 180 + i))
    for (let i = 0; i < 10; i++) {
      const resume = peerResume(pair * 1000 + 300 + i)
      await server.render('pdf', resume)
      into.edits.push(await timed(server, editBullet(resume, i)))
    }
  } finally {
    await server.stop()
  }
}

for (let pair = 0; pair < pairs; pair++) {
  // Which side starts first, and which gets each request first, alternates between pairs.
  const order: Side[] = pair % 2 === 0 ? ['A', 'B'] : ['B', 'A']
  const reversed = [...order].reverse()
  const window = { A: [] as number[], B: [] as number[] }
  const edits = { A: [] as number[], B: [] as number[] }
  if (serversInTurn) for (const side of order) await alone(side, pair, { window: window[side], edits: edits[side] })
  else {
    const servers: Partial<Record<Side, Server>> = {}
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
  }
  windowDiffs.push(median(window.B) - median(window.A))
  editDiffs.push(median(edits.B) - median(edits.A))
  const show = (side: Side) => `${side} ${median(window[side]).toFixed(1)} ms, edit ${median(edits[side]).toFixed(1)} ms`
  console.log(`pair ${pair + 1}/${pairs}: ${show('A')}; ${show('B')}`)
}
console.log(`B - A: renders 7 to 36 ${meanAndError(windowDiffs)}, one bullet edited ${meanAndError(editDiffs)} (${pairs} pairs)`)
