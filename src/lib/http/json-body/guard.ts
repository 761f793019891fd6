/**
 * @module
 * Limits on the shape of untrusted JSON, checked before any schema sees it.
 * Threats: deep nesting that exhausts the stack of recursive code further on, megabyte strings
 * that make layout and fonts crawl, and `__proto__` keys that rewrite an object's prototype when
 * copied. Picture data URLs are the one place long strings are expected.
 */
export const MAX_DEPTH = 32
export const MAX_STRING = 16_384

const DATA_URL = /^data:image\/(png|jpeg|webp|gif);base64,/

/**
 * Returns why `value` is refused, or undefined when it may go on. Iterative: depth cannot
 * overflow. `longStringPaths` names top-level fields whose string may be of any length.
 */
export function checkJsonShape(value: unknown, longStringPaths: readonly string[] = []): string | undefined {
  const stack: Array<[unknown, number, string]> = [[value, 0, '']]
  while (stack.length > 0) {
    const [node, depth, path] = stack.pop()!
    if (typeof node === 'string') {
      if (node.length > MAX_STRING && !DATA_URL.test(node) && !longStringPaths.includes(path)) {
        return `${path || 'body'}: string longer than ${MAX_STRING} characters`
      }
      continue
    }
    if (node === null || typeof node !== 'object') continue
    if (depth >= MAX_DEPTH) return `${path || 'body'}: nesting deeper than ${MAX_DEPTH} levels`
    if (Array.isArray(node)) {
      node.forEach((child, i) => stack.push([child, depth + 1, `${path}[${i}]`]))
      continue
    }
    for (const key of Object.keys(node)) {
      if (key === '__proto__') return `${path ? `${path}.` : ''}__proto__: key not allowed`
      stack.push([(node as Record<string, unknown>)[key], depth + 1, path ? `${path}.${key}` : key])
    }
  }
  return undefined
}
