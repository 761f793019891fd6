/**
 * The committed gallery (`npm run gallery`): one small 1x image per template, and no two alike:
 * every pair differs in a clear share of its pixels (a sidebar, a banner, a boxed name or a label
 * column moves a lot of ink; a colour change alone moves little).
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { TEMPLATES } from '../../src/templates/catalog.js'

const dir = join(import.meta.dirname, '..', '..', 'docs', 'gallery')
const file = (id: string) => join(dir, `${id}.png`)

/** Share of pixels whose colour differs clearly (anti-aliasing aside). */
function difference(a: PNG, b: PNG): number {
  let differing = 0
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!)
    if (d > 96) differing++
  }
  return differing / (a.width * a.height)
}

describe('gallery', () => {
  it('has a small page-1 image at 1 px per point for every template', () => {
    for (const { id } of TEMPLATES) {
      expect(statSync(file(id)).size, id).toBeLessThan(150_000)
      const png = PNG.sync.read(readFileSync(file(id)))
      expect([png.width, png.height], id).toEqual([595, 842])
    }
  })

  it('shows twelve designs no two of which look alike', () => {
    const images = TEMPLATES.map(({ id }) => ({ id, png: PNG.sync.read(readFileSync(file(id))) }))
    images.forEach((a, i) =>
      images.slice(i + 1).forEach((b) => expect(difference(a.png, b.png), `${a.id} vs ${b.id}`).toBeGreaterThan(0.04)),
    )
  })
})
