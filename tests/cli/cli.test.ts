import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from './run.js'

const sample = (path: string) => new URL(`../../../shared/samples/${path}`, import.meta.url).pathname

describe('resume CLI', () => {
  it('prints usage and exits 2 without a command', async () => {
    const { code, stdout } = await runCli([])
    expect(code).toBe(2)
    expect(stdout.toString()).toMatch(/Usage: resume <command>/)
  })

  it.each(['parse', 'validate', 'render', 'preview', 'templates'])('%s --help exits 0 with usage', async (cmd) => {
    const { code, stdout } = await runCli([cmd, '--help'])
    expect(code).toBe(0)
    expect(stdout.toString()).toMatch(new RegExp(`^Usage: resume ${cmd}`))
  })

  it('templates prints the 12 templates as JSON', async () => {
    const { code, stdout } = await runCli(['templates'])
    expect(code).toBe(0)
    const list = JSON.parse(stdout.toString()) as Array<{ id: string }>
    expect(list).toHaveLength(12)
    expect(list[0]!.id).toBe('rhyhorn')
  })

  it('parse detects the native format and prints ResumeData with label from headline', async () => {
    const { code, stdout } = await runCli(['parse', sample('native-rrv4/reactive-resume-rhyhorn.json')])
    expect(code).toBe(0)
    const resume = JSON.parse(stdout.toString())
    expect(resume.basics.name).toBe('John Doe')
    expect(resume.basics.label).toBe('Creative and Innovative Web Developer')
  })

  it('parse | validate - round-trips through standard input', async () => {
    const parsed = await runCli(['parse', '--format', 'native', sample('native-rrv4/reactive-resume-rhyhorn.json')])
    const { code, stdout } = await runCli(['validate', '-'], parsed.stdout)
    expect(code).toBe(0)
    expect(JSON.parse(stdout.toString())).toEqual({ valid: true })
  })

  it('render of a JSON Resume file says to parse it first, and the command it names works', async () => {
    const file = new URL('../fixtures/senior-engineer.resume.json', import.meta.url).pathname
    const refused = await runCli(['render', file, '-o', '-'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^invalid: /m)
    expect(refused.stderr).toContain(`hint: this reads like json-resume input; if it is, convert it first: resume parse ${file} > resume.json`)
    const parsed = await runCli(['parse', file])
    expect(parsed.code).toBe(0)
    const rendered = await runCli(['render', '-'], parsed.stdout)
    expect(rendered.code).toBe(0)
    expect(rendered.stdout.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('gives no parse hint for invalid ResumeData', async () => {
    const parsed = await runCli(['parse', sample('native-rrv4/reactive-resume-rhyhorn.json')])
    const resume = JSON.parse(parsed.stdout.toString())
    resume.basics.email = 'nope'
    const { code, stderr } = await runCli(['render', '-'], JSON.stringify(resume))
    expect(code).toBe(1)
    expect(stderr).toContain('invalid: basics.email: Invalid email address')
    expect(stderr).not.toContain('hint:')
  })

  it('validate exits 1 and lists errors for an invalid resume', async () => {
    const { code, stdout } = await runCli(['validate', '-'], JSON.stringify({ basics: { email: 'nope' } }))
    expect(code).toBe(1)
    expect(JSON.parse(stdout.toString())).toEqual({ valid: false, errors: ['basics.email: Invalid email address'] })
  })

  it('input errors go to stderr with exit 2', async () => {
    const missing = await runCli(['validate', 'no-such-file.json'])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/cannot read no-such-file.json: ENOENT/)

    const dir = await mkdtemp(join(tmpdir(), 'resume-cli-'))
    const bad = join(dir, 'bad.json')
    await writeFile(bad, '{"basics":')
    const broken = await runCli(['validate', bad])
    expect(broken.code).toBe(2)
    expect(broken.stderr).toMatch(/not valid JSON/)

    const unknown = await runCli(['parse', '--format', 'docx', bad])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/unknown format "docx"/)

    const flag = await runCli(['validate', '--bogus'])
    expect(flag.code).toBe(2)
    expect(flag.stderr).toMatch(/Unknown option/)
  })
})

describe('resume render and preview', () => {
  const resume = JSON.stringify({
    basics: { name: 'Ada Lovelace', label: 'Analyst', email: 'ada@example.com' },
    sections: { experience: { items: [{ company: 'Analytical Engines', position: 'Programmer' }] } },
  })

  it('render writes a PDF next to the input and reports it on stderr', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'resume-cli-'))
    await writeFile(join(dir, 'ada.json'), resume)
    const { code, stderr } = await runCli(['render', 'ada.json', '--template', 'azurill'], undefined, dir)
    expect(code, stderr).toBe(0)
    expect(stderr).toMatch(/wrote ada\.pdf \(1 page\(s\)/)
    const { readFile } = await import('node:fs/promises')
    expect((await readFile(join(dir, 'ada.pdf'))).subarray(0, 4).toString()).toBe('%PDF')
  })

  it('preview writes PNG bytes to stdout for standard input', async () => {
    const { code, stdout } = await runCli(['preview', '-', '--page', '0'], resume)
    expect(code).toBe(0)
    expect(stdout.subarray(1, 4).toString()).toBe('PNG')
  })

  it('refuses an invalid resume with exit 1, an unknown template or page with exit 2', async () => {
    const invalid = await runCli(['render', '-'], JSON.stringify({ basics: { email: 'x' } }))
    expect(invalid.code).toBe(1)
    expect(invalid.stderr).toMatch(/invalid: basics.email: Invalid email address/)
    const template = await runCli(['render', '-', '--template', 'nope'], resume)
    expect(template.code).toBe(2)
    expect(template.stderr).toMatch(/nope/)
    const page = await runCli(['preview', '-', '--page', '7'], resume)
    expect(page.code).toBe(2)
    expect(page.stderr).toMatch(/page/i)
  })
})
