import type { z } from 'zod'
import { ResumeData } from './resume.js'

export type ValidationResult =
  | { valid: true; resume: ResumeData }
  | { valid: false; errors: string[] }

/** `sections.experience.items[0].company`: dots between keys, brackets around indices (spec 2.4). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out === '' ? 'resume' : out
}

const TYPE_NAMES: Record<string, string> = { int: 'integer' }

function describe(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Expected ${TYPE_NAMES[issue.expected] ?? issue.expected}`
    case 'invalid_value':
      return `Expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'too_small':
    case 'too_big':
    case 'custom':
    case 'invalid_format':
      return issue.message
    default:
      return issue.message
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${formatPath(issue.path)}: ${describe(issue)}`)
}

/** Validates and completes a resume. Never throws: wrong types are validation errors. */
export function validateResume(input: unknown): ValidationResult {
  const result = ResumeData.safeParse(input)
  if (result.success) return { valid: true, resume: result.data }
  return { valid: false, errors: formatIssues(result.error.issues) }
}
