/**
 * PDF and PNG of the same block must look the same: the PDF page rasterised by pdftoppm against
 * resvg-wasm drawing the block's SVG, both at 2 px per point. Anti-aliasing differs between the two
 * rasterisers, so a pixel counts as different only when a channel is off by more than a quarter.
 */
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import { h, pageOf, rasterise, resvgPng, satoriBlock } from './helpers.js'
import { blockMarkup } from '../../../src/lib/render/svg.js'

/** A 24 x 24 PNG in four colour quadrants, as a data URI. */
function picture(): string {
  const png = new PNG({ width: 24, height: 24 })
  for (let y = 0; y < 24; y++) {
    for (let x = 0; x < 24; x++) {
      const i = (y * 24 + x) * 4
      png.data[i] = x < 12 ? 220 : 30
      png.data[i + 1] = y < 12 ? 40 : 160
      png.data[i + 2] = 90
      png.data[i + 3] = 255
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`
}

function differing(a: PNG, b: PNG): number {
  let count = 0
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(
      Math.abs(a.data[i]! - b.data[i]!),
      Math.abs(a.data[i + 1]! - b.data[i + 1]!),
      Math.abs(a.data[i + 2]! - b.data[i + 2]!),
    )
    if (d > 64) count++
  }
  return count / (a.width * a.height)
}

describe('PDF against resvg for one block', () => {
  it('differs in under 1.5 % of pixels', async () => {
    const block = await satoriBlock(
      h('div', { display: 'flex', flexDirection: 'column', width: 360, padding: 10, fontFamily: 'Inter', fontSize: 11, color: '#1f2937', backgroundColor: '#ffffff' }, [
        h('div', { display: 'flex', flexDirection: 'row', alignItems: 'center' }, [
          h('img', { width: 40, height: 40, borderRadius: 20 }, undefined, { src: picture(), width: 40, height: 40 }),
          h('div', { display: 'flex', flexDirection: 'column', marginLeft: 10 }, [
            h('div', { display: 'flex', fontSize: 20, fontWeight: 700 }, 'AVATAR Typography'),
            h('a', { display: 'flex', color: '#2563eb', textDecoration: 'underline' }, 'ada.example/portfolio', { href: 'https://ada.example' }),
          ]),
        ]),
        h('div', { display: 'flex', marginTop: 8, padding: 6, border: '1px solid #d97706', borderRadius: 6, backgroundColor: '#fef3c7' }, 'A rounded, bordered, tinted box'),
        h('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', marginTop: 6 }, [
          h('div', { display: 'flex', width: 5, height: 5, borderRadius: 3, backgroundColor: '#65a30d', marginRight: 6 }),
          h('div', { display: 'flex', fontStyle: 'italic' }, 'Bullet in italic, half transparent'),
        ]),
        h('div', { display: 'flex', marginTop: 6, borderTop: '2px solid #9f1239', opacity: 0.5, height: 4 }),
      ]),
      380,
    )
    const doc = pageOf([block], 'Inter', { width: block.width, height: block.height })
    doc.pages[0]!.blocks[0]!.x = 0
    doc.pages[0]!.blocks[0]!.y = 0
    const fromPdf = rasterise(await pdf(doc))
    const fromSvg = await resvgPng(blockMarkup(block), 'Inter')
    expect([fromPdf.width, fromPdf.height]).toEqual([fromSvg.width, fromSvg.height])
    expect(differing(fromPdf, fromSvg)).toBeLessThan(0.015)
  })
})
