/** The shared building blocks: network icons by name, level indicators, the label column. */
import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/templates/element.js'
import { networkIcon } from '../../src/templates/parts/icons.js'
import { kit } from '../../src/templates/parts/kit.js'
import { labelColumn } from '../../src/templates/parts/label-column.js'
import { levelBar, levelDots } from '../../src/templates/parts/levels.js'
import { richText } from '../../src/templates/parts/rich-text.js'
import { validateResume } from '../../src/lib/schema/index.js'

const result = validateResume({ basics: { name: 'A' } })
if (!result.valid) throw new Error('sample invalid')
const k = kit(result.resume, { background: '#ffffff', text: '#111111', primary: '#3b82f6' }, { family: 'Inter', size: 10, lineHeight: 1.5 })
const kids = (e: Element) => ([] as unknown[]).concat(e.props.children ?? []) as Element[]

describe('template parts', () => {
  it('maps network names to icons, whatever their spelling', () => {
    expect(networkIcon('LinkedIn')).toBe('linkedin')
    expect(networkIcon('linked-in')).toBe('linkedin')
    expect(networkIcon('GitHub')).toBe('github')
    expect(networkIcon('Twitter')).toBe('x')
    expect(networkIcon('X')).toBe('x')
    expect(networkIcon('Personal website')).toBe('website')
    expect(networkIcon('Mastodon')).toBe('link')
  })

  it('fills as many dots as the level, and the bar to level / 5; level 0 draws nothing', () => {
    const dots = kids(levelDots(k, 3)!)
    expect(dots).toHaveLength(5)
    expect(dots.filter((d) => d.props.style?.backgroundColor === '#3b82f6')).toHaveLength(3)
    expect(kids(levelBar(k, 2)!)[0]!.props.style?.width).toBe('40%')
    expect(levelDots(k, 0)).toBeNull()
    expect(levelBar(k, 0)).toBeNull()
  })

  it('sets each block beside the label attached to it', () => {
    const column = labelColumn(k, 500, 0.2)
    const labelled = column.label({ type: 'div', props: {} }, { type: 'div', props: { children: '2020' } })
    const plain: Element = { type: 'div', props: {} }
    const [a, b] = column.place([{ element: labelled, gap: 0 }, { element: plain, gap: 4 }])
    expect(kids(kids(a!.element)[0]!)[0]!.props.children).toBe('2020')
    expect(kids(kids(b!.element)[0]!)).toEqual([])
    expect(b!.gap).toBe(4)
    expect(column.labelWidth + column.contentWidth).toBeLessThan(500)
  })

  it('gives a summary seen before in the same style its elements again, and another style its own', () => {
    const style = { linkColor: '#3b82f6', gap: 4, listGap: 1 }
    const source = '<p>Led the <strong>platform</strong> team.</p><ul><li>Cut costs</li></ul>'
    const first = richText(source, 'html', style)
    expect(richText(source, 'html', { ...style })).toBe(first)
    const spaced = richText(source, 'html', { ...style, listGap: 2 })
    expect(spaced).not.toBe(first)
    expect(JSON.stringify(spaced)).not.toBe(JSON.stringify(first))
    expect(richText(source, 'markdown', style)).not.toBe(first)
  })
})
