import { describe, expect, it } from 'vitest'
import { driverFor } from './index.js'

describe('driverFor', () => {
  it('picks PGlite for memory:// and pglite://<dir>', () => {
    expect(driverFor('memory://')).toEqual({ driver: 'pglite' })
    expect(driverFor('pglite://./data')).toEqual({ driver: 'pglite', target: './data' })
  })

  it('picks node-postgres for postgres URLs, neon when asked', () => {
    expect(driverFor('postgres://u@h/db')).toEqual({ driver: 'pg', target: 'postgres://u@h/db' })
    expect(driverFor('postgresql://u@h/db', 'neon')).toEqual({ driver: 'neon', target: 'postgresql://u@h/db' })
  })

  it('refuses what it cannot open', () => {
    expect(() => driverFor('mysql://h/db')).toThrow(/unsupported scheme/)
    expect(() => driverFor('pglite://')).toThrow(/needs a directory/)
  })
})
