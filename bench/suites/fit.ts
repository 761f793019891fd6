/**
 * @module
 * Fit to N pages against the same render unfitted, per template: fit 1 and fit 2 on the senior
 * engineer fixture and on its 1.3-page cut. Fitted and unfitted PDFs alternate in one process,
 * every run with new text in every block (no memoised block answers), and the ratio of their
 * median CPU times is reported with what the fit did; the machine is shared, so it is CPU time,
 * not wall time, and a ratio, not a figure to compare across runs.
 */
import { median, type BenchSuite } from '../harness.js'
import { renderPdf } from '../../src/lib/render/index.js'
import { TEMPLATES } from '../../src/templates/catalog.js'
import { senior, shorter, tagged } from '../../tests/helpers/fit-resumes.js'
import { describeFit } from '../../src/lib/render/layout/fit.js'

const RUNS = Number(process.env.BENCH_FIT_RUNS ?? 5)
const RESUMES = { senior, '1.3-page': shorter }

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

const suite: BenchSuite = {
  cases: () => [],
  async extra(filter) {
    if (!'fit'.includes(filter) && !filter.startsWith('fit')) return {}
    const ratios: Record<string, string> = {}
    let run = 0
    // The first template's figures would otherwise include compiling the render path.
    for (let i = 0; i < 3; i++) for (const pages of [undefined, 1]) await renderPdf(tagged(shorter, `warm${run++}`), pages ? { fit: { pages } } : {})
    for (const { id } of TEMPLATES) {
      for (const [name, resume] of Object.entries(RESUMES)) {
        for (const pages of [1, 2]) {
          const plain: number[] = []
          const fitted: number[] = []
          let fit = ''
          // One warm-up pair, then RUNS pairs, each render with its own text.
          for (let i = 0; i <= RUNS; i++) {
            let start = cpuMs()
            await renderPdf(tagged(resume, `r${run++}`), { template: id })
            const a = cpuMs() - start
            start = cpuMs()
            const out = await renderPdf(tagged(resume, `r${run++}`), { template: id, fit: { pages } })
            const b = cpuMs() - start
            fit = `${out.fit!.status}${out.fit!.status === 'exact' ? '' : ` (${describeFit(out.fit!.applied)})`}`
            if (i > 0) {
              plain.push(a)
              fitted.push(b)
            }
          }
          const ratio = median(fitted) / median(plain)
          ratios[`${id} ${name} fit ${pages}`] = `${ratio.toFixed(2)}x ${fit}`
          process.stderr.write(`bench: fit ${id} ${name} fit ${pages}: ${ratio.toFixed(2)}x ${fit}\n`)
        }
      }
    }
    return { fit: { runs: RUNS, fittedOverUnfittedCpu: ratios } }
  },
}

export default suite
