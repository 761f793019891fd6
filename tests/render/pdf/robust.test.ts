import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pdf } from '../../../src/lib/render/pdf/index.js'
import { pageOf } from './helpers.js'

const TAGS = ['rect', 'path', 'text', 'g', 'line', 'circle', 'image', 'clipPath', 'mask', 'pattern', 'defs', 'polygon', 'foo']
const ATTRS = ['x', 'y', 'width', 'height', 'd', 'fill', 'stroke', 'opacity', 'transform', 'clip-path', 'mask', 'href', 'font-size', 'font-family', 'id', 'rx', 'points', 'stroke-dasharray']
const VALUES = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('url(#a)', 'url(#b)', '#ff0000', 'rgba(1,2,3,0.5)', 'M0 0 a5 5 0 1 1 10 0 z', 'translate(1 2) rotate(30)', 'inter', 'data:image/png;base64,AAAA', 'NaN', '-1e309'),
)

const element: fc.Memo<string> = fc.memo((depth) =>
  fc
    .tuple(
      fc.constantFrom(...TAGS),
      fc.dictionary(fc.constantFrom(...ATTRS), VALUES, { maxKeys: 5 }),
      depth > 1 ? fc.array(element(depth - 1), { maxLength: 3 }) : fc.constant([]),
      fc.string({ maxLength: 8 }),
    )
    .map(([tag, attrs, children, text]) => {
      const a = Object.entries(attrs)
        .map(([k, v]) => `${k}="${v.replace(/[&"<]/g, '')}"`)
        .join(' ')
      return `<${tag} ${a}>${text.replace(/[&<]/g, '')}${children.join('')}</${tag}>`
    }),
)

describe('pdf() on arbitrary SVG', () => {
  it('never throws and always writes a PDF', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(element(3), { maxLength: 6 }), fc.boolean(), async (elements, truncate) => {
        let svg = `<svg width="200" height="100" xmlns="http://www.w3.org/2000/svg"><clipPath id="a"><rect width="5" height="5"/></clipPath>${elements.join('')}</svg>`
        if (truncate) svg = svg.slice(0, svg.length / 2)
        const doc = pageOf([{ key: 'fuzz', width: 200, height: 100, svg, links: [] }])
        const bytes = await pdf(doc)
        expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
      }),
      { numRuns: 60 },
    )
  })
})
