/**
 * @module
 * The drawing vocabulary the templates share: one spacing scale derived from the body size,
 * muted colours mixed from the theme (solid, so PNG and PDF need no opacity), item blocks, section
 * blocks, contact lines and the picture. Templates choose the geometry, header and headings.
 */
import { Generations } from '../../lib/render/layout/generations.js'
import type { ResumeData } from '../../lib/schema/index.js'
import type { Theme } from '../catalog.js'
import { filtered, h, identified, marked, withStyle, type Child, type Element, type Style } from '../element.js'
import type { BlockSpec, Typography } from '../types.js'
import { mix } from './color.js'
import { icon, networkIcon } from './icons.js'
import { richText } from './rich-text.js'
import type { Entry, Section } from './sections.js'

export interface Kit {
  theme: Theme
  typography: Typography
  format: 'html' | 'markdown'
  /**
   * The one spacing scale, in points: xs between the lines of an item's header, s between
   * paragraphs (and after a heading), m between items, l before a section. Every gap in every
   * template is one of these (or a multiple), so the vertical rhythm is the same everywhere.
   */
  space: { xs: number; s: number; m: number; l: number }
  /** The same scale for gaps across (between columns, a title and its date), never tightened. */
  across: { xs: number; s: number; m: number; l: number }
  size: { small: number; body: number; heading: number; label: number; name: number }
  muted: string
  faint: string
  /** Everything the kit is made from, as JSON: what an element drawn with it depends on besides its content. */
  key: string
}

/** Nothing is set smaller than this (points), unless the body itself is. */
export const MIN_TEXT = 8

/**
 * `spacing` tightens the vertical scale (its ratios kept) for designs whose text column is narrowed
 * for the whole page by a label column, and so need more lines; gaps across stay as they are.
 */
export function kit(resume: ResumeData, theme: Theme, typography: Typography, spacing = 1): Kit {
  const scale = (s: number) => ({ xs: s * 0.2, s: s * 0.3, m: s * 0.45, l: s * 0.85 })
  return {
    theme,
    typography,
    format: resume.metadata.contentFormat,
    space: scale(typography.size * spacing),
    across: scale(typography.size),
    size: { small: Math.max(Math.min(MIN_TEXT, typography.size), typography.size * 0.9), body: typography.size, heading: typography.size * 1.1, label: typography.size * 1.2, name: typography.size * 2.2 },
    muted: mix(theme.text, theme.background, 0.35),
    faint: mix(theme.primary, theme.background, 0.75),
    key: JSON.stringify([theme, typography, resume.metadata.contentFormat, spacing]),
  }
}

/** The space between two columns, the same in every multi-column template. */
export const gutter = (k: Kit) => k.across.l * 1.25

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

/**
 * The root style of every block: the typography, the text colour, border-box sizing, then `more`
 * (added here, not spread by callers as `{ ...rootStyle(k, width), gap }`: element.ts says why).
 */
export const rootStyle = (k: Kit, width: number, more?: Style): Style => {
  const style: Style = {
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
  }
  return more ? Object.assign(style, more) : style
}

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
    h('div', { display: 'flex', width: k.size.body * 0.8, height: k.size.body * 0.3, backgroundColor: on ? k.theme.primary : k.faint })
  return h('div', { display: 'flex', flexDirection: 'row', flexShrink: 0, gap: k.size.body * 0.2 }, [1, 2, 3, 4, 5].map((i) => dot(i <= level)))
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

function summaryElements(k: Kit, source: string): readonly Element[] {
  return richText(source, k.format, { linkColor: k.theme.primary, gap: k.space.s, listGap: k.space.xs / 2 })
}

/**
 * A date range that never breaks at its dash ("2019 - 2021" stays on one line): a text extractor
 * reads a dash at the end of a line as a hyphenation and drops it.
 */
export const unbroken = (date: string) => date.replace(/ ([-\u2013\u2014]) /g, '\u00a0$1\u00a0')

const bare = (href: string) => href.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')

/** An item's website as a small link set inline after its title or date ("· example.com"); `after` says whether anything precedes it. */
export function inlineLink(k: Kit, url: { label: string; href: string }, after = true): Child[] {
  const label = url.label || bare(url.href)
  if (label === '') return []
  const sep = h('span', { color: k.muted, fontWeight: 400 }, '\u00a0· ')
  const style: Style = { fontSize: k.size.small, fontWeight: 400, color: url.href ? k.theme.primary : k.muted, textDecoration: 'none' }
  return [after && sep, url.href ? h('a', style, label, { href: url.href }) : h('span', style, label)].filter((c): c is Element => !!c)
}

/**
 * A generous guess of a line's width in the body size (bold), for choosing between two layouts
 * before Satori measures; a wrong guess only wraps a line, never overlaps.
 */
const roughWidth = (k: Kit, text: string) => text.length * k.size.body * 0.6

/** A line of inline runs (a title with its link), wrapping as text; a paragraph, or an item's heading (`H3`). */
const runs = (style: Style, children: Child[], role: 'P' | 'H3' = 'P'): Element | null =>
  children.length > 0 ? h('div', { display: 'block', ...style }, children, { role }) : null

/**
 * A line that holds a name on the left and a level meter on the right; the meter drops under the
 * name when the column is too narrow for both.
 */
function nameAndMeter(k: Kit, name: Element | null, level: Element | null): Element | null {
  if (!level) return name
  return h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: k.across.s, rowGap: k.space.xs }, [
    name && withStyle(name, { flexShrink: 1, ...SHRINKS }),
    level,
  ])
}

/**
 * One item. A short item (no date, place or summary: skills, languages, interests) is one or two
 * lines: name, description and level meter, then its keywords. Others open with a header: title
 * (website inline), subtitle, and date and place on the right, or under the subtitle when
 * `compact` (sidebars, grid cells); then the summary and keywords.
 */
export function itemElement(k: Kit, e: Entry, width: number, compact: boolean, meter: typeof levelMeter = levelMeter): Element {
  let id = meters.get(meter)
  if (id === undefined) meters.set(meter, (id = ++meterCount))
  const key = `${k.key}|${width}|${compact}|${id}|${JSON.stringify(e)}`
  let element = items.get(key)
  if (!element) items.set(key, (element = identified(drawItem(k, e, width, compact, meter), `item|${key}`)))
  return element
}

/**
 * Items already drawn, by kit, width, layout, meter and content. When one bullet of a resume is
 * edited, every other item comes back as the same (never modified) element object, and the
 * layout's memo finds its block by this key (element.ts `identified`, layout/measure.ts blockKey)
 * without writing the element out as JSON. A dense resume has a few dozen items, each drawn at one
 * or two widths. An edit needs the items of the render just before it, so a generation lasts two
 * documents: what is kept stays a few documents' worth of elements however many resumes pass.
 */
const items = new Generations<string, Element>(512, 2)
/** Level meters (levelMeter, levelBar, levelDots), numbered for the keys above. */
const meters = new WeakMap<typeof levelMeter, number>()
let meterCount = 0

function drawItem(k: Kit, e: Entry, width: number, compact: boolean, meter: typeof levelMeter): Element {
  const keywords = filtered(e.keywords, (w) => w.trim() !== '')
  let keywordLine = keywords.length > 0 && h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, keywords.join(' · '), { role: 'P' })
  const level = meter(k, e.level)
  if (!e.date && !e.location && !e.summary) {
    // Name and level share the first line (the description too when it is short enough to fit
    // beside the meter), the keywords take the second.
    const together = !level || roughWidth(k, `${e.title} · ${e.subtitle}`) + k.space.s + k.size.body * 5 <= width
    const name = runs({}, [
      e.title && h('span', { fontWeight: 700 }, e.title),
      together && e.title && e.subtitle && h('span', { color: k.muted }, '\u00a0· '),
      together && e.subtitle && h('span', { color: k.muted }, e.subtitle),
      ...inlineLink(k, e.link, !!e.title || (together && !!e.subtitle)),
    ].filter((c): c is Element => !!c))
    const detail = [together ? '' : e.subtitle, ...keywords].filter((t) => t.trim() !== '')
    return h('div', rootStyle(k, width, { gap: k.space.xs / 2 }), [
      nameAndMeter(k, name, level),
      detail.length > 0 && h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, detail.join(' · '), { role: 'P' }),
    ])
  }
  // Title, subtitle and (beside a date column) the place share a line, wrapping when long; the website follows.
  const place = !compact && e.date ? e.location : ''
  const heading = runs({}, [
    e.title && h('span', { fontWeight: 700 }, e.title),
    e.title && e.subtitle && h('span', { color: k.muted }, '\u00a0· '),
    e.subtitle && h('span', {}, e.subtitle),
    (e.title || e.subtitle) && place && h('span', { color: k.muted }, '\u00a0· '),
    place && h('span', { color: k.muted }, place),
    ...inlineLink(k, e.link, !!(e.title || e.subtitle || place)),
  ].filter((c): c is Element => !!c), compact ? 'P' : 'H3')
  let top: Array<Child | null | false>
  if (compact || !e.date) {
    const when = [unbroken(e.date), e.location].filter(Boolean).join(' · ')
    const name = nameAndMeter(k, heading, level)
    top = [name && marked(name, 'head'), when !== '' && h('div', { display: 'block', color: k.muted, fontSize: k.size.small }, when, { breaks: 'head', role: 'P' })]
  } else {
    // Keywords sit under the date, on the right, where the header's second line leaves room.
    const aside = keywordLine
    const row = h('div', { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: k.across.m }, [
      heading && withStyle(heading, { flexShrink: 1, flexGrow: 1, ...SHRINKS }),
      h('div', { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0, maxWidth: '40%', textAlign: 'right', ...SHRINKS }, [
        h('div', { display: 'block', color: k.theme.primary, fontWeight: 700 }, unbroken(e.date), { role: 'P' }),
        aside,
      ]),
    ], { breaks: 'head' })
    top = [row, level]
    keywordLine = false
  }
  // The summary's paragraphs sit in the item itself (no wrapper): the item's gap plus their
  // margins make the paragraph spacing, one element fewer.
  const summary = e.summary
    ? summaryElements(k, e.summary).map((p, i) => withStyle(p, { marginTop: i === 0 ? 0 : k.space.s - k.space.xs }))
    : []
  return h('div', rootStyle(k, width, { gap: k.space.xs }), [...top, ...summary, keywordLine])
}

/**
 * A section's profiles as one wrapping line of network icon + user name, each a link when the
 * profile has a URL, the network's name small after it (an ATS reads the text, not the icon).
 */
export function profilesElement(k: Kit, entries: Entry[], width: number, paper: string, centre = false): Element {
  const size = k.size.body * 0.9
  const justify = centre ? 'center' : 'flex-start'
  return h('div', rootStyle(k, width, { flexDirection: 'row', flexWrap: 'wrap', justifyContent: justify, columnGap: k.across.l, rowGap: k.space.xs }), entries.map((e) => {
    const handle = e.subtitle || e.link.label || bare(e.link.href) || e.title
    const text: Style = { display: 'block', color: k.theme.text, textDecoration: 'none', flexShrink: 1, ...SHRINKS }
    return h('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: k.across.s, maxWidth: '100%' }, [
      icon(networkIcon(e.title), size, k.theme.primary, paper),
      e.link.href ? h('a', text, handle, { href: e.link.href, role: 'P' }) : h('div', text, handle, { role: 'P' }),
      e.title && e.title !== handle && h('div', { display: 'block', color: k.muted, fontSize: k.size.small, flexShrink: 0 }, e.title, { role: 'P' }),
    ])
  }))
}

export interface SectionLook {
  heading: (name: string, width: number) => Element
  compact: boolean
  /** How one item is drawn: `itemElement` unless the template lays items out its own way. */
  item?: (k: Kit, e: Entry, width: number, compact: boolean) => Element
  /** Colour under profile icons (their cut-outs): the column's background. */
  paper?: string
  /** Profiles centred on their line (centred designs). */
  centre?: boolean
}

/**
 * Heading, then one block per item, or per row of items when the section has columns (a row is
 * kept together at page breaks); profiles as one wrapping line.
 */
export function sectionBlocks(k: Kit, section: Section, width: number, look: SectionLook): BlockSpec[] {
  const out: BlockSpec[] = [{ element: look.heading(section.name, width), gap: k.space.l, keepWithNext: true }]
  if (section.content !== undefined) {
    summaryElements(k, section.content).forEach((element, i) =>
      out.push({ element: h('div', rootStyle(k, width), [element]), gap: k.space.s }),
    )
    return out
  }
  if (section.id === 'profiles') {
    out.push({ element: profilesElement(k, section.entries, width, look.paper ?? k.theme.background, look.centre), gap: k.space.s })
    return out
  }
  const item = look.item ?? itemElement
  const columns = Math.max(1, Math.min(section.columns, look.compact ? 1 : section.columns))
  if (columns === 1) {
    section.entries.forEach((e, i) => out.push({ element: item(k, e, width, look.compact), gap: i === 0 ? k.space.s : k.space.m }))
    return out
  }
  const gutter = k.across.l
  const cell = (width - gutter * (columns - 1)) / columns
  for (let i = 0; i < section.entries.length; i += columns) {
    const row = section.entries.slice(i, i + columns).map((e) => item(k, e, cell, true))
    out.push({
      element: h('div', rootStyle(k, width, { flexDirection: 'row', gap: gutter, alignItems: 'flex-start' }), row),
      gap: i === 0 ? k.space.s : k.space.m,
      keepTogether: true,
    })
  }
  return out
}
