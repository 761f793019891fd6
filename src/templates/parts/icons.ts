/**
 * @module
 * Contact and network icons drawn with plain boxes (borders, radii, rotation), not SVG images:
 * the PDF writer draws boxes as vector paths but skips SVG pictures, and a box icon carries no
 * text, so it never lands in the extracted text an ATS reads. Each icon is one square of `size`
 * points in one colour.
 */
import { h, type Element, type Style } from '../element.js'

export type IconKind = 'email' | 'phone' | 'location' | 'website' | 'linkedin' | 'github' | 'x' | 'link'

const square = (size: number, children: Array<Element | null>, style: Style = {}): Element =>
  h('div', { display: 'flex', position: 'relative', width: size, height: size, flexShrink: 0, ...style }, children)

const at = (style: Style, children?: Element[]): Element => h('div', { display: 'flex', position: 'absolute', ...style }, children)

const DRAW: Record<IconKind, (s: number, c: string, paper: string) => Element> = {
  email: (s, c) =>
    square(s, [
      at({ left: 0, top: s * 0.18, width: s, height: s * 0.64, border: `${s * 0.09}px solid ${c}`, borderRadius: s * 0.08, overflow: 'hidden' }, [
        at({ left: s * 0.2, top: -s * 0.42, width: s * 0.46, height: s * 0.46, border: `${s * 0.09}px solid ${c}`, transform: 'rotate(45deg)' }),
      ]),
    ]),
  phone: (s, c) =>
    square(s, [
      at({ left: s * 0.25, top: 0, width: s * 0.5, height: s, border: `${s * 0.09}px solid ${c}`, borderRadius: s * 0.1 }),
      at({ left: s * 0.44, top: s * 0.76, width: s * 0.12, height: s * 0.12, borderRadius: s, backgroundColor: c }),
    ]),
  location: (s, c, paper) =>
    square(s, [
      at({ left: s * 0.18, top: 0, width: s * 0.64, height: s * 0.64, backgroundColor: c, borderRadius: `${s}px ${s}px 0 ${s}px`, transform: 'rotate(45deg)' }),
      at({ left: s * 0.38, top: s * 0.2, width: s * 0.24, height: s * 0.24, borderRadius: s, backgroundColor: paper }),
    ]),
  website: (s, c) =>
    square(s, [
      at({ left: 0, top: 0, width: s, height: s, border: `${s * 0.09}px solid ${c}`, borderRadius: s }),
      at({ left: s * 0.3, top: 0, width: s * 0.4, height: s, border: `${s * 0.09}px solid ${c}`, borderRadius: s }),
      at({ left: 0, top: s * 0.455, width: s, height: s * 0.09, backgroundColor: c }),
    ]),
  linkedin: (s, c, paper) =>
    square(s, [
      at({ left: s * 0.2, top: s * 0.16, width: s * 0.15, height: s * 0.15, borderRadius: s, backgroundColor: paper }),
      at({ left: s * 0.2, top: s * 0.4, width: s * 0.15, height: s * 0.44, backgroundColor: paper }),
      at({ left: s * 0.45, top: s * 0.4, width: s * 0.36, height: s * 0.44, border: `${s * 0.15}px solid ${paper}`, borderBottomWidth: 0, borderRadius: `${s * 0.18}px ${s * 0.18}px 0 0` }),
    ], { backgroundColor: c, borderRadius: s * 0.15 }),
  github: (s, c, paper) =>
    square(s, [
      at({ left: s * 0.27, top: s * 0.18, width: s * 0.16, height: s * 0.16, backgroundColor: paper, transform: 'rotate(45deg)' }),
      at({ left: s * 0.57, top: s * 0.18, width: s * 0.16, height: s * 0.16, backgroundColor: paper, transform: 'rotate(45deg)' }),
      at({ left: s * 0.25, top: s * 0.24, width: s * 0.5, height: s * 0.42, borderRadius: s, backgroundColor: paper }),
      at({ left: s * 0.42, top: s * 0.62, width: s * 0.16, height: s * 0.26, backgroundColor: paper }),
    ], { backgroundColor: c, borderRadius: s }),
  x: (s, c) =>
    square(s, [
      at({ left: -s * 0.06, top: s * 0.45, width: s * 1.12, height: s * 0.11, backgroundColor: c, transform: 'rotate(45deg)' }),
      at({ left: -s * 0.06, top: s * 0.45, width: s * 1.12, height: s * 0.11, backgroundColor: c, transform: 'rotate(-45deg)' }),
    ]),
  link: (s, c) =>
    square(s, [
      at({ left: 0, top: s * 0.3, width: s * 0.6, height: s * 0.4, border: `${s * 0.09}px solid ${c}`, borderRadius: s * 0.2, transform: 'rotate(-45deg)' }),
      at({ left: s * 0.4, top: s * 0.3, width: s * 0.6, height: s * 0.4, border: `${s * 0.09}px solid ${c}`, borderRadius: s * 0.2, transform: 'rotate(-45deg)' }),
    ]),
}

/** An icon `size` points square in `color`; `paper` is the colour of cut-outs (the background below it). */
export const icon = (kind: IconKind, size: number, color: string, paper: string): Element => DRAW[kind](size, color, paper)

/** The icon for a profile's network name, by the usual spellings; a chain link for anything else. */
export function networkIcon(network: string): IconKind {
  const n = network.toLowerCase().replace(/[^a-z]/g, '')
  if (n.includes('linkedin')) return 'linkedin'
  if (n.includes('github')) return 'github'
  if (n === 'x' || n.includes('twitter')) return 'x'
  if (n.includes('website') || n.includes('portfolio') || n.includes('blog') || n === 'web') return 'website'
  if (n.includes('mail')) return 'email'
  return 'link'
}
