/**
 * @module
 * A PDF content stream written as text. Operators are appended as strings rather than pdf-lib
 * `PDFOperator` objects: a dense page has thousands of them and object-per-operator was the
 * largest cost of the prototype.
 */
import type { Rgba } from '../color.js'

/** A number as PDF writes it: at most 3 decimals, no exponent, no trailing zeros. */
export function n(value: number): string {
  // A non-finite operand would make the whole content stream unreadable.
  if (!Number.isFinite(value)) return '0'
  const rounded = Math.round(value * 1000) / 1000
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

export class Content {
  private parts: string[] = []

  push(op: string): void {
    this.parts.push(op)
  }

  fillColor(c: Rgba): void {
    this.parts.push(`${n(c.r)} ${n(c.g)} ${n(c.b)} rg`)
  }

  strokeColor(c: Rgba): void {
    this.parts.push(`${n(c.r)} ${n(c.g)} ${n(c.b)} RG`)
  }

  save(): void {
    this.parts.push('q')
  }

  restore(): void {
    this.parts.push('Q')
  }

  /** Concatenates a matrix [a b c d e f] to the current transformation. */
  transform(m: readonly number[]): void {
    this.parts.push(`${m.map(n).join(' ')} cm`)
  }

  toString(): string {
    return this.parts.join('\n')
  }
}
