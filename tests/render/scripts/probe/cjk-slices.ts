/** Bundled by node-slices.test.ts like npm start's server: lays out and renders a Chinese resume. */
import { layoutResume, renderPdf } from '../../../../src/lib/render/index.js'
import { FIXTURES } from '../../../templates/fixtures.js'

const resume = FIXTURES.find((f) => f.name === 'Chinese')!.resume
void (async () => {
  const document = await layoutResume(resume)
  const { bytes } = await renderPdf(resume)
  process.stdout.write(JSON.stringify({ fontFamilies: document.fontFamilies, pdf: Buffer.from(bytes).toString('base64') }))
})()
