import { describe, expect, it } from 'vitest'
import { RequestError } from '../http/errors.js'
import { asUnavailable, DatabaseUnavailable, guardedTransaction } from './types.js'

const withCode = (code: string) => Object.assign(new Error(code), { code })

describe('asUnavailable', () => {
  it('turns connection failures into a 503', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('PGlite is closed'),
      withCode('08006'),
      withCode('57P01'),
      withCode('53300'),
    ]) {
      const mapped = asUnavailable(error)
      expect(mapped, (error as Error).message).toBeInstanceOf(DatabaseUnavailable)
      expect((mapped as DatabaseUnavailable).status).toBe(503)
    }
  })

  it('leaves errors of the statement itself alone', () => {
    for (const code of ['42703', '23505', '22P02']) {
      const error = withCode(code)
      expect(asUnavailable(error)).toBe(error)
    }
  })
})

describe('guardedTransaction', () => {
  it('passes errors of the body through untouched', async () => {
    const notFound = new RequestError(404, 'Resume not found')
    const driver = <T>(body: (tx: null) => Promise<T>) => body(null)
    await expect(guardedTransaction(driver, async () => Promise.reject(notFound))).rejects.toBe(notFound)
  })

  it('classifies errors of the driver around the body', async () => {
    const driver = async () => Promise.reject(new Error('connect ECONNREFUSED'))
    await expect(guardedTransaction(driver, async () => 1)).rejects.toBeInstanceOf(DatabaseUnavailable)
  })
})
