/**
 * Reactive Resume v5 through every door: POST /api/parse (named and auto-detected), the
 * `resume parse` command (detected and with --format), and rendering what came out.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseResume } from '../../src/lib/parse/index.js'
import { postJson, testApp } from '../helpers/app.js'
import { runCli } from '../cli/run.js'

const FILE = fileURLToPath(new URL('./fixtures/rrv5/complete.json', import.meta.url))
const data = readFileSync(FILE, 'utf8')
const expected = parseResume({ format: 'rrv5', data })

describe('rrv5 over HTTP', () => {
  const app = testApp()

  it.each(['rrv5', 'auto'])('POST /api/parse with format %s gives the same ResumeData as the library', async (format) => {
    const res = await postJson(app, '/api/parse', { format, data })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(expected)
  })

  it('answers unreadable v5 input with 400 naming the format', async () => {
    const res = await postJson(app, '/api/parse', { format: 'rrv5', data: JSON.stringify({ sections: { skills: { items: 7 } }, customSections: [] }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: expect.stringMatching(/^rrv5: sections\.skills\.items must be a list/) })
  })

  it('renders the imported resume to PDF', async () => {
    const res = await postJson(app, '/api/render/pdf', { resume: expected })
    expect(res.status).toBe(200)
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})

describe('rrv5 on the command line', () => {
  it('resume parse detects v5 and prints the same ResumeData', async () => {
    const detected = await runCli(['parse', FILE])
    expect(detected.code, detected.stderr).toBe(0)
    expect(JSON.parse(detected.stdout.toString())).toEqual(expected)
    const named = await runCli(['parse', '--format', 'rrv5', '-'], data)
    expect(named.code, named.stderr).toBe(0)
    expect(JSON.parse(named.stdout.toString())).toEqual(expected)
  }, 60_000)
})
