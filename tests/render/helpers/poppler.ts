/** poppler-utils (pdftotext, pdfinfo, pdftoppm) over temporary files; CI installs them. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function withPdf<T>(bytes: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'render-test-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, bytes)
    return run(file, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF's text; `raw` keeps content-stream order (what a reader that ignores layout sees). */
export const pdftotext = (bytes: Uint8Array, raw = false): string =>
  withPdf(bytes, (file) => execFileSync('pdftotext', ['-enc', 'UTF-8', ...(raw ? ['-raw'] : []), file, '-'], { encoding: 'utf8' }))

/** `pdfinfo` fields; throws when poppler reports an error (stderr is captured). */
export function pdfinfo(bytes: Uint8Array): Record<string, string> {
  return withPdf(bytes, (file) => {
    const out = execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]))
  })
}

export const pdfUrls = (bytes: Uint8Array): string[] =>
  withPdf(bytes, (file) =>
    execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8' })
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/).at(-1) ?? '')
      .filter((u) => u !== ''),
  )

/** Every page rasterised at `dpi` (144 = 2 px per point), as PNG files' bytes in page order. */
export const pdftoppm = (bytes: Uint8Array, dpi = 144): Buffer[] =>
  withPdf(bytes, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')])
    return readdirSync(dir)
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort((a, b) => Number(/(\d+)\.png$/.exec(a)![1]) - Number(/(\d+)\.png$/.exec(b)![1]))
      .map((f) => readFileSync(join(dir, f)))
  })
