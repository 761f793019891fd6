/**
 * Where Satori may break a line of Latin text. Text made only of Latin letters, digits, spaces,
 * , . ; : ' ’ & @ · •, no-break spaces and hyphens is broken by a one-pass scan instead of the
 * `linebreak` module (patches/satori+0.63.2.patch); these lines are the ones the module gives: after
 * spaces (never before , . ; :), after a hyphen followed by a letter, never inside `a-5`, `-5`,
 * `1,000,000`, `--z` or across a no-break space.
 */
import { describe, expect, it } from 'vitest'
import { measureBlock } from '../../src/lib/render/layout/measure.js'
import { blockMarkup } from '../../src/lib/render/svg.js'
import { h } from '../../src/templates/element.js'

const TEXT = /<text x="[^"]*" y="([^"]*)"[^>]*>([^<]*)<\/text>/g

/** The text of each drawn line, top to bottom. */
async function lines(text: string, width: number): Promise<string[]> {
  const svg = blockMarkup(await measureBlock(h('div', { display: 'flex', width, fontFamily: 'Inter', fontSize: 10 }, text), width, 'Inter'))
  const byLine = new Map<string, string>()
  for (const [, y, word] of svg.matchAll(TEXT)) byLine.set(y!, (byLine.get(y!) ?? '') + word)
  return [...byLine.values()]
}

describe('line breaks in Latin text', () => {
  it('breaks after spaces and after hyphens before letters, as the linebreak module does', async () => {
    expect(await lines('state-of-the-art 1,000,000 a-5 x -5 10\u00a0km well-known', 60)).toEqual([
      'state-of-',
      'the-art ',
      '1,000,000 ',
      'a-5 x -5 ',
      '10\u00a0km well-',
      'known',
    ])
    expect(await lines('e.g. it\u2019s R&D: ab,cd; x - y --z @me \u00b7\u00a0\u2022 \u0141\u00f3d\u017a-Krak\u00f3w', 40)).toEqual([
      'e.g. it\u2019s ',
      'R&amp;D: ',
      'ab,cd; x ',
      '- y --z ',
      '@me \u00b7\u00a0\u2022 ',
      '\u0141\u00f3d\u017a-',
      'Krak\u00f3w',
    ])
  })
})
