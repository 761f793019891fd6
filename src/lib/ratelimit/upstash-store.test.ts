import { describe, expect, it } from 'vitest'
import { refillStep } from './upstash-store.js'

const perMinute = ({ refill, intervalMs }: { refill: number; intervalMs: number }) => (refill * 60_000) / intervalMs

describe('refillStep (Upstash token bucket parameters)', () => {
  it.each([300, 10, 60, 20, 30, 1, 120, 6000, 60_000])('%i a minute is one token per 60000/N ms, exactly', (n) => {
    const step = refillStep(n)
    expect(step).toEqual({ refill: 1, intervalMs: 60_000 / n })
    expect(perMinute(step)).toBe(n)
  })

  it('takes an exact multi-token step when one exists within a second of tokens', () => {
    expect(refillStep(90_000)).toEqual({ refill: 3, intervalMs: 2 })
    expect(refillStep(777)).toEqual({ refill: 9, intervalMs: 695 })
  })

  it('never refills more at once than the bucket holds', () => {
    const step = refillStep(777, 5)
    expect(step.refill).toBeLessThanOrEqual(5)
    expect(Math.abs(perMinute(step) - 777) / 777).toBeLessThan(3e-3)
  })

  it.each([7, 45, 90, 777, 1234])('%i a minute (not a divisor of 60000) stays within 0.03 %% in steps under 2 s', (n) => {
    const step = refillStep(n)
    expect(Number.isInteger(step.intervalMs)).toBe(true)
    expect(step.refill).toBeLessThanOrEqual(Math.ceil(n / 60))
    if (n >= 60) expect(step.intervalMs).toBeLessThan(2000)
    expect(Math.abs(perMinute(step) - n) / n).toBeLessThan(3e-4)
  })
})
