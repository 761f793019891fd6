import { describe, expect, it } from 'vitest'
import { RequestError } from '../http/errors.js'
import { baseVersion } from './service.js'

const status = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as RequestError).status
  }
  return 'no error'
}

describe('baseVersion', () => {
  it('reads If-Match as an ETag, weak or bare', () => {
    expect(baseVersion('"3"', undefined)).toBe(3)
    expect(baseVersion('W/"12"', undefined)).toBe(12)
    expect(baseVersion('7', undefined)).toBe(7)
  })

  it('prefers If-Match over the body and falls back to the body', () => {
    expect(baseVersion('"4"', 2)).toBe(4)
    expect(baseVersion(undefined, 2)).toBe(2)
    expect(baseVersion('  ', 5)).toBe(5)
  })

  it('asks for a version when there is none (428)', () => {
    expect(status(() => baseVersion(undefined, undefined))).toBe(428)
  })

  it('refuses what is not one version number (400)', () => {
    for (const header of ['*', '"a"', '"1", "2"', '"0"', '"99999999999"', '-1']) {
      expect(status(() => baseVersion(header, undefined)), header).toBe(400)
    }
  })
})
