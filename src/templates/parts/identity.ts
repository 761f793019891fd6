/**
 * @module
 * The person at the top of a resume: name and headline, each left out when empty, and the empty
 * header that templates carrying the name inside a column hand to layout.
 */
import { h, type Element, type Style } from '../element.js'
import type { Kit } from './kit.js'

export const nameText = (k: Kit, text: string, style: Style = {}): Element | null =>
  text ? h('div', { display: 'block', fontSize: k.size.name, fontWeight: 700, lineHeight: 1.15, ...style }, text, { role: 'H1' }) : null

export const headline = (k: Kit, text: string, style: Style = {}): Element | null =>
  text ? h('div', { display: 'block', fontSize: k.size.label, ...style }, text, { role: 'P' }) : null

/** A header of no height: the template draws the name inside a column instead. */
export const noHeader = (x: number, width: number) => ({ element: h('div', { display: 'flex', width, height: 0 }), x, y: 0, width, gapAfter: 0 })
