import { describe, expect, it } from 'vitest'
import { pdfFileNames } from './file-names.js'

describe('pdfFileNames', () => {
  it('names each PDF after its title', () => {
    expect(pdfFileNames(['Engineer', 'Designer, 2024'])).toEqual(['Engineer.pdf', 'Designer, 2024.pdf'])
  })

  it('makes repeated titles unique, also across letter case', () => {
    expect(pdfFileNames(['CV', 'cv', 'CV', 'CV (2)'])).toEqual(['CV.pdf', 'cv (2).pdf', 'CV (3).pdf', 'CV (2) (2).pdf'])
  })

  it('keeps names inside the archive folder and valid on every file system', () => {
    const names = pdfFileNames(['../../etc/passwd', '/abs/path', 'a\\b', 'C:evil', 'CON', 'tab\there', '...', '  ', 'x'.repeat(300)])
    expect(names).toEqual([
      '_.._etc_passwd.pdf',
      '_abs_path.pdf',
      'a_b.pdf',
      'C_evil.pdf',
      'CON_.pdf',
      'tab_here.pdf',
      'resume.pdf',
      'resume (2).pdf',
      `${'x'.repeat(100)}.pdf`,
    ])
    for (const name of names) expect(name).not.toMatch(/[/\\:]|^\./)
  })
})
