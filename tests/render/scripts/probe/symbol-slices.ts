/**
 * Bundled by node-slices.test.ts like npm start's server: lays out and renders a resume rating
 * skills in stars, with arrows; and lays out one that has a pictograph beside its stars.
 */
import { layoutResume, renderPdf } from '../../../../src/lib/render/index.js'
import { SYMBOLS } from './symbols.js'

const resume = { basics: { name: 'Ada Lovelace', label: SYMBOLS }, metadata: { typography: { font: { family: 'Lato' } } } }
void (async () => {
  const document = await layoutResume(resume)
  const { bytes } = await renderPdf(resume)
  const pictograph = await layoutResume({ ...resume, basics: { ...resume.basics, label: `${SYMBOLS} 🚀` } })
  process.stdout.write(JSON.stringify({ fontFamilies: document.fontFamilies, pictographFamilies: pictograph.fontFamilies, pdf: Buffer.from(bytes).toString('base64') }))
})()
