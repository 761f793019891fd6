/**
 * One peer in a fresh process: `node child.mjs <typst|react-pdf> <views.json> <last.pdf>`. The
 * views are the same resume with different text per run. It renders the first view and prints
 * `first` at once (the parent times process start to first PDF), then renders the others, timing
 * each, and prints `{"ms": [...], "bytes": n}`; the last PDF goes to `<last.pdf>` for the page count.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import type { PeerView } from './resume.js'

type Render = (view: PeerView) => Promise<Uint8Array>

async function renderer(peer: string, fonts: string[]): Promise<Render> {
  if (peer === 'typst') return (await import('./typst.js')).typstRenderer(fonts)
  if (peer === 'react-pdf') return (await import('./react-pdf.js')).reactPdfRenderer(fonts)
  throw new Error(`unknown peer ${peer}`)
}

const [peer, viewsFile, lastPdf] = process.argv.slice(2)
const { views, fonts } = JSON.parse(readFileSync(viewsFile!, 'utf8')) as { views: PeerView[]; fonts: string[] }
const render = await renderer(peer!, fonts)
await render(views[0]!)
process.stdout.write('first\n')
const ms: number[] = []
let bytes: Uint8Array = new Uint8Array()
for (const view of views.slice(1)) {
  const start = performance.now()
  bytes = await render(view)
  ms.push(performance.now() - start)
}
writeFileSync(lastPdf!, bytes)
process.stdout.write(JSON.stringify({ ms, bytes: bytes.length }) + '\n')
