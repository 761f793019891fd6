import type { SyntaxNode, Tree } from '@lezer/common'

const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null'])

/** `sections.experience.items[0].company` -> `['sections', 'experience', 'items', 0, 'company']`. */
export function pathSegments(path: string): Array<string | number> {
  const segments: Array<string | number> = []
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    segments.push(match[2] !== undefined ? Number(match[2]) : match[1]!)
  }
  return segments
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = []
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child)
  return out
}

function step(node: SyntaxNode, segment: string | number, text: (from: number, to: number) => string): SyntaxNode | undefined {
  if (node.name === 'Array' && typeof segment === 'number') {
    return children(node).filter((child) => VALUES.has(child.name))[segment]
  }
  if (node.name !== 'Object') return undefined
  for (const property of children(node)) {
    const name = property.getChild('PropertyName')
    if (!name) continue
    let key: unknown
    try {
      key = JSON.parse(text(name.from, name.to))
    } catch {
      continue
    }
    if (key === String(segment)) return children(property).find((child) => VALUES.has(child.name)) ?? property
  }
  return undefined
}

/**
 * Where a validation path points in the document: the start of its value, or of the deepest
 * enclosing value that exists (a missing field points at its object).
 */
export function pathPosition(tree: Tree, path: string, text: (from: number, to: number) => string): number {
  let node: SyntaxNode | undefined = tree.topNode.firstChild ?? undefined
  if (!node) return 0
  for (const segment of pathSegments(path)) {
    const next = step(node, segment, text)
    if (!next) break
    node = next
  }
  return node.parent?.name === 'Property' ? node.parent.from : node.from
}
