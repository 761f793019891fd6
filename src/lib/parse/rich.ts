/**
 * @module
 * Text from foreign formats -> the HTML that ResumeData `summary` and `content` fields hold.
 * People write these fields as plain text, as HTML (`<p>`, `<strong>`, `<ul><li>`, `<br />`) or as
 * Markdown (`**bold**`, `[text](url)`, `- item`); each is recognised and turned into the same small
 * HTML vocabulary the templates draw.
 *
 * Threat: markup from an untrusted file reaching a renderer or a browser that shows the resume
 * (scripts, styles, event handlers, `javascript:` links). Defence: the output is rebuilt from a
 * parsed tree (htmlparser2), never passed through: only p, br, strong, em, a (http/https href
 * only, no other attribute), ul, ol and li are written; headings become bold paragraphs; script,
 * style and other non-content elements are dropped with what they hold; every other element
 * gives its text. Text is always escaped, so plain text that says "<b>" in prose prints it.
 */
import { parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import { marked } from 'marked'
import { escapeHtml, paragraphs } from './html.js'
import { safeHref } from './url.js'

/** Markup that makes a field HTML: a block tag, or any tag that must be dropped. */
const HTML_BLOCK = /<\/?(p|br|div|ul|ol|li|h[1-6]|section|article|blockquote|table|script|style)\b[^>]*>/i
/** Inline tags alone: HTML too, unless the text is also Markdown (marked keeps inline HTML). */
const HTML_INLINE = /<\/?(strong|b|em|i|u|a|span|font|small|code|sup|sub)\b[^>]*>/i
const MARKDOWN = [
  /\*\*[^*\n]+\*\*|__[^_\n]+__/, // **bold**, __bold__
  /\[[^\]\n]+\]\([^)\s]+\)/, // [text](url)
  /^\s{0,3}(?:[-*+]|\d{1,2}[.)])\s+\S/m, // - item, 1. item
  /^#{1,6}\s+\S/m, // # Heading
  /(^|[\s(])\*[^*\s][^*\n]*[^*\s]\*(?=$|[\s.,;:!?)])/m, // *italic*
]

const DROP = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title', 'svg', 'math', 'select', 'textarea', 'button'])
const BLOCK = new Set(['p', 'div', 'section', 'article', 'blockquote', 'pre', 'header', 'footer', 'main', 'aside', 'table', 'thead', 'tbody', 'tr', 'dl', 'dd', 'dt', 'figure', 'figcaption', 'address', 'center'])
const HEADING = /^h[1-6]$/

const isTag = (node: ChildNode): node is Element => node.type === 'tag' || node.type === 'script' || node.type === 'style'

export type TextKind = 'html' | 'markdown' | 'plain'

/** How a field is written. */
export function textKind(text: string): TextKind {
  if (HTML_BLOCK.test(text)) return 'html'
  if (MARKDOWN.some((pattern) => pattern.test(text))) return 'markdown'
  if (HTML_INLINE.test(text)) return 'html'
  return 'plain'
}

/** A field as ResumeData HTML: `<p>` paragraphs and lists, whichever way it was written. */
export function richText(text: string): string {
  const source = text.trim()
  if (source === '') return ''
  switch (textKind(source)) {
    case 'plain':
      return plainBlocks(source)
    case 'markdown':
      return sanitize(marked.parse(source, { async: false, gfm: true, breaks: true }) as string)
    case 'html':
      return sanitize(source)
  }
}

/** One list item's content, inline only (`**Go**` -> `<strong>Go</strong>`). */
export function richInline(text: string): string {
  const source = text.trim()
  if (source === '') return ''
  switch (textKind(source)) {
    case 'plain':
      return escapeHtml(source)
    case 'markdown':
      return inlineOf(parseDocument(marked.parseInline(source, { async: false, gfm: true }) as string).children)
    case 'html':
      return inlineOf(parseDocument(source).children)
  }
}

/** A bullet list of items written any of the three ways; nothing when there are none. */
export function richBullets(items: readonly string[]): string {
  const li = items.map(richInline).filter((item) => item.trim() !== '')
  return li.length === 0 ? '' : `<ul>${li.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`
}

/**
 * Plain text: blank lines separate paragraphs; a paragraph whose every line starts with a bullet
 * character ("•", "–", "·", "▪") is a list, as LinkedIn descriptions are often written.
 */
function plainBlocks(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim()).filter((l) => l !== '')
      // • · ▪ ◦ ● –, escaped: the Node bundle stays ASCII (scripts/build-node.ts).
      const bullet = /^[\u2022\u00b7\u25aa\u25e6\u25cf\u2013]\s*/
      if (lines.length > 0 && lines.every((l) => bullet.test(l))) {
        return `<ul>${lines.map((l) => `<li><p>${escapeHtml(l.replace(bullet, ''))}</p></li>`).join('')}</ul>`
      }
      return paragraphs(block)
    })
    .join('')
}

function sanitize(html: string): string {
  return blocks(parseDocument(html).children)
}

/** Block-level content: inline runs become paragraphs; lists and headings stay blocks. */
function blocks(nodes: readonly ChildNode[]): string {
  let out = ''
  let run = ''
  const flush = () => {
    if (run.replace(/<br>/g, '').trim() !== '') out += `<p>${run.trim().replace(/^(<br>\s*)+|(\s*<br>)+$/g, '')}</p>`
    run = ''
  }
  for (const node of nodes) {
    if (node.type === 'text') {
      // Blank lines in HTML written by hand into a JSON string still mean a new paragraph.
      const parts = node.data.split(/\n\s*\n/)
      parts.forEach((part, i) => {
        if (i > 0) flush()
        run += escapeHtml(part.replace(/\s+/g, ' '))
      })
      continue
    }
    if (!isTag(node) || DROP.has(node.name)) continue
    if (node.name === 'ul' || node.name === 'ol') {
      flush()
      out += list(node)
    } else if (node.name === 'li') {
      flush()
      out += `<ul>${listItem(node)}</ul>`
    } else if (HEADING.test(node.name)) {
      flush()
      const text = inlineOf(node.children).trim()
      if (text !== '') out += `<p><strong>${text}</strong></p>`
    } else if (BLOCK.has(node.name)) {
      flush()
      out += blocks(node.children)
    } else {
      run += inline(node)
    }
  }
  flush()
  return out
}

function list(node: Element): string {
  const items = node.children.flatMap((child) => {
    if (isTag(child) && child.name === 'li') return [listItem(child)]
    // Text or tags straight inside a list: an item of its own unless blank.
    if (child.type === 'text' && child.data.trim() === '') return []
    if (isTag(child) && DROP.has(child.name)) return []
    const content = blocks([child])
    return content === '' ? [] : [`<li>${content}</li>`]
  })
  if (items.length === 0) return ''
  const tag = node.name === 'ol' ? 'ol' : 'ul'
  return `<${tag}>${items.join('')}</${tag}>`
}

function listItem(node: Element): string {
  const content = blocks(node.children)
  return content === '' ? '' : `<li>${content}</li>`
}

function inlineOf(nodes: readonly ChildNode[]): string {
  return nodes.map(inline).join('').replace(/\s+/g, ' ')
}

function inline(node: ChildNode): string {
  if (node.type === 'text') return escapeHtml(node.data.replace(/\s+/g, ' '))
  if (!isTag(node) || DROP.has(node.name)) return ''
  const kids = inlineOf(node.children)
  switch (node.name) {
    case 'strong':
    case 'b':
      return kids.trim() === '' ? kids : `<strong>${kids}</strong>`
    case 'em':
    case 'i':
      return kids.trim() === '' ? kids : `<em>${kids}</em>`
    case 'a': {
      const href = safeHref(node.attribs.href ?? '')
      return href === '' || kids.trim() === '' ? kids : `<a href="${escapeHtml(href).replace(/"/g, '&quot;')}">${kids}</a>`
    }
    case 'br':
      return '<br>'
    default:
      // Block elements met inline (a <p> inside <strong>) still separate their words.
      return BLOCK.has(node.name) || node.name === 'li' || HEADING.test(node.name) ? ` ${kids} ` : kids
  }
}
