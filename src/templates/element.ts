/**
 * @module
 * Satori element trees as plain objects (no React): `{ type, props: { style, children } }`.
 * Templates build blocks with `h`; layout hands the tree to Satori unchanged.
 */
export type Style = Record<string, string | number>

export type Child = Element | string

export interface Element {
  type: string
  props: {
    style?: Style
    children?: Child | Child[]
    href?: string
    src?: string
    width?: number
    height?: number
    /** Marks the element for the page-break rules: an item's header or a paragraph (BlockMark). */
    breaks?: 'head' | 'para'
    /**
     * What the element is, for the tagged PDF's structure tree (src/lib/render/page.ts `Role`):
     * H1 the name, H2 a section heading, H3 an item's title, P, L > LI > Lbl + LBody, Figure
     * (with `alt`), Artifact for decoration. Satori ignores it; text outside any role is a P.
     */
    role?: 'H1' | 'H2' | 'H3' | 'P' | 'L' | 'LI' | 'Lbl' | 'LBody' | 'Figure' | 'Artifact'
    alt?: string
  }
}

/**
 * For an element whose builder memoises it by what it is made of (parts/kit.ts itemElement), that
 * string: it determines the element, so the layout's memo keys the block by it instead of writing
 * the whole tree out as JSON for every block of every render (layout/measure.ts blockKey).
 */
const identities = new WeakMap<Element, string>()

/** `element`, known from now on by `identity` (a string that determines it). */
export function identified(element: Element, identity: string): Element {
  identities.set(element, identity)
  return element
}

export const identityOf = (element: Element): string | undefined => identities.get(element)

/** An element; `null`, `false` and empty strings among the children are dropped. */
export function h(
  type: string,
  style: Style,
  children?: Child | ReadonlyArray<Child | null | false | undefined>,
  attributes: Omit<Element['props'], 'style' | 'children'> = {},
): Element {
  const kids = Array.isArray(children) ? filtered(children as ReadonlyArray<Child | null | false | undefined>, isChild) : children
  return { type, props: { style, ...(kids === undefined ? {} : { children: kids as Child | Child[] }), ...attributes } }
}

/**
 * The items that pass `keep`, in a list of the same hidden class however it was made. Filtered, an
 * empty list came out of the interpreter as one kind of array and a full one as another, and once
 * V8 inlined the filter into optimised code, its lists were of a third: the first of those to reach
 * code optimised for the others threw it out. An element's children did that to Satori's element
 * walk and render pass, and to our own readers of children, all at once, about the 104th to 120th
 * render of a server (docs/performance.md, fifteenth session).
 */
export function filtered<T, S extends T>(items: readonly T[], keep: (item: T) => item is S): S[]
export function filtered<T>(items: readonly T[], keep: (item: T) => boolean): T[]
export function filtered<T>(items: readonly T[], keep: (item: T) => boolean): T[] {
  // Made with a string in it and emptied: a list of the kind any string or object gives it,
  // from the start.
  const out = [''] as unknown as T[]
  out.pop()
  for (let i = 0; i < items.length; i++) if (keep(items[i]!)) out.push(items[i]!)
  return out
}

const isChild = (c: Child | null | false | undefined): c is Child =>
  c !== null && c !== false && c !== undefined && c !== ''

/*
 * The three below copy an element as `h` writes one (a `{ type, props }` literal), not by spreading
 * it: a spread copy has another hidden class, and each new one Satori's element walk met after V8
 * had optimised it threw that code away. What may gain keys its source lacks (props, a style) is
 * copied with Object.assign, not `{ ...props, key }` or `{ ...style, ...more }`: on Node 20's V8 a
 * spread copy given a new property takes a slow path (about 0.4 microseconds against 0.01) and
 * leaves objects that scavenges keep until a full collection (docs/performance.md, 2026-11-28).
 */

/** `element` marked for the page-break rules (an item's header, a paragraph). */
export const marked = (element: Element, breaks: 'head' | 'para'): Element => ({ type: element.type, props: Object.assign({}, element.props, { breaks }) })

/** `element` with a role for the tagged PDF (see `role` above). */
export const withRole = (element: Element, role: NonNullable<Element['props']['role']>): Element => ({ type: element.type, props: Object.assign({}, element.props, { role }) })

/** `element` with more style on top of its own. */
export const withStyle = (element: Element, style: Style): Element => ({ type: element.type, props: { ...element.props, style: Object.assign({}, element.props.style, style) } })
