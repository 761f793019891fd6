import type { ResumeData as Resume, ResumeDataInput } from '../schema/index.js'
import { ResumeData } from '../schema/index.js'

type Path = PropertyKey[]

/** The container that holds the bad value: a bad list element marks its whole list. */
function owner(path: readonly PropertyKey[]): Path {
  const out = [...path]
  while (typeof out[out.length - 1] === 'number') out.pop()
  return out
}

const SAFE = (key: PropertyKey) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype'

function get(root: unknown, path: Path): unknown {
  let node = root
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<PropertyKey, unknown>)[key]
  }
  return node
}

function parentOf(root: unknown, path: Path): Record<PropertyKey, unknown> | undefined {
  const parent = get(root, path.slice(0, -1))
  return typeof parent === 'object' && parent !== null && path.every(SAFE)
    ? (parent as Record<PropertyKey, unknown>)
    : undefined
}

/**
 * Completes a parsed document with ResumeData's defaults. Parse is best-effort (DESIGN.md): where a
 * value does not fit the schema, the defaults still fill everything around it and the value itself
 * is kept as given, for validate to name.
 */
export function complete(input: ResumeDataInput | Record<string, unknown>): Resume {
  const first = ResumeData.safeParse(input)
  if (first.success) return first.data
  const paths = first.error.issues.map((issue) => owner(issue.path))
  const cleaned = structuredClone(input)
  for (const path of paths) {
    const parent = parentOf(cleaned, path)
    if (parent && path.length > 0) delete parent[path[path.length - 1]!]
  }
  const second = ResumeData.safeParse(cleaned)
  if (!second.success) return input as Resume
  for (const path of paths) {
    const parent = parentOf(second.data, path)
    const original = get(input, path)
    if (parent && path.length > 0 && original !== undefined) parent[path[path.length - 1]!] = original
  }
  return second.data
}
