/**
 * @module
 * The drawing vocabulary the templates share: one spacing scale derived from the body size,
 * muted colours mixed from the theme (solid, so PNG and PDF need no opacity), item blocks, section
 * blocks, contact lines and the picture. Templates choose the geometry, header and headings.
 */
import type { ResumeData } from '../../lib/schema/index.js'
import type { Theme } from '../catalog.js'
import { h, withStyle, type Child, type Element, type Style } from '../element.js'
import type { BlockSpec, Typography } from '../types.js'
import { mix } from './color.js'
import { richText } from './rich-text.js'
import type { Entry, Section } from './sections.js'

export interface Kit {
  theme: Theme
  typography: Typography
  format: 'html' | 'markdown'
  /** Spacing scale in points: xs between lines of an item, s between paragraphs, m between items, l between sections. */
  space: { xs: number; s: number; m: number; l: number }
  size: { small: number; body: number; heading: number; label: number; name: number }
  muted: string
  faint: string
}

export function kit(resume: ResumeData, theme: Theme, typography: Typography): Kit {
  const s = typography.size
  return {
    theme,
    typography,
    format: resume.metadata.contentFormat,
    space: { xs: s * 0.2, s: s * 0.5, m: s * 1.0, l: s * 1.6 },
    size: { small: s * 0.9, body: s, heading: s * 1.15, label: s * 1.2, name: s * 2.4 },
    muted: mix(theme.text, theme.background, 0.35),
    faint: mix(theme.primary, theme.background, 0.75),
  }
}

/** The space between two columns, the same in every multi-column template. */
export const gutter = (k: Kit) => k.space.l * 1.25

/** A sidebar of three tenths of the content width, the main column taking the rest. */
export function sidebarSplit(k: Kit, width: number) {
  const sideWidth = Math.round(width * 0.3)
  return { gutter: gutter(k), sideWidth, mainWidth: width - sideWidth - gutter(k) }
}

/**
 * A tinted panel on the left edge of the page, `share` of its width, holding the sidebar with an
 * inset; the main column starts one gutter after the panel and stops at the right margin.
 */
export function leftPanelSplit(k: Kit, frame: { width: number; margin: number }, share: number) {
  const panelWidth = Math.round(frame.width * share)
  const inset = Math.max(frame.margin, k.space.l) * 0.75
  const mainX = panelWidth + gutter(k)
  return { panelWidth, inset, sideWidth: panelWidth - 2 * inset, mainX, mainWidth: frame.width - mainX - frame.margin }
}

/** The root style of every block: the typography, the text colour, border-box sizing. */
export const rootStyle = (k: Kit, width: number): Style => ({
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width,
  fontFamily: k.typography.family,
  fontSize: k.size.body,
  lineHeight: k.typography.lineHeight,
  color: k.theme.text,
  // A word wider than its column (a 400-character URL) wraps instead of running off the page.
  wordBreak: 'break-word',
})

/**
 * For the children of a row. With `minWidth: auto` Satori measures their text at min-content, and
 * `wordBreak: 'break-word'` makes that a grapheme-by-grapheme layout of every word (about a sixth
 * of an item's layout); break-word lets them shrink to almost nothing anyway, so nothing moves.
 */
export const SHRINKS: Style = { minWidth: 0 }

export const link = (k: Kit, label: string, href: string, style: Style = {}): Element =>
  h('a', { color: k.theme.primary, textDecoration: 'none', ...style }, label, { href, role: 'P' })

/** A link when there is an href, plain text when there is only a label, nothing otherwise. */
export function linkOrText(k: Kit, url: { label: string; href: string }, style: Style = {}): Element | null {
  if (url.href !== '') return link(k, url.label || url.href.replace(/^https?:\/\//, ''), url.href, style)
  if (url.label !== '') return h('div', { display: 'flex', ...style }, url.label, { role: 'P' })
  return null
}

export function levelMeter(k: Kit, level: number): Element | null {
  if (level <= 0) return null
  const dot = (on: boolean) =>
    h('div', { display: 'flex', width: k.size.body * 1.1, height: k.size.body * 0.3, backgroundColor: on ? k.theme.primary : k.faint })
  return h('div', { display: 'flex', flexDirection: 'row', gap: k.size.body * 0.25, marginTop: k.space.xs }, [1, 2, 3, 4, 5].map((i) => dot(i <= level)))
}

const PICTURE = /^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/

/** The basics picture when it is a data URL and not hidden; remote URLs are never drawn. */
export function picture(resume: ResumeData, sizeOverride?: number): Element | null {
  const p = resume.basics.picture
  if (p.effects.hidden || !PICTURE.test(p.url)) return null
  const width = sizeOverride ?? p.size
  const height = width / p.aspectRatio
  return h('img', {
    width,
    height,
    flexShrink: 0,
    borderRadius: Math.min(p.borderRadius, width / 2),
    objectFit: 'cover',
    ...(p.effects.border ? { border: `1px solid ${resume.metadata.theme.primary}` } : {}),
  }, undefined, { src: p.url, width, height, role: 'Figure', alt: resume.basics.name || 'Photo' })
}

/** Email, phone, location, website and custom fields, in that order, as separate pieces. */
export function contactPieces(k: Kit, resume: ResumeData): Element[] {
  const b = resume.basics
  const text = (t: string) => h('div', { display: 'flex' }, t, { role: 'P' })
  // Numbers read left to right even in a right-to-left resume ("+1 555 0100", not "0100 555 1+").
  const ltr = (t: string) => h('div', { display: 'flex', direction: 'ltr' }, t, { role: 'P' })
  return [
    b.email && link(k, b.email, `mailto:${b.email}`, { color: k.theme.text }),
    b.phone && ltr(b.phone),
    b.location && text(b.location),
    linkOrText(k, b.url, { color: k.theme.text }),
    ...b.customFields.filter((f) => f.value.trim() !== '').map((f) => text(f.value)),
  ].filter((e): e is Element => !!e)
}

function summaryElements(k: Kit, source: string): Element[] {
  return richText(source, k.format, { linkColor: k.theme.primary, gap: k.space.s })
}

/** One item. `compact` (sidebars, narrow columns) stacks the date under the title. */
export function itemElement(k: Kit, e: Entry, width: number, compact: boolean, meter: typeof levelMeter = levelMeter): Element {
  // A full item's title heads what follows it; in a compact list (skills, languages) it is a line.
  const title = e.title && h('div', { display: 'block', fontWeight: 700 }, e.title, { role: compact ? 'P' : 'H3' })
  const subtitle = e.subtitle && h('div', { display: 'block' }, e.subtitle, { role: 'P' })
  const date = e.date && h('div', { display: 'block', color: compact ? k.muted : k.theme.primary, fontWeight: compact ? 400 : 700 }, e.date, { role: 'P' })
  const location = e.location && h('div', { display: 'block', color: k.muted }, e.location, { role: 'P' })
  const top: Child[] = compact
    ? ([title, subtitle, date, location].filter(Boolean) as Child[])
    : [
        h('div', { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', gap: k.space.m }, [
          h('div', { display: 'flex', flexDirection: 'column', flexShrink: 1, flexGrow: 1, ...SHRINKS }, [title, subtitle]),
          (date || location) &&
            h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0, maxWidth: '40%', ...SHRINKS }, [date, location]),
        ]),
      ]
  const keywords = e.keywords.filter((w) => w.trim() !== '')
  // The summary's paragraphs sit in the item itself (no wrapper): its gap plus their margins make
  // the same spacing as a wrapper with a gap of `s`, one element fewer.
  const summary = e.summary
    ? summaryElements(k, e.summary).map((p, i) => withStyle(p, { marginTop: i === 0 ? k.space.xs : k.space.s - k.space.xs }))
    : []
  return h('div', { ...rootStyle(k, width), gap: k.space.xs }, [
    ...top,
    meter(k, e.level),
    ...summary,
    keywords.length > 0 && h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, keywords.join(' · '), { role: 'P' }),
    linkOrText(k, e.link, { fontSize: k.size.small }),
  ])
}

export interface SectionLook {
  heading: (name: string, width: number) => Element
  compact: boolean
  /** How one item is drawn: `itemElement` unless the template lays items out its own way. */
  item?: (k: Kit, e: Entry, width: number, compact: boolean) => Element
}

/** Heading, then one block per item (or per row of items when the section has columns). */
export function sectionBlocks(k: Kit, section: Section, width: number, look: SectionLook): BlockSpec[] {
  const out: BlockSpec[] = [{ element: look.heading(section.name, width), gap: k.space.l, keepWithNext: true }]
  if (section.content !== undefined) {
    summaryElements(k, section.content).forEach((element, i) =>
      out.push({ element: h('div', rootStyle(k, width), [element]), gap: k.space.s }),
    )
    return out
  }
  const item = look.item ?? itemElement
  const columns = Math.max(1, Math.min(section.columns, look.compact ? 1 : section.columns))
  const gutter = k.space.m
  if (columns === 1) {
    section.entries.forEach((e, i) => out.push({ element: item(k, e, width, look.compact), gap: i === 0 ? k.space.s : k.space.m }))
    return out
  }
  const cell = (width - gutter * (columns - 1)) / columns
  for (let i = 0; i < section.entries.length; i += columns) {
    const row = section.entries.slice(i, i + columns).map((e) => item(k, e, cell, true))
    out.push({ element: h('div', { ...rootStyle(k, width), flexDirection: 'row', gap: gutter, alignItems: 'flex-start' }, row), gap: i === 0 ? k.space.s : k.space.m })
  }
  return out
}
