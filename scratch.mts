import { writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { renderPdf } from './src/lib/render/index.ts'
import { TEMPLATES } from './src/templates/catalog.ts'
import { sampleFor } from './src/templates/sample.ts'
for (const t of TEMPLATES) {
  const { bytes } = await renderPdf(sampleFor(t), { template: t.id })
  const f = `/tmp/pdfdoc/s-${t.id}.pdf`
  writeFileSync(f, bytes)
  const raw = execFileSync('pdftotext', ['-raw', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')
  const st = execFileSync('pdfinfo', ['-struct-text', f], { encoding: 'utf8' })
  const tree = [...st.matchAll(/^\s*"(.*)"$/gm)].map((m) => m[1]).join('').replace(/\s+/g, '')
  console.log(t.id, bytes.length, raw.length, tree.length, raw === tree)
  if (raw !== tree) { let i = 0; while (raw[i] === tree[i]) i++; console.log('  raw:', raw.slice(i - 20, i + 40)); console.log('  tree:', tree.slice(i - 20, i + 40)) }
}
