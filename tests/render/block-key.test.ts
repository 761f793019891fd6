import { describe, expect, it } from 'vitest'
import { editBullet, peerResume } from '../../bench/peers/resume.js'
import { layoutResume } from '../../src/lib/render/index.js'
import { blockKey } from '../../src/lib/render/layout/measure.js'
import type { PagedDocument } from '../../src/lib/render/page.js'
import { h, identified } from '../../src/templates/element.js'

const keysOf = (document: PagedDocument) => new Set(document.pages.flatMap((page) => page.blocks.map((placed) => placed.block.key)))

describe('block keys', () => {
  it('key an element by its JSON, or by the identity its builder gave it', () => {
    const plain = h('div', { display: 'flex' }, 'Led the migration')
    expect(blockKey(plain, 300, ['arabic'])).toBe(`300|arabic|${JSON.stringify(plain)}`)
    const known = identified(h('div', { display: 'flex' }, 'Led the migration'), 'item|kit|300|{"title":"A"}')
    expect(blockKey(known, 300)).toBe('300||#item|kit|300|{"title":"A"}')
    expect(blockKey(known, 301)).not.toBe(blockKey(known, 300))
  })

  it('key the items of a resume by what they are made of: an edited item gets a new key, the others keep theirs', async () => {
    const resume = peerResume(41)
    const before = keysOf(await layoutResume(resume))
    const after = keysOf(await layoutResume(editBullet(resume, 0)))
    const items = [...before].filter((key) => key.includes('|#item|'))
    // Every experience, project, education... entry of the dense resume is an item block.
    expect(items.length).toBeGreaterThan(15)
    // Items are not written out as JSON: their keys hold the entry, not the element tree.
    for (const key of items) expect(key).not.toContain('"props"')
    const changed = [...after].filter((key) => !before.has(key))
    expect(changed).toHaveLength(1)
    expect(changed[0]).toContain('(edit 0)')
    expect(changed[0]).toContain('|#item|')
  }, 60_000)
})
