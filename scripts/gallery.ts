/**
 * `npm run gallery`: page 1 of every template for the built-in sample, in the template's own
 * theme (and font), as docs/gallery/<id>.png, and pages 1 and 2 of the senior engineer fixture
 * (a real-sized resume, tests/fixtures) as docs/gallery/dense/<id>-<page>.png, all at 1 px per
 * point (small enough to commit). Arguments narrow it to some ids.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseResume } from '../src/lib/parse/index.js'
import { layoutResume } from '../src/lib/render/index.js'
import { png } from '../src/lib/render/png/index.js'
import { TEMPLATES } from '../src/templates/catalog.js'
import { sampleFor } from '../src/templates/sample.js'

const root = join(import.meta.dirname, '..')
const out = join(root, 'docs', 'gallery')
const dense = join(out, 'dense')
mkdirSync(dense, { recursive: true })
const fixture = parseResume({ format: 'json-resume', data: readFileSync(join(root, 'tests', 'fixtures', 'senior-engineer.resume.json'), 'utf8') })
const wanted = process.argv.slice(2)
for (const info of TEMPLATES.filter((t) => wanted.length === 0 || wanted.includes(t.id))) {
  const document = await layoutResume(sampleFor(info), { template: info.id })
  const bytes = await png(document.pages[0]!, { fontFamilies: document.fontFamilies, scale: 1 })
  writeFileSync(join(out, `${info.id}.png`), bytes)
  const real = await layoutResume({ ...fixture, metadata: { ...fixture.metadata, template: info.id, theme: { ...info.theme } } }, { template: info.id })
  for (const [i, page] of real.pages.slice(0, 2).entries()) {
    writeFileSync(join(dense, `${info.id}-${i + 1}.png`), await png(page, { fontFamilies: real.fontFamilies, scale: 1 }))
  }
  console.log(`${info.id}: sample ${document.pages.length} page(s), ${Math.round(bytes.byteLength / 1024)} KB; fixture ${real.pages.length} page(s)`)
}
