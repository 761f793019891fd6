import { describe, expect, it } from 'vitest'
import { hashToken, isToken, newToken } from './tokens.js'

describe('session tokens', () => {
  it('are random, prefixed and recognisable', () => {
    const a = newToken()
    const b = newToken()
    expect(a).not.toBe(b)
    expect(isToken(a)).toBe(true)
    expect(isToken('metrics-secret')).toBe(false)
    expect(isToken(`${a}x`)).toBe(false)
  })

  it('are stored as a SHA-256 hex digest, never as themselves', async () => {
    const token = newToken()
    const hash = await hashToken(token)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await hashToken(token)).toBe(hash)
    expect(hash).not.toContain(token.slice(3))
  })
})
