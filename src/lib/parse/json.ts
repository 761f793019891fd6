/**
 * @module
 * JSON as people write it by hand. Strict JSON first (fast, and the common case); when that fails,
 * a JSONC reader (Microsoft's `jsonc-parser`, as used by VS Code) tolerates comments and trailing
 * commas with a warning, and anything else it cannot read is refused with its line and column.
 */
// The ESM build: the package's UMD main loads its parts with requires that bundlers cannot follow.
import { parse, printParseErrorCode, visit, type ParseError as JsoncError } from 'jsonc-parser/lib/esm/main.js'
import type { Warnings } from './warnings.js'

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let start = 0
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++
      start = i + 1
    }
  }
  return { line, column: offset - start + 1 }
}

const MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected a colon',
  CommaExpected: 'expected a comma',
  CloseBraceExpected: 'expected a closing brace }',
  CloseBracketExpected: 'expected a closing bracket ]',
  EndOfFileExpected: 'unexpected text after the end of the document',
  InvalidCommentToken: 'unterminated comment',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'control character inside a string',
}

export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${reason} at line ${line}, column ${column}`)
  }
}

function where(text: string, error: JsoncError): JsonSyntaxError {
  const { line, column } = lineColumn(text, error.offset)
  const code = printParseErrorCode(error.error)
  return new JsonSyntaxError(MESSAGES[code] ?? code, line, column)
}

/** The comma that a closing bracket at `offset` follows (the reader reports the bracket). */
function commaBefore(text: string, offset: number): number {
  let i = offset - 1
  while (i > 0 && /\s/.test(text[i]!)) i--
  return text[i] === ',' ? i : offset
}

/**
 * The value of a JSON (or JSONC) text. Throws JsonSyntaxError for anything else; each comment or
 * trailing comma that had to be skipped adds a warning with its line and column.
 */
export function parseJsonText(text: string, warnings: Warnings): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // Fall through to the tolerant reader, which also knows where the error is.
  }
  if (text.trim() === '') throw new JsonSyntaxError('the document is empty', 1, 1)
  const errors: JsoncError[] = []
  const value = parse(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false })
  if (errors.length > 0) throw where(text, errors[0]!)
  const at = (offset: number) => {
    const { line, column } = lineColumn(text, offset)
    return `line ${line}, column ${column}`
  }
  // The strict reader reports each trailing comma more than once (no name, no value): once each.
  const commas = new Set<number>()
  visit(
    text,
    {
      onComment: (offset) => warnings.add('', `a comment at ${at(offset)} was skipped (JSON has no comments)`),
      onError: (_error, offset) => {
        const comma = commaBefore(text, offset)
        if (commas.has(comma)) return
        commas.add(comma)
        warnings.add('', `a trailing comma at ${at(comma)} was skipped (JSON allows none)`)
      },
    },
    { allowTrailingComma: false, disallowComments: false },
  )
  return value
}
