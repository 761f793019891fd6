import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { n } from '../../../src/lib/render/pdf/content.js'

/** What n() has always written: the value rounded to thousandths, as String gives it, never -0. */
const reference = (value: number) => {
  const rounded = Number.isFinite(value) ? Math.round(value * 1000) / 1000 : 0
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

describe('n', () => {
  it('writes at most 3 decimals, without trailing zeros, exponent or minus zero', () => {
    expect(n(595.28)).toBe('595.28')
    expect(n(0.1 + 0.2)).toBe('0.3')
    expect(n(-12.3456)).toBe('-12.346')
    expect(n(7)).toBe('7')
    expect(n(-0.0004)).toBe('0')
    expect(n(1e-9)).toBe('0')
    expect(n(NaN)).toBe('0')
    expect(n(-Infinity)).toBe('0')
  })

  it('gives the text String gives the rounded value, small or beyond 32 bits of thousandths', () => {
    for (const value of [0.0005, -0.0005, 1.0005, 2.675, 2147483.647, 2147483.648, -2147483.648, -2147483.649, 1e12, 1e21]) {
      expect(n(value), String(value)).toBe(reference(value))
    }
    fc.assert(fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => n(value) === reference(value)), { numRuns: 20000 })
  })
})
