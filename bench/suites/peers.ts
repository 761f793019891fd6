/**
 * @module
 * `npm run bench -- peers`: the service against Typst (typst-ts-node-compiler, cache evicted before
 * every render) and @react-pdf/renderer, each drawing the same dense two-column resume
 * (bench/peers/resume.ts) with the same font files. Each peer runs in a fresh process per round,
 * the rounds interleaved (3, peers in rotating order), so a busy neighbour on the shared machine
 * slows all of them alike: the ratios are the figures, absolute times only context. The service
 * is `npm start` over HTTP. Then each peer runs once more in a new process, timed after 100 renders
 * (the steady state), and in interleaved rounds again over renders 7 to 36 of text whose every word
 * is new (what the service's word caches cannot answer), both reported beside the rounds' figures. Last,
 * one server renders `BENCH_RSS_RUNS` (1000) resumes, PDFs and page-1 previews alternating, its
 * resident memory sampled along the way.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'esbuild'
import { root } from '../../scripts/build-node.js'
import type { BenchSuite } from '../harness.js'
import { median } from '../harness.js'
import { editBullet, FONT_FILES, freshWordsResume, peerResume, peerView } from '../peers/resume.js'
import { startServer } from '../peers/service.js'

const ROUNDS = 3
const WARMUP = 5
const RUNS = 30
/** Timed page-1 previews and "one bullet edited" re-renders per round. */
const FEW = 10
const PEERS = ['typst', 'react-pdf', 'service'] as const
type Peer = (typeof PEERS)[number]

const work = join(root, 'node_modules/.cache/bench-peers')
const pagesOf = (file: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[1])
const round1 = (n: number) => Math.round(n * 10) / 10
const round2 = (n: number) => Math.round(n * 100) / 100

interface Figures {
  ms: number[]
  coldMs: number[]
  pages: number
  bytes: number
  previewMs?: number[]
  bulletMs?: number[]
  listeningMs?: number[]
  /** The server's main-thread page faults a timed render, one mean per round. */
  faultsPerRender?: number[]
}

/** A peer in a new process (bundled first: no TypeScript loader in the cold start), timed after `warmup` renders. */
async function runPeer(peer: Exclude<Peer, 'service'>, round: number, into: Figures, warmup = WARMUP, resumeOf = peerResume): Promise<void> {
  const views = Array.from({ length: 1 + warmup + RUNS }, (_, i) => peerView(resumeOf(round * 1000 + i)))
  const viewsFile = join(work, `views-${peer}.json`)
  const pdfFile = join(work, `${peer}.pdf`)
  await writeFile(viewsFile, JSON.stringify({ views, fonts: FONT_FILES }))
  const started = performance.now()
  const child = spawn(process.execPath, [join(work, 'child.mjs'), peer, viewsFile, pdfFile], { stdio: ['ignore', 'pipe', 'inherit'] })
  const result = await new Promise<{ ms: number[]; bytes: number }>((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      if (out === '' && chunk.toString().startsWith('first')) into.coldMs.push(performance.now() - started)
      out += chunk.toString()
    })
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`${peer} exited with ${code}`))))
  })
  into.ms.push(...result.ms.slice(warmup))
  into.bytes = result.bytes
  into.pages = pagesOf(pdfFile)
}

async function runService(round: number, into: Figures): Promise<void> {
  const server = await startServer()
  try {
    const run = (i: number) => peerResume(round * 1000 + i)
    await server.render('pdf', run(0))
    into.coldMs.push(performance.now() - server.started)
    into.listeningMs!.push(server.listeningMs)
    const timed = async (kind: 'pdf' | 'preview', resume: ReturnType<typeof run>) => {
      const start = performance.now()
      const bytes = await server.render(kind, resume)
      return { ms: performance.now() - start, bytes }
    }
    for (let i = 1; i <= WARMUP; i++) await server.render('pdf', run(i))
    let last: Uint8Array = new Uint8Array()
    const faults = server.faults()
    for (let i = 0; i < RUNS; i++) {
      const { ms, bytes } = await timed('pdf', run(100 + i))
      into.ms.push(ms)
      last = bytes
    }
    into.faultsPerRender!.push((server.faults() - faults) / RUNS)
    // Warmed like the PDF, whose timed renders come after 6 and run on through its warm-up: a
    // server's first previews compile resvg's and HarfBuzz's wasm, rasterise the glyph atlases and
    // run the painter unoptimised (measured 270, 130, 125, then 80 falling to about 60 ms by the
    // 15th), so timed from the first they gave the warm-up's median, not the warm preview's.
    for (let i = 0; i < FEW; i++) await server.render('preview', run(180 + i))
    for (let i = 0; i < FEW; i++) into.previewMs!.push((await timed('preview', run(200 + i))).ms)
    for (let i = 0; i < FEW; i++) {
      const resume = run(300 + i)
      await server.render('pdf', resume)
      into.bulletMs!.push((await timed('pdf', editBullet(resume, i))).ms)
    }
    const pdfFile = join(work, 'service.pdf')
    await writeFile(pdfFile, last)
    into.bytes = last.length
    into.pages = pagesOf(pdfFile)
  } finally {
    await server.stop()
  }
}

/**
 * Renders before the steady-state figures are timed: by about the 100th render V8 has compiled
 * the service's hot code (docs/performance.md), while the rounds above time renders 7 to 36 of a
 * new process, in the middle of that.
 */
const STEADY_WARMUP = 100

/** Each peer's median of a run beside the rounds, and the service's ratios to the others'. */
function mediansAndRatios(figures: Record<Peer, number[]>) {
  const medianMs = Object.fromEntries(PEERS.map((p) => [p, round1(median(figures[p]))])) as Record<Peer, number>
  return {
    medianMs,
    ratios: {
      'service / typst': round2(medianMs.service / medianMs.typst),
      'service / react-pdf': round2(medianMs.service / medianMs['react-pdf']),
    },
  }
}

/**
 * Each peer once more in a new process, timed over RUNS renders after STEADY_WARMUP: what a server
 * that has been up for a while answers, reported beside the rounds' figures, not instead of them.
 * With `freshWordsResume` every render's words are new to it as well, so the figure leaves out V8's
 * warm-up, which renders 7 to 36 sit in, and keeps each new word's own cost.
 */
async function steadyState(resumeOf = peerResume, textRound = ROUNDS, label = 'steady state') {
  const figures = { typst: [] as number[], 'react-pdf': [] as number[], service: [] as number[] }
  let serviceFaults = 0
  for (const peer of ['typst', 'react-pdf'] as const) {
    process.stderr.write(`bench: peers ${label}, ${peer} ...\n`)
    const into: Figures = { ms: [], coldMs: [], pages: 0, bytes: 0 }
    await runPeer(peer, textRound, into, STEADY_WARMUP, resumeOf)
    figures[peer] = into.ms
  }
  process.stderr.write(`bench: peers ${label}, service ...\n`)
  const server = await startServer()
  try {
    const run = (i: number) => resumeOf(textRound * 1000 + i)
    for (let i = 0; i <= STEADY_WARMUP; i++) await server.render('pdf', run(i))
    const faults = server.faults()
    for (let i = 0; i < RUNS; i++) {
      const resume = run(500 + i)
      const start = performance.now()
      await server.render('pdf', resume)
      figures.service.push(performance.now() - start)
    }
    serviceFaults = (server.faults() - faults) / RUNS
  } finally {
    await server.stop()
  }
  return { warmupRenders: STEADY_WARMUP, runs: RUNS, ...mediansAndRatios(figures), serviceFaultsPerRender: Math.round(serviceFaults) }
}

/**
 * Each peer again in new processes, timed over renders 7 to 36 of resumes whose every word is new
 * (freshWordsResume): what the service's per-word caches cannot answer, reported beside the rounds'
 * figures. In interleaved rounds as those are: run once per peer, this figure moved from run to run
 * with the machine (the service 54.9 and 78.7 ms for one code).
 */
async function everyWordNew() {
  const figures = { typst: [] as number[], 'react-pdf': [] as number[], service: [] as number[] }
  const pages = { typst: 0, 'react-pdf': 0, service: 0 }
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < PEERS.length; k++) {
      const peer = PEERS[(k + round) % PEERS.length]!
      process.stderr.write(`bench: peers every word new, round ${round + 1}, ${peer} ...\n`)
      // Text of its own, apart from the rounds' and the steady state's (runs 0 to 3999).
      const textRound = ROUNDS + 1 + round
      if (peer === 'service') pages.service = await freshWordsService(textRound * 1000, figures.service)
      else {
        const into: Figures = { ms: [], coldMs: [], pages: 0, bytes: 0 }
        await runPeer(peer, textRound, into, WARMUP, freshWordsResume)
        figures[peer].push(...into.ms)
        pages[peer] = into.pages
      }
    }
  }
  return { rounds: ROUNDS, runs: RUNS, pages, ...mediansAndRatios(figures) }
}

/** A new `npm start` server's renders 7 to 36 of every-word-new resumes, into `ms`; the pages of its last PDF. */
async function freshWordsService(run: number, ms: number[]): Promise<number> {
  const server = await startServer()
  try {
    let last: Uint8Array = new Uint8Array()
    for (let i = 0; i <= WARMUP + RUNS; i++) {
      // Made before the clock starts, as the rounds' resumes are: the peers get theirs ready-made.
      const resume = freshWordsResume(run + i)
      const start = performance.now()
      last = await server.render('pdf', resume)
      if (i > WARMUP) ms.push(performance.now() - start)
    }
    const pdfFile = join(work, 'service-every-word-new.pdf')
    await writeFile(pdfFile, last)
    return pagesOf(pdfFile)
  } finally {
    await server.stop()
  }
}

/**
 * What touching fresh memory costs on this machine, in microseconds a 4 KB page: a 64 MB buffer
 * (new pages from the kernel) written a byte a page, in a new process, median of three. Machines
 * this bench has run on took from 1.4 to 16 microseconds (docs/performance.md), and a new server
 * faults in hundreds of pages a render while V8's old generation grows: with the faults a render
 * takes (below), it tells how much of a run's figures is the machine's memory, not the service.
 */
function pageFaultMicroseconds(): number {
  const script = `const page = 4096, size = 64 * 2 ** 20, us = []
for (let k = 0; k < 3; k++) {
  const bytes = new Uint8Array(size)
  const start = performance.now()
  for (let i = 0; i < size; i += page) bytes[i] = 1
  us.push(((performance.now() - start) * 1000) / (size / page))
}
console.log(us.sort((a, b) => a - b)[1])`
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim())
}

/** Renders between two samples of the server's resident memory. */
const RSS_EVERY = 10

/** Least-squares slope of `ys` against `xs`. */
function slope(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length
  const [mx, my] = [mean(xs), mean(ys)]
  const covariance = xs.reduce((sum, x, k) => sum + (x - mx) * (ys[k]! - my), 0)
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0)
  return covariance / variance
}

/**
 * Peak and sampled resident memory of one server over `runs` renders, PDF and preview alternating.
 * Two readings of "flat": the growth over the last half (the highest of its 5 % samples minus its
 * first, as measured since the start) and the least-squares trend of the samples taken every
 * RSS_EVERY renders over the last half (slope times the renders in it): the first moves with
 * whichever sample a heap resize lands on, the second with a steady rise only.
 */
async function serverMemory(runs: number) {
  const server = await startServer()
  try {
    const every5Percent = Math.max(1, Math.floor(runs / 20))
    const rssMbEvery5Percent: number[] = []
    const sampledAt: number[] = []
    const rssMbSamples: number[] = []
    for (let i = 0; i < runs; i++) {
      await server.render(i % 2 ? 'preview' : 'pdf', peerResume(10_000 + i))
      if ((i + 1) % every5Percent === 0) rssMbEvery5Percent.push(server.memory().rssMb)
      if ((i + 1) % RSS_EVERY === 0) {
        sampledAt.push(i + 1)
        rssMbSamples.push(server.memory().rssMb)
      }
    }
    const secondHalf = rssMbEvery5Percent.slice(rssMbEvery5Percent.length / 2)
    const lastHalf = sampledAt.findIndex((at) => at > runs / 2)
    const trend = slope(sampledAt.slice(lastHalf), rssMbSamples.slice(lastHalf)) * (runs / 2)
    return {
      runs,
      peakRssMb: server.memory().peakMb,
      rssMbEvery5Percent,
      growthOverLastHalfMb: Math.max(...secondHalf) - secondHalf[0]!,
      rssSampledEveryRenders: RSS_EVERY,
      rssMbSamples,
      leastSquaresTrendOverLastHalfMb: round1(trend),
    }
  } finally {
    await server.stop()
  }
}

async function peers() {
  await mkdir(work, { recursive: true })
  await build({ entryPoints: [join(root, 'bench/peers/child.ts')], outfile: join(work, 'child.mjs'), bundle: true, packages: 'external', format: 'esm', platform: 'node', logLevel: 'warning' })
  // Cold starts measure npm start with nothing changed: the bundle built and its code cache written.
  await (await startServer()).stop()
  const faultUs = pageFaultMicroseconds()
  const blank = (): Figures => ({ ms: [], coldMs: [], pages: 0, bytes: 0 })
  const figures: Record<Peer, Figures> = { typst: blank(), 'react-pdf': blank(), service: { ...blank(), previewMs: [], bulletMs: [], listeningMs: [], faultsPerRender: [] } }
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < PEERS.length; k++) {
      const peer = PEERS[(k + round) % PEERS.length]!
      process.stderr.write(`bench: peers round ${round + 1}, ${peer} ...\n`)
      if (peer === 'service') await runService(round, figures.service)
      else await runPeer(peer, round, figures[peer])
    }
  }
  const warm = (p: Peer) => median(figures[p].ms)
  const service = figures.service
  const table = PEERS.map((p) => ({
    peer: p,
    'warm median ms': round1(warm(p)),
    'cold s': round2(median(figures[p].coldMs) / 1000),
    pages: figures[p].pages,
    'PDF KB': round1(figures[p].bytes / 1024),
  }))
  const ratios = {
    'service / typst (warm, target <= 1.5)': round2(warm('service') / warm('typst')),
    'service / react-pdf (warm, target <= 0.5)': round2(warm('service') / warm('react-pdf')),
    'preview page 1 / service PDF (target <= 1.5)': round2(median(service.previewMs!) / warm('service')),
    'one bullet edited / typst (target <= 0.5)': round2(median(service.bulletMs!) / warm('typst')),
    'service cold / typst cold': round2(median(service.coldMs) / median(figures.typst.coldMs)),
  }
  console.table(table)
  console.table(Object.entries(ratios).map(([ratio, value]) => ({ ratio, value })))
  const steady = await steadyState()
  console.log(
    `steady state (renders ${STEADY_WARMUP + 2} to ${STEADY_WARMUP + RUNS + 1} of one new process each, not the figures above): ` +
      `typst ${steady.medianMs.typst} ms, react-pdf ${steady.medianMs['react-pdf']} ms, service ${steady.medianMs.service} ms; ` +
      `service / typst ${steady.ratios['service / typst']}, service / react-pdf ${steady.ratios['service / react-pdf']}`,
  )
  const fresh = await everyWordNew()
  console.log(
    `every word new (renders 7 to 36 of a new process, ${ROUNDS} interleaved rounds, every word of the text new, ${fresh.pages.service} pages; not the figures above): ` +
      `typst ${fresh.medianMs.typst} ms, react-pdf ${fresh.medianMs['react-pdf']} ms, service ${fresh.medianMs.service} ms; ` +
      `service / typst ${fresh.ratios['service / typst']}, service / react-pdf ${fresh.ratios['service / react-pdf']}`,
  )
  // Text of its own, after the every-word-new rounds' (runs 4000 to 6999).
  const freshSteady = await steadyState(freshWordsResume, 2 * ROUNDS + 1, 'every word new, steady state')
  console.log(
    `every word new, steady state (renders ${STEADY_WARMUP + 2} to ${STEADY_WARMUP + RUNS + 1} of one new process each, every word new from the first; not the figures above): ` +
      `typst ${freshSteady.medianMs.typst} ms, react-pdf ${freshSteady.medianMs['react-pdf']} ms, service ${freshSteady.medianMs.service} ms; ` +
      `service / typst ${freshSteady.ratios['service / typst']}, service / react-pdf ${freshSteady.ratios['service / react-pdf']}`,
  )
  const windowFaults = Math.round(service.faultsPerRender!.reduce((a, b) => a + b, 0) / ROUNDS)
  const machine = {
    pageFaultMicroseconds: round2(faultUs),
    serviceFaultsPerRender: { window: windowFaults, steadyState: steady.serviceFaultsPerRender },
    serviceFaultMsPerRender: { window: round1((windowFaults * faultUs) / 1000), steadyState: round1((steady.serviceFaultsPerRender * faultUs) / 1000) },
  }
  console.log(
    `machine: a page fault costs ${machine.pageFaultMicroseconds} microseconds (fresh memory, a 4 KB page); the server's main thread takes ` +
      `${windowFaults} a render over renders 7 to 36 (about ${machine.serviceFaultMsPerRender.window} ms of each) and ${steady.serviceFaultsPerRender} in the steady state (${machine.serviceFaultMsPerRender.steadyState} ms)`,
  )
  const memory = await serverMemory(Number(process.env.BENCH_RSS_RUNS ?? 1000))
  console.log(
    `server over ${memory.runs} renders: peak RSS ${memory.peakRssMb} MB (target <= 250), growth over the last half ${memory.growthOverLastHalfMb} MB (highest 5 % sample - first), least-squares trend over the last half ${memory.leastSquaresTrendOverLastHalfMb} MB (RSS every ${RSS_EVERY} renders)`,
  )
  return {
    peers: {
      rounds: ROUNDS,
      runsPerRound: RUNS,
      resume: 'tests/fixtures/senior-engineer.resume.json (azurill for the service), text changed every run',
      table,
      ratios,
      service: {
        previewMedianMs: round1(median(service.previewMs!)),
        oneBulletEditedMedianMs: round1(median(service.bulletMs!)),
        npmStartToListeningS: round2(median(service.listeningMs!) / 1000),
        npmStartToFirstPdfS: round2(median(service.coldMs) / 1000),
        coldRunsS: service.coldMs.map((ms) => round2(ms / 1000)),
      },
      steadyState: steady,
      everyWordNew: { ...fresh, steadyState: freshSteady },
      machine,
      memory,
    },
  }
}

const suite: BenchSuite = {
  cases: () => [],
  extra: (filter) => (filter === '' || filter === 'peers' ? peers() : {}),
}

export default suite
