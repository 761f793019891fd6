import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT, validateResume } from '../../src/lib/schema/index.js'

describe('validateResume', () => {
  it('completes an empty document with every default', () => {
    const result = validateResume({})
    expect(result.valid).toBe(true)
    if (!result.valid) return
    expect(result.resume.basics).toMatchObject({ name: '', label: '', email: '', url: { label: '', href: '' } })
    expect(result.resume.sections.experience).toEqual({
      id: 'experience',
      name: 'Experience',
      visible: true,
      columns: 1,
      items: [],
    })
    expect(result.resume.sections.summary.content).toBe('')
    expect(result.resume.metadata).toMatchObject({
      template: 'rhyhorn',
      layout: DEFAULT_LAYOUT,
      page: { format: 'a4' },
      theme: { background: '#ffffff', text: '#000000', primary: '#65a30d' },
    })
  })

  it('fills item defaults inside given sections', () => {
    const result = validateResume({ sections: { skills: { items: [{ name: 'TypeScript' }] } } })
    expect(result.valid && result.resume.sections.skills.items[0]).toEqual({
      id: '',
      visible: true,
      name: 'TypeScript',
      description: '',
      level: 0,
      keywords: [],
    })
  })

  it('keeps unknown keys and never reports them', () => {
    const result = validateResume({ basics: { name: 'A', pronouns: 'they' }, extra: { x: 1 } })
    expect(result.valid).toBe(true)
    expect(result.valid && (result.resume as Record<string, unknown>).extra).toEqual({ x: 1 })
    expect(result.valid && (result.resume.basics as Record<string, unknown>).pronouns).toBe('they')
  })

  it('words errors as spec 2.4: dot path, bracketed index, message', () => {
    const result = validateResume({
      basics: { email: 'nope' },
      sections: { experience: { items: [{ company: 'Acme' }, { company: 42 }] } },
    })
    expect(result).toEqual({
      valid: false,
      errors: ['basics.email: Invalid email address', 'sections.experience.items[1].company: Expected string'],
    })
  })

  it.each([
    [{ basics: { url: { href: 'javascript:alert(1)' } } }, 'basics.url.href: Invalid URL (expected http or https)'],
    [{ metadata: { theme: { primary: 'red' } } }, 'metadata.theme.primary: Invalid color (expected #rrggbb)'],
    [{ sections: { skills: { items: [{ level: 6 }] } } }, 'sections.skills.items[0].level: Expected a level from 0 to 5'],
    [{ sections: { languages: { items: [{ level: 2.5 }] } } }, 'sections.languages.items[0].level: Expected integer'],
    [{ metadata: { page: { format: 'a3' } } }, 'metadata.page.format: Expected one of "a4", "letter"'],
    [{ sections: { custom: { talks: { items: [{ keywords: [1] }] } } } }, 'sections.custom.talks.items[0].keywords[0]: Expected string'],
    [null, 'resume: Expected object'],
    [[], 'resume: Expected object'],
  ])('%j -> %s', (input, message) => {
    const result = validateResume(input)
    expect(result.valid).toBe(false)
    expect(!result.valid && result.errors).toContain(message)
  })

  it('accepts an empty email and empty URLs', () => {
    expect(validateResume({ basics: { email: '', url: { href: '' } } }).valid).toBe(true)
  })
})
