/**
 * @module
 * The contact details of `basics` (email, phone, location, website, custom fields) as icon + text
 * pieces, laid in a wrapping line (headers) or a list (sidebars, boxes).
 */
import type { ResumeData } from '../../lib/schema/index.js'
import { h, type Element, type Style } from '../element.js'
import { icon, type IconKind } from './icons.js'
import { SHRINKS, type Kit } from './kit.js'

export interface ContactLook {
  /** Text colour; links take it too, so a contact line reads as one run. */
  color: string
  /** Icon colour, or no icons at all (ATS-plain). */
  iconColor?: string
  /** Colour under the icons (their cut-outs). */
  paper: string
  /** `line` wraps pieces in a row; `list` stacks them. */
  as: 'line' | 'list'
  align?: 'start' | 'center'
}

/** Addresses, numbers and links read left to right even in a right-to-left resume ("+1 555 0100", not "0100 555 1+"). */
const LTR_KINDS = new Set<IconKind>(['email', 'phone', 'website'])

function piece(k: Kit, look: ContactLook, kind: IconKind, text: string, href?: string): Element {
  const size = k.size.small * 0.85
  const label: Style = { display: 'block', color: look.color, textDecoration: 'none', flexShrink: 1, ...SHRINKS, ...(LTR_KINDS.has(kind) ? { direction: 'ltr' } : {}) }
  return h('div', { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: k.across.xs * 2, maxWidth: '100%' }, [
    look.iconColor !== undefined && icon(kind, size, look.iconColor, look.paper),
    href ? h('a', label, text, { href, role: 'P' }) : h('div', label, text, { role: 'P' }),
  ])
}

/** The pieces of a resume's contact details in their usual order; empty fields are left out. */
function contactItems(k: Kit, resume: ResumeData, look: ContactLook): Element[] {
  const b = resume.basics
  const website = b.url.href ? (b.url.label || b.url.href.replace(/^https?:\/\//, '')) : b.url.label
  return [
    b.email && piece(k, look, 'email', b.email, `mailto:${b.email}`),
    b.phone && piece(k, look, 'phone', b.phone),
    b.location && piece(k, look, 'location', b.location),
    website && piece(k, look, 'website', website, b.url.href || undefined),
    ...b.customFields.filter((f) => f.value.trim() !== '').map((f) => piece(k, look, 'link', f.value)),
  ].filter((e): e is Element => !!e)
}

/** Contact details as one element: a wrapping line or a stacked list. */
export function contact(k: Kit, resume: ResumeData, look: ContactLook): Element | null {
  const items = contactItems(k, resume, look)
  if (items.length === 0) return null
  const center = look.align === 'center'
  return look.as === 'line'
    ? h('div', { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', justifyContent: center ? 'center' : 'flex-start', columnGap: k.across.m, rowGap: k.space.xs, fontSize: k.size.small }, items)
    : h('div', { display: 'flex', flexDirection: 'column', alignItems: center ? 'center' : 'flex-start', gap: k.space.xs * 2, fontSize: k.size.small }, items)
}
