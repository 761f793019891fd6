import { describe, expect, it } from 'vitest'
import { postJson, testApp } from '../helpers/app.js'

const app = testApp()

describe('documents larger than the string cap', () => {
  const work = Array.from({ length: 200 }, (_, i) => ({
    name: `Company ${i}`,
    position: 'Engineer',
    summary: `Built system number ${i} and kept it running for years.`,
  }))
  const document = JSON.stringify({ basics: { name: 'Long Career' }, work })

  it('parse accepts a whole document of any length in `data`', async () => {
    expect(document.length).toBeGreaterThan(16_384)
    const res = await postJson(app, '/api/parse', { format: 'json-resume', data: document })
    expect(res.status).toBe(200)
    const resume = (await res.json()) as { sections: { experience: { items: unknown[] } } }
    expect(resume.sections.experience.items).toHaveLength(200)
  })

  it('a base64 document of any length too', async () => {
    const data = Buffer.from(document).toString('base64')
    const res = await postJson(app, '/api/parse', { format: 'json-resume', data, base64: true })
    expect(res.status).toBe(200)
  })

  it('but a long string inside the decoded document is still refused', async () => {
    const res = await postJson(app, '/api/parse', {
      format: 'json-resume',
      data: JSON.stringify({ basics: { name: 'x'.repeat(20_000) } }),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/16384/)
  })

  it('and other fields of other routes keep the cap', async () => {
    const res = await postJson(app, '/api/validate', { basics: { name: 'x'.repeat(20_000) }, data: 'y'.repeat(20_000) })
    expect(res.status).toBe(400)
  })
})
