/**
 * @module
 * Summaries (HTML, or Markdown when `metadata.contentFormat` says so) -> Satori elements: one
 * element per paragraph or list, so long summaries can become one block each. Only bold, italic,
 * links (http/https), paragraphs, line breaks and bullet/numbered lists are kept; any other tag
 * contributes its text, so no words are lost.
 */
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element as DomElement } from 'domhandler'
import { marked } from 'marked'
import { Generations } from '../../lib/render/layout/generations.js'
import { h, withRole, withStyle, type Child, type Element, type Style } from '../element.js'

export interface RichTextStyle {
  linkColor: string
  /** Space between paragraphs, in points. */
  gap: number
  /** Space between the items of a list (their lines are already apart by the line height). */
  listGap: number
}

const BLOCK_TAGS = new Set([
  'p', 'div', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'section', 'article', 'table', 'tr',
])
const HEADING = /^h[1-6]$/
const SAFE_HREF = /^https?:\/\/\S+$/i

const isTag = (node: ChildNode): node is DomElement => node.type === 'tag'

function inline(node: ChildNode, style: RichTextStyle): Child[] {
  if (node.type === 'text') return [node.data.replace(/\s+/g, ' ')]
  if (!isTag(node)) return []
  const kids = node.children.flatMap((c) => inline(c, style))
  switch (node.name) {
    case 'strong':
    case 'b':
      return [h('span', { fontWeight: 700 }, kids)]
    case 'em':
    case 'i':
      return [h('span', { fontStyle: 'italic' }, kids)]
    case 'a': {
      const href = node.attribs.href ?? ''
      if (!SAFE_HREF.test(href)) return kids
      return [h('a', { color: style.linkColor, textDecoration: 'underline', textDecorationSkipInk: 'none' }, kids, { href })]
    }
    case 'br':
      return [' ']
    default:
      return kids
  }
}

const hasText = (children: Child[]): boolean =>
  children.some((c) => (typeof c === 'string' ? c.trim() !== '' : hasText(([] as Child[]).concat(c.props.children ?? []))))

function trimEdges(children: Child[]): Child[] {
  const out = [...children]
  if (typeof out[0] === 'string') out[0] = out[0].trimStart()
  const last = out.length - 1
  if (typeof out[last] === 'string') out[last] = (out[last] as string).trimEnd()
  return out
}

const paragraph = (children: Child[], extra: Style = {}): Element =>
  h('div', { display: 'block', ...extra }, trimEdges(children), { role: 'P', breaks: 'para' })

function list(node: DomElement, style: RichTextStyle): Element {
  const ordered = node.name === 'ol'
  const items = node.children.filter((c): c is DomElement => isTag(c) && c.name === 'li')
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: style.listGap },
    items.map((li, i) => {
      const content = blocks(li.children, style)
      // A single paragraph is the row's item itself, one wrapper fewer; `minWidth: 0` as in SHRINKS (kit.ts).
      // A single paragraph is the item's body itself (LBody holds its text directly).
      const body = content.length === 1
        ? withRole(withStyle(content[0]!, { flexGrow: 1, flexShrink: 1, minWidth: 0 }), 'LBody')
        : h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0, gap: style.listGap }, content, { role: 'LBody' })
      return h('div', { display: 'flex', flexDirection: 'row' }, [
        h('div', { display: 'flex', width: ordered ? '1.6em' : '1em', flexShrink: 0 }, ordered ? `${i + 1}.` : '•', { role: 'Lbl' }),
        body,
      ], { role: 'LI', breaks: 'para' })
    }),
    { role: 'L' },
  )
}

function blocks(nodes: ChildNode[], style: RichTextStyle): Element[] {
  const out: Element[] = []
  let run: Child[] = []
  const flush = () => {
    if (hasText(run)) out.push(paragraph(run))
    run = []
  }
  for (const node of nodes) {
    if (isTag(node) && node.name === 'br') {
      flush()
    } else if (isTag(node) && (node.name === 'ul' || node.name === 'ol')) {
      flush()
      if (node.children.some((c) => isTag(c) && c.name === 'li')) out.push(list(node, style))
    } else if (isTag(node) && HEADING.test(node.name)) {
      flush()
      const kids = node.children.flatMap((c) => inline(c, style))
      if (hasText(kids)) out.push(paragraph(kids, { fontWeight: 700 }))
    } else if (isTag(node) && BLOCK_TAGS.has(node.name)) {
      flush()
      out.push(...blocks(node.children, style))
    } else {
      run.push(...inline(node, style))
    }
  }
  flush()
  return out
}

/**
 * Summaries already turned into elements, by format, style and source. Parsing the HTML and
 * building the elements was most of a template's run, redone for every unchanged summary when
 * one bullet of a resume is edited. A dense resume has a few dozen summaries: a generation holds
 * several documents' worth, and those unused for 32 to 64 renders go.
 */
const converted = new Generations<string, readonly Element[]>(256, 32)

/**
 * Paragraphs and lists of a summary, in order; empty when it has no text. The same source in the
 * same style gives the same (shared, never modified) elements.
 */
export function richText(source: string, format: 'html' | 'markdown', style: RichTextStyle): readonly Element[] {
  if (source.trim() === '') return []
  const key = `${format}|${style.linkColor}|${style.gap}|${style.listGap}|${source}`
  let elements = converted.get(key)
  if (!elements) {
    const html = format === 'markdown' ? (marked.parse(source, { async: false }) as string) : source
    converted.set(key, (elements = blocks(parseDocument(html).children, style)))
  }
  return elements
}
