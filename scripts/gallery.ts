/**
 * `npm run gallery`: page 1 of every template for the built-in sample, in the template's own
 * theme (and font), as docs/gallery/<id>.png at 1 px per point (small enough to commit). Arguments narrow it
 * to some ids.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { layoutResume } from '../src/lib/render/index.js'
import { png } from '../src/lib/render/png/index.js'
import { TEMPLATES } from '../src/templates/catalog.js'
import { sampleFor } from '../src/templates/sample.js'

const out = join(import.meta.dirname, '..', 'docs', 'gallery')
mkdirSync(out, { recursive: true })
const wanted = process.argv.slice(2)
for (const info of TEMPLATES.filter((t) => wanted.length === 0 || wanted.includes(t.id))) {
  const document = await layoutResume(sampleFor(info), { template: info.id })
  const bytes = await png(document.pages[0]!, { fontFamilies: document.fontFamilies, scale: 1 })
  writeFileSync(join(out, `${info.id}.png`), bytes)
  console.log(`${info.id}: ${document.pages.length} page(s), ${Math.round(bytes.byteLength / 1024)} KB`)
}
