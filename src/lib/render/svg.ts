/**
 * @module
 * Reads a Satori SVG document into a small element tree with htmlparser2 (a streaming XML parser,
 * no regular expressions over the document), indexing every element that has an `id` so
 * `url(#id)` references (clip paths, masks, gradients, patterns) resolve in one lookup.
 */
import { Parser } from 'htmlparser2'
import type { Block } from './page.js'

export interface SvgElement {
  name: string
  attrs: Record<string, string>
  children: SvgElement[]
  /** Character data directly inside the element (the words of a `<text>`). */
  text: string
}

export interface SvgDocument {
  root: SvgElement
  ids: Map<string, SvgElement>
  /** The `href` of every `<image>`, so images can be decoded before drawing starts. */
  images: string[]
}

/** Parses an SVG document; malformed markup yields whatever elements could be read. */
export function parseSvg(svg: string): SvgDocument {
  const root: SvgElement = { name: '#root', attrs: {}, children: [], text: '' }
  const ids = new Map<string, SvgElement>()
  const images: string[] = []
  const stack: SvgElement[] = [root]
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element: SvgElement = { name, attrs, children: [], text: '' }
        stack[stack.length - 1]!.children.push(element)
        stack.push(element)
        if (attrs.id) ids.set(attrs.id, element)
        if (name === 'image') {
          const href = attrs.href ?? attrs['xlink:href']
          if (href) images.push(href)
        }
      },
      ontext(text) {
        stack[stack.length - 1]!.text += text
      },
      onclosetag() {
        if (stack.length > 1) stack.pop()
      },
    },
    { xmlMode: true, decodeEntities: true },
  )
  parser.write(svg)
  parser.end()
  return { root, ids, images }
}

/** The id inside `url(#id)`, or undefined for anything else. */
export function urlRef(value: string | undefined): string | undefined {
  if (!value) return undefined
  return /url\(\s*["']?#([^"')\s]+)/.exec(value)?.[1]
}

/** A numeric attribute, or `fallback` when absent or not a number ("12px" reads as 12). */
export function num(value: string | undefined, fallback = 0): number {
  if (value === undefined) return fallback
  const n = Number.parseFloat(value)
  return Number.isFinite(n) ? n : fallback
}

const parsedBlocks = new WeakMap<Block, SvgDocument>()

/** A block's parsed SVG; a memoised block (same object) is parsed once per process, for both exporters. */
export function parsedBlock(block: Block): SvgDocument {
  let doc = parsedBlocks.get(block)
  if (!doc) parsedBlocks.set(block, (doc = parseSvg(block.svg)))
  return doc
}
