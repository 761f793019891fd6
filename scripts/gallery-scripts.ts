/**
 * `npx tsx scripts/gallery-scripts.ts`: page 1 of the Arabic, Hebrew, Thai and Hindi fixtures
 * (tests/render/scripts/fixtures.ts) in a single-column (rhyhorn), a sidebar (azurill) and a
 * two-column (leafish) template, as docs/gallery/scripts/<script>-<template>.png, drawn by the PNG
 * preview pipeline at 1.5 px per point: large enough to read letter by letter.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { layoutResume } from '../src/lib/render/index.js'
import { png } from '../src/lib/render/png/index.js'
import { scriptFixture } from '../tests/render/scripts/fixtures.js'

const out = join(import.meta.dirname, '..', 'docs', 'gallery', 'scripts')
mkdirSync(out, { recursive: true })
for (const name of ['Arabic', 'Hebrew', 'Thai', 'Hindi']) {
  for (const template of ['rhyhorn', 'azurill', 'leafish']) {
    const document = await layoutResume(scriptFixture(name).resume, { template })
    const bytes = await png(document.pages[0]!, { fontFamilies: document.fontFamilies, scale: 1.5 })
    const file = `${name.toLowerCase()}-${template}.png`
    writeFileSync(join(out, file), bytes)
    console.log(`${file}: ${document.pages.length} page(s), ${document.direction}, ${Math.round(bytes.byteLength / 1024)} KB`)
  }
}
