/**
 * @module
 * The resumes fit to N pages is measured on, by the fit tests and the fit bench: the senior
 * engineer fixture (two to three pages) and the same with two jobs and no projects (about 1.3
 * pages), and a way to make every block of one new.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseResume } from '../../src/lib/parse/index.js'
import type { ResumeData } from '../../src/lib/schema/index.js'

export const senior = parseResume({ format: 'json-resume', data: readFileSync(join(import.meta.dirname, '..', 'fixtures', 'senior-engineer.resume.json'), 'utf8') })

/** The senior engineer with two jobs and no projects: a page and about a third. */
export const shorter: ResumeData = {
  ...senior,
  sections: {
    ...senior.sections,
    experience: { ...senior.sections.experience, items: senior.sections.experience.items.slice(0, 2) },
    projects: { ...senior.sections.projects, items: [] },
  },
}

/** The resume with `tag` in its name, every section title, the summary and every item, so no memoised block answers for it. */
export function tagged(resume: ResumeData, tag: string): ResumeData {
  const first = ['company', 'name', 'institution', 'title', 'network', 'awarder', 'issuer', 'organization', 'publisher']
  const sections = Object.fromEntries(
    Object.entries(resume.sections as Record<string, { name?: string; content?: string; items?: Array<Record<string, unknown>> }>).map(([id, section]) => {
      if (typeof section.content === 'string') return [id, { ...section, name: `${section.name} ${tag}`, content: section.content.replace(/(<\/p>)?\s*$/, ` ${tag}$1`) }]
      if (!section.items || id === 'custom') return [id, section]
      const items = section.items.map((item) => {
        const key = first.find((k) => typeof item[k] === 'string' && item[k] !== '')
        return key ? { ...item, [key]: `${item[key]} ${tag}` } : item
      })
      return [id, { ...section, name: `${section.name} ${tag}`, items }]
    }),
  )
  return { ...resume, basics: { ...resume.basics, name: `${resume.basics.name} ${tag}` }, sections: sections as ResumeData['sections'] }
}
