/**
 * Reactive Resume v5 import, field by field, on a fixture built from v5's public schema
 * (tests/parse/fixtures/rrv5/PROVENANCE.md): every section and every field lands in ResumeData.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectFormat, parseResume, parseWithWarnings, ParseError } from '../../src/lib/parse/index.js'
import { validateResume } from '../../src/lib/schema/index.js'

const FIXTURE = new URL('./fixtures/rrv5/complete.json', import.meta.url)
const text = readFileSync(FIXTURE, 'utf8')
const source = JSON.parse(text)
const parse = (doc: unknown) => parseResume({ format: 'rrv5', data: typeof doc === 'string' ? doc : JSON.stringify(doc) })
const resume = parse(text)
const s = resume.sections

describe('rrv5: the complete fixture', () => {
  it('passes validation and is detected as rrv5', () => {
    expect(validateResume(resume)).toMatchObject({ valid: true })
    expect(detectFormat(new TextEncoder().encode(text))).toBe('rrv5')
  })

  it('basics: name, headline as label, contact, website, custom fields', () => {
    expect(resume.basics).toMatchObject({
      name: 'Mira Okafor',
      label: 'Platform Engineer',
      email: 'mira.okafor@example.test',
      phone: '+44 20 7946 0018',
      location: 'Leeds, UK',
      url: { href: 'https://mira.example.test', label: 'mira.example.test' },
    })
    expect(resume.basics.customFields).toEqual([
      { id: 'cf-1', icon: 'github-logo', name: '', value: 'github.com/mokafor', link: 'https://github.com/mokafor' },
      { id: 'cf-2', icon: 'calendar', name: '', value: 'Available from May', link: '' },
    ])
  })

  it('picture: url, size, aspect ratio, radius, border, hidden', () => {
    expect(resume.basics.picture).toEqual({
      url: 'https://example.test/mira.jpg',
      size: 96,
      aspectRatio: 0.8,
      borderRadius: 12,
      effects: { hidden: false, border: true, grayscale: false },
    })
    const hidden = parse({ ...source, picture: { ...source.picture, hidden: true, borderWidth: 0 } })
    expect(hidden.basics.picture.effects).toEqual({ hidden: true, border: false, grayscale: false })
  })

  it('summary: title, columns, visibility, HTML content', () => {
    expect(s.summary).toMatchObject({ name: 'Profile', columns: 1, visible: true, content: '<p>Builds <strong>boring, reliable</strong> platforms.</p>' })
  })

  it('profiles', () => {
    expect(s.profiles).toMatchObject({ name: 'Profiles', columns: 2, visible: true })
    expect(s.profiles.items).toEqual([
      { id: 'pr-1', visible: true, network: 'LinkedIn', username: 'mokafor', icon: 'linkedin-logo', url: { href: 'https://linkedin.com/in/mokafor', label: 'linkedin.com/in/mokafor' } },
    ])
  })

  it('experience, hidden items kept as not visible', () => {
    expect(s.experience.name).toBe('Work')
    expect(s.experience.items).toEqual([
      {
        id: 'ex-1',
        visible: true,
        company: 'Northwind Rail',
        position: 'Senior Platform Engineer',
        location: 'Leeds',
        date: '2021 - Present',
        summary: '<ul><li><p>Moved 40 services to one deploy pipeline</p></li></ul>',
        url: { href: 'https://northwind.example.test', label: 'Northwind' },
      },
      { id: 'ex-2', visible: false, company: 'Old Co', position: 'Intern', location: 'York', date: '2015', summary: '', url: { href: '', label: '' } },
    ])
  })

  it('education: school, degree, area, grade, location, period', () => {
    expect(s.education.items).toEqual([
      {
        id: 'ed-1',
        visible: true,
        institution: 'University of Leeds',
        studyType: 'MSc',
        area: 'Distributed Systems',
        score: 'Distinction',
        location: 'Leeds',
        date: '2016 - 2017',
        summary: '<p>Thesis on consensus under partitions.</p>',
        url: { href: 'https://leeds.example.test', label: '' },
      },
    ])
  })

  it('projects', () => {
    expect(s.projects.items).toEqual([
      {
        id: 'pj-1',
        visible: true,
        name: 'tidewatch',
        description: '',
        date: '2023',
        summary: '<p>Tide tables as a service.</p>',
        keywords: [],
        url: { href: 'https://github.com/mokafor/tidewatch', label: 'Source' },
      },
    ])
  })

  it('skills: proficiency as description, level, keywords, icon', () => {
    expect(s.skills.items).toEqual([
      { id: 'sk-1', visible: true, name: 'Go', description: 'Expert', level: 5, keywords: ['gRPC', 'pprof'], icon: 'code' },
      { id: 'sk-2', visible: true, name: 'PostgreSQL', description: 'Advanced', level: 4, keywords: ['Replication'], icon: 'database' },
    ])
  })

  it('languages: language as name, fluency as description, level', () => {
    expect(s.languages.items).toEqual([
      { id: 'la-1', visible: true, name: 'English', description: 'Native', level: 5 },
      { id: 'la-2', visible: true, name: 'Yoruba', description: 'B2', level: 3 },
    ])
  })

  it('interests', () => {
    expect(s.interests.items).toEqual([{ id: 'in-1', visible: true, name: 'Cycling', keywords: ['Audax', 'Touring'], icon: 'bicycle' }])
  })

  it('awards, certifications, publications', () => {
    expect(s.awards.items).toEqual([
      { id: 'aw-1', visible: true, title: 'Engineer of the Year', awarder: 'Northwind Rail', date: '2023', summary: '<p>For the pipeline work.</p>', url: { href: 'https://northwind.example.test/awards', label: 'Announcement' } },
    ])
    expect(s.certifications.items).toEqual([
      { id: 'ce-1', visible: true, name: 'CKA', issuer: 'CNCF', date: '2022', summary: '<p>Kubernetes administrator.</p>', url: { href: 'https://cncf.example.test/cka', label: '' } },
    ])
    expect(s.publications.items).toEqual([
      { id: 'pu-1', visible: true, name: 'Deploys without drama', publisher: 'Railway Tech Journal', date: 'March 2024', summary: '<p>What we learned.</p>', url: { href: 'https://journal.example.test/deploys', label: 'Read' } },
    ])
  })

  it('volunteer and references (a hidden section stays hidden)', () => {
    expect(s.volunteer.items).toEqual([
      { id: 'vo-1', visible: true, organization: 'Code Club Leeds', position: '', location: 'Leeds', date: '2019 - Present', summary: '<p>Teaches Python to children.</p>', url: { href: 'https://codeclub.example.test', label: '' } },
    ])
    expect(s.references.visible).toBe(false)
    expect(s.references.items).toEqual([
      { id: 're-1', visible: true, name: 'Dr. Ada Vance', description: 'CTO, Northwind Rail · +44 20 7946 0999', summary: '<p>Mira made our releases calm.</p>', url: { href: 'https://linkedin.com/in/adavance', label: '' } },
    ])
  })

  it('custom sections by type, keyed by their id', () => {
    expect(Object.keys(s.custom)).toEqual(['cs-exp', 'cs-sum', 'cs-pub', 'cs-letter'])
    expect(s.custom['cs-exp']).toMatchObject({ id: 'cs-exp', name: 'Earlier roles', visible: true, columns: 1 })
    expect(s.custom['cs-exp']!.items).toEqual([
      { id: 'cx-1', visible: true, name: 'Harbour Labs', description: 'Developer', location: 'Hull', date: '2017 - 2021', summary: '<p>Billing systems.</p>', keywords: [], url: { href: 'https://harbour.example.test', label: '' } },
    ])
    expect(s.custom['cs-sum']!.items).toMatchObject([{ id: 'cn-1', visible: true, summary: '<p>Happy to relocate.</p>' }])
    expect(s.custom['cs-pub']).toMatchObject({ name: 'Talks', visible: false, columns: 2 })
    expect(s.custom['cs-pub']!.items).toMatchObject([
      { name: 'Calm releases', description: 'LeedsJS', date: '2024', summary: '<p>Twenty minutes.</p>', url: { href: 'https://leedsjs.example.test/talk', label: 'Slides' } },
    ])
    expect(s.custom['cs-letter']!.items).toMatchObject([{ summary: '<p>Hiring team<br>Example Ltd</p><p>Dear hiring team,</p>' }])
  })

  it('metadata: template, layout with custom ids, page, colours, typography, notes', () => {
    expect(resume.metadata).toMatchObject({
      template: 'gengar',
      layout: [
        [['summary', 'experience', 'custom.cs-exp', 'education'], ['profiles', 'skills', 'languages']],
        [['projects', 'awards', 'certifications', 'publications', 'volunteer', 'references', 'interests', 'custom.cs-sum', 'custom.cs-pub', 'custom.cs-letter'], []],
      ],
      page: { format: 'letter', margin: 24 },
      theme: { primary: '#0891b2', text: '#111827', background: '#ffffff' },
      typography: { font: { family: 'Lato', size: 10.5 }, lineHeight: 1.4 },
      contentFormat: 'html',
      notes: '<p>Send the letter version to Example Ltd.</p>',
    })
  })

  it('every leaf value of the fixture appears in the result, but design-only settings and converted colours', () => {
    const flat = JSON.stringify(resume)
    const DESIGN_ONLY = new Set(['rotation', 'borderColor', 'shadowColor', 'shadowWidth', 'gapX', 'gapY', 'marginX', 'locale', 'hideIcons', 'sidebarWidth', 'fullWidth', 'fontWeights', 'showLinkInTitle', 'heading', 'design', 'type', 'value', 'enabled', 'borderWidth', 'colors'])
    const missing: string[] = []
    const walk = (node: unknown, path: string, key: string) => {
      if (DESIGN_ONLY.has(key)) return
      if (Array.isArray(node)) return node.forEach((child, i) => walk(child, `${path}[${i}]`, key))
      if (node !== null && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`, k)
        return
      }
      // Rich text is sanitised, which writes void elements the HTML way (`<br>`, not `<br />`).
      const text = typeof node === 'string' ? node.replaceAll('<br />', '<br>') : node
      if (typeof text === 'string' && text !== '' && !flat.includes(JSON.stringify(text).slice(1, -1))) missing.push(`${path} = ${node}`)
      if (typeof node === 'number' && !flat.includes(String(node))) missing.push(`${path} = ${node}`)
    }
    walk(source, '', '')
    expect(missing).toEqual([])
  })
})

describe('rrv5: odd input', () => {
  it('translucent colours are blended onto the background; unknown templates fall back with a warning', () => {
    const doc = structuredClone(source)
    doc.metadata.design.colors = { primary: 'rgba(0, 0, 0, 0.5)', text: 'rgb(10, 20, 30)', background: 'rgba(0, 0, 0, 1)' }
    doc.metadata.template = 'lapras'
    doc.metadata.css = { enabled: true, value: 'h1 { color: red }' }
    doc.picture.rotation = 90
    const { resume: out, warnings } = parseWithWarnings({ format: 'rrv5', data: JSON.stringify(doc) })
    expect(out.metadata.theme).toEqual({ primary: '#000000', text: '#0a141e', background: '#000000' })
    expect(out.metadata.template).toBe('rhyhorn')
    expect(warnings.map((w) => w.path)).toEqual(['picture.rotation', 'metadata.template', 'metadata.css'])
  })

  it('a minimal document is completed; bad links are emptied; levels are clamped', () => {
    const out = parse({
      basics: { name: 'Min', website: { url: 'javascript:alert(1)', label: 'x' } },
      sections: { skills: { items: [{ name: 'A', level: 9 }, { name: 'B', level: 2.6 }] } },
      customSections: [],
    })
    expect(out.basics.url).toEqual({ href: '', label: 'x' })
    expect(out.sections.skills.items.map((i) => i.level)).toEqual([5, 3])
    expect(validateResume(out)).toMatchObject({ valid: true })
  })

  it('refuses what it cannot read, naming the path', () => {
    for (const [doc, message] of [
      ['{nope', /rrv5/],
      [{ basics: {}, sections: [], customSections: [] }, /sections must be an object/],
      [{ sections: {}, picture: {}, customSections: {} }, /customSections must be a list/],
      [{ sections: { experience: { items: 'x' } }, customSections: [] }, /sections\.experience\.items must be a list/],
      [{ sections: {}, customSections: [5] }, /customSections\[0\] must be an object/],
    ] as const) {
      expect(() => parse(doc), String(message)).toThrow(ParseError)
      expect(() => parse(doc)).toThrow(message)
    }
  })

  it('is told apart from the other formats, and the rrv3 parser points v5 documents here', () => {
    const bytes = (doc: unknown) => new TextEncoder().encode(JSON.stringify(doc))
    expect(detectFormat(bytes({ basics: { name: 'x' }, sections: {}, customSections: [] }))).toBe('rrv5')
    expect(detectFormat(bytes({ basics: { name: 'x', website: { url: '', label: '' } }, sections: {}, picture: {} }))).toBe('rrv5')
    expect(detectFormat(bytes({ basics: { name: 'x', photo: {} }, sections: { work: {} } }))).toBe('rrv3')
    expect(() => parseResume({ format: 'rrv3', data: text })).toThrow(/use format rrv5/)
  })
})

describe('rrv5: rich text', () => {
  it('is sanitised as every importer does: scripts and styles dropped, formatting and links kept', () => {
    const doc = structuredClone(source)
    doc.sections.experience.items[0].description =
      '<p>Led <strong>the move</strong> to <a href="https://example.test">three regions</a>.</p><script>alert(1)</script><style>p{}</style>'
    expect(parse(doc).sections.experience.items[0]!.summary).toBe(
      '<p>Led <strong>the move</strong> to <a href="https://example.test">three regions</a>.</p>',
    )
  })
})
