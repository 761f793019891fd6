/** Importing a Reactive Resume v5 export into connected mode stores what the parser reads. */
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { parseResume } from '../../src/lib/parse/index.js'
import type { SuiteContext } from './suite.js'

const data = readFileSync(new URL('../parse/fixtures/rrv5/complete.json', import.meta.url), 'utf8')

export function rrv5ImportTests({ call, session: newSession }: SuiteContext) {
  it('imports a Reactive Resume v5 export (format rrv5) and stores every section', async () => {
    const session = await newSession('rrv5')
    const res = await call('/api/resumes/import', session, { method: 'POST', json: { format: 'rrv5', data } })
    expect(res.status).toBe(201)
    const stored = await res.json()
    expect(stored).toMatchObject({ title: 'Mira Okafor', version: 1 })
    expect(stored.data).toEqual(parseResume({ format: 'rrv5', data }))
    // jsonb keeps keys in its own order; custom sections are placed by metadata.layout anyway.
    expect(Object.keys(stored.data.sections.custom).sort()).toEqual(['cs-exp', 'cs-letter', 'cs-pub', 'cs-sum'])
  })
}
