/**
 * @module
 * What a document looks like, in one place: the CLI and `format: "auto"` pick a parser from it,
 * and a parser handed a document of another kind refuses with a hint naming the format to use
 * ("this looks like a Reactive Resume v4 export: use format native").
 */
import type { Format } from './index.js'
import { ParseError } from './errors.js'
import { isRecord } from './input.js'
import { parseJsonText } from './json.js'
import { Warnings } from './warnings.js'

/** JSON Resume's top-level keys (and common spellings of them), for telling it from the others. */
export const JSON_RESUME_LISTS = {
  work: { primary: 'name', aliases: ['works', 'experience', 'experiences', 'jobs'] },
  volunteer: { primary: 'organization', aliases: ['volunteers', 'volunteering'] },
  education: { primary: 'institution', aliases: ['educations'] },
  awards: { primary: 'title', aliases: ['award'] },
  certificates: { primary: 'name', aliases: ['certificate', 'certifications', 'certification'] },
  publications: { primary: 'name', aliases: ['publication'] },
  skills: { primary: 'name', aliases: ['skill'] },
  languages: { primary: 'language', aliases: ['language'] },
  interests: { primary: 'name', aliases: ['interest', 'hobbies'] },
  references: { primary: 'name', aliases: ['reference'] },
  projects: { primary: 'name', aliases: ['project'] },
} as const

export type JsonResumeList = keyof typeof JSON_RESUME_LISTS

const JSON_RESUME_KEYS = ['basics', ...Object.entries(JSON_RESUME_LISTS).flatMap(([k, v]) => [k, ...v.aliases])]

const present = (value: unknown): boolean => value !== undefined && value !== null

/** BCP 47-ish language keys: `en`, `zh`, `pt-BR`, `zh_Hans`. */
const LANGUAGE_KEY = /^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/

export interface Look {
  /** The parser for it, when there is one. */
  format?: Format
  /** What it looks like, for messages: "a Reactive Resume v4 export". */
  name: string
  /** What to do instead, for messages: "use format native". */
  hint: string
}

const LOOKS = {
  jsonResume: { format: 'json-resume', name: 'a JSON Resume document', hint: 'use format json-resume' },
  rrv3: { format: 'rrv3', name: 'a Reactive Resume v3 export', hint: 'use format rrv3' },
  rrv5: { format: 'rrv5', name: 'a Reactive Resume v5 export', hint: 'use format rrv5' },
  rrv4: { format: 'native', name: 'a Reactive Resume v4 export', hint: 'use format native' },
  native: { format: 'native', name: "this service's own ResumeData", hint: 'use format native' },
  jsonLd: {
    name: 'a schema.org JSON-LD Person',
    hint: 'this service does not read JSON-LD: convert it to JSON Resume (basics, work, education, ...) first',
  },
} satisfies Record<string, Look>

/**
 * What the document looks like, or undefined when it is like nothing known. Order matters: the
 * marks of each format are checked from the most to the least specific.
 */
export function lookOf(doc: unknown): Look | undefined {
  if (!isRecord(doc)) return undefined
  const basics = isRecord(doc.basics) ? doc.basics : {}
  const type = doc['@type']
  if ((typeof doc['@context'] === 'string' && /schema\.org/i.test(doc['@context'])) || type === 'Person' || (Array.isArray(type) && type.includes('Person'))) {
    return LOOKS.jsonLd
  }
  // JSON Resume's lists first: a JSON Resume file may carry a stray `sections`, an export never has `work`.
  if (JSON_RESUME_KEYS.some((key) => key !== 'basics' && present(doc[key]))) return LOOKS.jsonResume
  if (isRecord(doc.sections)) {
    // v5 moved the picture and summary to the top level and custom sections to a list.
    const metadata5 = isRecord(doc.metadata) ? doc.metadata : {}
    if (Array.isArray(doc.customSections) || isRecord(doc.picture) || isRecord(doc.summary) || isRecord(metadata5.design)) {
      return LOOKS.rrv5
    }
    const rrv3 =
      typeof doc.public === 'boolean' ||
      doc.sections.work !== undefined ||
      basics.photo !== undefined ||
      basics.website !== undefined ||
      basics.summary !== undefined
    if (rrv3) return LOOKS.rrv3
    const metadata = isRecord(doc.metadata) ? doc.metadata : {}
    const rrv4 = basics.headline !== undefined || metadata.css !== undefined || metadata.notes !== undefined
    return rrv4 ? LOOKS.rrv4 : LOOKS.native
  }
  if (present(doc.basics)) return LOOKS.jsonResume
  const nested = languageNested(doc)
  if (nested) {
    const [first] = nested
    return {
      name: `one resume per language (${nested.join(', ')})`,
      hint: `send one language at a time, e.g. the document under "${first}"`,
    }
  }
  return undefined
}

/** The language keys when every top-level key is one and each holds a resume-like document. */
function languageNested(doc: Record<string, unknown>): string[] | undefined {
  const keys = Object.keys(doc)
  if (keys.length === 0 || !keys.every((k) => LANGUAGE_KEY.test(k))) return undefined
  return keys.every((k) => lookOf(doc[k]) !== undefined) ? keys : undefined
}

/**
 * Guesses a file's format (CLI without --format, `format: "auto"`): ZIP magic is a LinkedIn
 * export, `%PDF-` a PDF, JSON (comments allowed) by its shape.
 */
export function detectFormat(bytes: Uint8Array): Format | undefined {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'linkedin'
  if (new TextDecoder('latin1').decode(bytes.subarray(0, 5)) === '%PDF-') return 'pdf'
  return lookOf(readLoosely(bytes))?.format
}

/**
 * Why detection found no parser, when the document looks like something known without one
 * ("this looks like a schema.org JSON-LD Person: ..."); undefined otherwise.
 */
export function undetectedHint(bytes: Uint8Array): string | undefined {
  const look = lookOf(readLoosely(bytes))
  return look && !look.format ? `this looks like ${look.name}: ${look.hint}` : undefined
}

function readLoosely(bytes: Uint8Array): unknown {
  try {
    return parseJsonText(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), new Warnings())
  } catch {
    return undefined
  }
}

/**
 * Refuses a document handed to `format`'s parser that is plainly another kind, with a hint naming
 * it. `basics` alone proves nothing (every format has one), and the rrv3 parser also reads the
 * v4-like variant, so neither is refused.
 */
export function refuseOtherFormat(doc: Record<string, unknown>, format: Format): void {
  const look = lookOf(doc)
  if (!look || look.format === format) return
  if (look === LOOKS.jsonResume && !JSON_RESUME_KEYS.some((key) => key !== 'basics' && present(doc[key]))) return
  if (format === 'rrv3' && look.format === 'native') return
  throw new ParseError(`${format}: this looks like ${look.name}: ${look.hint}`)
}
