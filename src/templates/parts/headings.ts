/**
 * @module
 * Section heading styles the templates pick from, each `(name, width) => Element`, so a template
 * says which look it wants and a fix to one look lands in every template using it.
 */
import { h, type Element } from '../element.js'
import { mix } from './color.js'
import { MIN_TEXT, rootStyle, type Kit } from './kit.js'
import { widestWord } from './label-column.js'

type Heading = (name: string, width: number) => Element

const title = (k: Kit, name: string, color: string, extra: Record<string, string | number> = {}) =>
  h('div', { display: 'block', fontSize: k.size.heading, fontWeight: 700, color, ...extra }, name, { role: 'H2' })

/** The name over a full-width hairline. */
export const ruled = (k: Kit, rule = k.theme.primary, color = k.theme.primary): Heading => (name, width) =>
  h('div', rootStyle(k, width, { gap: k.space.xs }), [title(k, name, color), h('div', { display: 'flex', height: 0.75, backgroundColor: rule })])

/** Small capitals spaced out over a rule in the text colour: the plainest, most ATS-friendly look. */
export const caps = (k: Kit, color = k.theme.primary): Heading => (name, width) =>
  h('div', rootStyle(k, width, { gap: k.space.xs * 1.5 }), [
    title(k, name.toUpperCase(), color, { fontSize: k.size.body * 1.05, letterSpacing: k.size.body * 0.08 }),
    h('div', { display: 'flex', height: 1.25, backgroundColor: k.theme.text }),
  ])

/** The name above a short thick accent bar. */
export const underlined = (k: Kit, color = k.theme.primary, bar = k.theme.primary): Heading => (name, width) =>
  h('div', rootStyle(k, width, { gap: k.space.xs }), [
    title(k, name, color),
    h('div', { display: 'flex', width: k.size.body * 2.4, height: 2, backgroundColor: bar }),
  ])

/** The name on a tinted band with an accent edge on its left. */
export const band = (k: Kit, fill: string, color = k.theme.text): Heading => (name, width) =>
  h('div', rootStyle(k, width, { padding: `${k.space.xs * 1.5}px ${k.space.s}px`, backgroundColor: fill, borderLeft: `3px solid ${k.theme.primary}` }), [
    title(k, name.toUpperCase(), color, { fontSize: k.size.body, letterSpacing: k.size.body * 0.06 }),
  ])

/** The capitals of a centred heading: their size and the spacing after each letter, in points. */
export interface Lettering {
  size: number
  spacing: number
}

const spacedCapitals = (k: Kit): Lettering => ({ size: k.size.body * 1.05, spacing: k.size.body * 0.07 })

/** The name in capitals centred between two hairlines. */
export const centred = (k: Kit, color = k.theme.primary, rule = mix(k.theme.primary, k.theme.background, 0.5), lettering = spacedCapitals(k)): Heading => (name, width) =>
  h('div', rootStyle(k, width, { flexDirection: 'row', alignItems: 'center', gap: k.across.s }), [
    h('div', { display: 'flex', flexGrow: 1, flexBasis: 0, minWidth: k.space.m, height: 1, backgroundColor: rule }),
    title(k, name.toUpperCase(), color, { flexShrink: 1, fontSize: lettering.size, letterSpacing: lettering.spacing, textAlign: 'center' }),
    h('div', { display: 'flex', flexGrow: 1, flexBasis: 0, minWidth: k.space.m, height: 1, backgroundColor: rule }),
  ])

/**
 * The lettering of `centred` headings for `names` in a column `width` wide (a sidebar), the same
 * for all of them: the spaced capitals, or, when the widest word of a name would not fit between
 * the hairlines (Veröffentlichungen, Zainteresowania), capitals closed up as far as it needs,
 * then smaller, down to MIN_TEXT, so a name breaks only between its words.
 */
export function fittedLettering(k: Kit, names: string[], width: number): Lettering {
  const spaced = spacedCapitals(k)
  const room = width - 2 * (k.space.m + k.across.s)
  const widest = (size: number, spacing: number) => Math.max(0, ...names.map((n) => widestWord(n.toUpperCase(), size, spacing)))
  const wide = widest(spaced.size, spaced.spacing)
  if (wide <= room) return spaced
  // Each word's width grows linearly with the spacing, so the widest one's stays under the chord
  // between no spacing and the full spacing: a spacing read off that chord fits.
  const tight = widest(spaced.size, 0)
  if (tight <= room) return { size: spaced.size, spacing: (spaced.spacing * (room - tight)) / (wide - tight) }
  // Without spacing the width is proportional to the size.
  return { size: Math.max(MIN_TEXT, (spaced.size * room) / tight), spacing: 0 }
}
