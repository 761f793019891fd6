import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseWithWarnings } from '../../src/lib/parse/index.js'
import { formatDate } from '../../src/lib/parse/dates.js'

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')
const parse = (data: string) => parseWithWarnings({ format: 'json-resume', data })

describe('json-resume: the common deviations are read and reported (fixtures/forgiving.json)', () => {
  const { resume, warnings } = parse(fixture('forgiving.json'))
  const s = resume.sections

  it('reads a list of text as paragraphs or, for short fields, joined', () => {
    expect(resume.basics.label).toBe('Site reliability engineer, Trainer')
    expect(s.summary.content).toBe(
      '<p>Keeps payment systems up at night so others can sleep.</p><p>Teaches on-call practice to new teams.</p>',
    )
  })

  it('reads one object as a list of one, and plural spellings as the JSON Resume list', () => {
    expect(s.profiles.items.map((p) => [p.network, p.username, p.url.href])).toEqual([['GitHub', 'dhale', 'https://github.com/dhale']])
    expect(s.education.items.map((e) => [e.institution, e.area, e.date])).toEqual([
      ['Gdańsk University of Technology', 'Computer Science', '2010 - Jun 2014'],
    ])
  })

  it('reads text where an object belongs as its main field, drops what cannot be read', () => {
    expect(s.experience.items.map((w) => [w.id, w.company, w.position, w.date, w.summary])).toEqual([
      ['experience-0', 'Amberline Payments', 'Staff SRE', 'Mar 2019 - Present', '<ul><li><p>Cut paging noise by half</p></li><li><p>42</p></li></ul>'],
      ['experience-1', 'Baltic Freight Systems', '', '', ''],
      ['experience-2', '7.5', '', '', ''],
      ['experience-3', 'Kashubia Cloud', '', 'Mar 2015 - Feb 2019', ''],
    ])
    expect(s.skills.items.map((k) => [k.name, k.keywords])).toEqual([['Kubernetes', []], ['Go', ['concurrency']]])
    expect(s.languages.items.map((l) => [l.name, l.description, l.level])).toEqual([['Polish', '', 0], ['English', 'C2', 5]])
    expect(s.interests.items.map((i) => i.name)).toEqual(['Sailing', 'Amber carving'])
    expect(s.awards.items).toEqual([])
  })

  it('lists every coercion and every drop with its JSON path', () => {
    expect(warnings).toEqual([
      { path: 'basics.label', message: 'a list where text was expected: joined' },
      { path: 'basics.summary', message: 'a list where text was expected: read as paragraphs' },
      { path: 'basics.profiles', message: 'an object where a list was expected: read as a list of one' },
      { path: 'works', message: 'read as "work", JSON Resume\'s name for this list' },
      { path: 'works[1]', message: 'text where an object was expected: read as its name' },
      { path: 'works[3]', message: 'text where an object was expected: read as its name' },
      { path: 'works[0].highlights[1]', message: 'an object where text was expected: dropped' },
      { path: 'educations', message: 'read as "education", JSON Resume\'s name for this list' },
      { path: 'educations', message: 'an object where a list was expected: read as a list of one' },
      { path: 'awards', message: 'a boolean where a list was expected: dropped' },
      { path: 'skills[0]', message: 'text where an object was expected: read as its name' },
      { path: 'languages[0]', message: 'text where an object was expected: read as its language' },
      { path: 'interests[0]', message: 'text where an object was expected: read as its name' },
      { path: 'interests[1]', message: 'text where an object was expected: read as its name' },
    ])
  })
})

describe('json-resume: shapes that used to be refused are read', () => {
  it.each([
    [{ work: { name: 'Acme' } }, 'work', 'an object where a list was expected: read as a list of one'],
    [{ work: ['Acme'] }, 'work[0]', 'text where an object was expected: read as its name'],
    [{ basics: 'Jane Roe' }, 'basics', 'text where an object was expected: read as the name'],
  ])('%j', (doc, path, message) => {
    const { resume, warnings } = parse(JSON.stringify(doc))
    expect(warnings).toEqual([{ path, message }])
    expect([resume.basics.name, ...resume.sections.experience.items.map((w) => w.company)].filter(Boolean)).toHaveLength(1)
  })

  it('drops a profiles value that is neither a list nor an object, and keeps the rest', () => {
    const { resume, warnings } = parse(JSON.stringify({ basics: { name: 'Jane Roe', profiles: 'x' } }))
    expect(resume.basics.name).toBe('Jane Roe')
    expect(resume.sections.profiles.items).toEqual([{ id: 'profiles-0', visible: true, network: '', username: '', icon: '', url: { label: '', href: '' } }])
    expect(warnings).toEqual([{ path: 'basics.profiles', message: "text where a list was expected: read as one item's url" }])
  })
})

describe('dates in the common forms people write', () => {
  it.each([
    ['2019-03-01', 'Mar 2019'], ['2019-3', 'Mar 2019'], ['2019', '2019'], ['03/2019', 'Mar 2019'], ['3.2019', 'Mar 2019'],
    ['15/03/2019', 'Mar 2019'], ['2019/03', 'Mar 2019'], ['2019.03', 'Mar 2019'], ['2019年3月', 'Mar 2019'],
    ['March 2019', 'Mar 2019'], ['Mar. 2019', 'Mar 2019'], ['Sept. 2019', 'Sep 2019'], ['March 15, 2019', 'Mar 2019'],
    ['15 March 2019', 'Mar 2019'], ['2019 March', 'Mar 2019'], ['current', 'Present'], ['Summer 2019', 'Summer 2019'],
    ['13/2019', '13/2019'],
  ])('%s -> %s', (input, output) => {
    expect(formatDate(input)).toBe(output)
  })
})

describe('a summary given as a list of Korean paragraphs keeps every sentence', () => {
  it('reads each as a paragraph and detects the language', () => {
    const summary = ['백엔드 개발자로 팔 년 동안 결제 시스템을 만들었습니다.', '팀원들과 함께 장애 대응 문화를 정착시켰습니다.']
    const { resume, warnings } = parse(JSON.stringify({ basics: { name: '한서윤', summary } }))
    expect(resume.sections.summary.content).toBe(summary.map((p) => `<p>${p}</p>`).join(''))
    expect(resume.metadata.locale).toBe('ko')
    expect(warnings).toEqual([{ path: 'basics.summary', message: 'a list where text was expected: read as paragraphs' }])
  })
})
