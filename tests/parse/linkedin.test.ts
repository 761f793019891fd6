import { describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import { parseResume, ParseError } from '../../src/lib/parse/index.js'
import { validateResume } from '../../src/lib/schema/index.js'
import { linkedinFiles, zipBase64 } from './samples.js'

const parse = (data: string) => parseResume({ format: 'linkedin', data, base64: true })

describe('linkedin samples', () => {
  it.each([
    ['flat at the root', ''],
    ['in a folder', 'Basic_LinkedInDataExport_11-22-2026/'],
    ['two folders deep', 'export/Complete_LinkedInDataExport/'],
  ])('reads the sample CSVs %s', (_, folder) => {
    const resume = parse(zipBase64(linkedinFiles(folder)))
    expect(resume.basics).toMatchObject({
      name: 'David Chen',
      label: 'Senior Backend Engineer',
      email: 'david@example.com',
      location: 'San Francisco Bay Area',
      url: { href: 'https://davidchen.dev' },
    })
    expect(resume.sections.summary.content).toMatch(/^<p>Experienced backend engineer/)
    expect(resume.sections.profiles.items.map((p) => p.url.href)).toEqual(['https://github.com/davidchen'])
    expect(resume.sections.experience.items.map((i) => [i.id, i.company, i.position, i.date])).toEqual([
      ['experience-0', 'Scale AI', 'Senior Backend Engineer', 'Jan 2022 - Present'],
      ['experience-1', 'Stripe', 'Backend Engineer', 'Mar 2019 - Dec 2021'],
      ['experience-2', 'Dropbox', 'Software Engineer', 'Jun 2017 - Feb 2019'],
    ])
    expect(resume.sections.education.items[0]).toMatchObject({
      institution: 'Stanford University',
      studyType: 'Master of Science',
      area: 'Computer Science',
      date: '2015 - 2017',
    })
    expect(resume.sections.education.items[0]!.summary).toContain('Teaching Assistant for CS 144')
    expect(resume.sections.skills.items.map((s) => s.name)).toEqual([
      'Python', 'Go', 'Rust', 'Kubernetes', 'PostgreSQL', 'Redis', 'gRPC', 'Distributed Systems',
    ])
    expect(resume.sections.certifications.items[0]).toMatchObject({
      name: 'Certified Kubernetes Administrator',
      issuer: 'CNCF',
      date: 'Jan 2023 - Jan 2026',
      url: { href: 'https://cncf.io/certification' },
    })
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })
})

describe('linkedin files and columns', () => {
  it('reads the real Education header variant', () => {
    const resume = parse(
      zipBase64({
        'Education.csv': 'School Name,Start Date,End Date,Notes,Degree Name,Activities\nETH Zürich,2010,2014,Thesis on CRDTs,MSc,Rowing\n',
      }),
    )
    expect(resume.sections.education.items[0]).toMatchObject({
      institution: 'ETH Zürich',
      studyType: 'MSc',
      date: '2010 - 2014',
    })
    expect(resume.sections.education.items[0]!.summary).toBe('<p>Thesis on CRDTs</p><p><strong>Activities:</strong> Rowing</p>')
  })

  it('reads the real Profile header set with bracketed typed Websites and Twitter handles', () => {
    const resume = parse(
      zipBase64({
        'Profile.csv':
          'First Name,Last Name,Maiden Name,Address,Birth Date,Headline,Summary,Industry,Zip Code,Geo Location,Twitter Handles,Websites,Instant Messengers\n' +
          'Łukasz,Żółć,,ul. Długa 1,,Inżynier,,Software,00-001,"Warszawa, Polska",[lzolc],"[PORTFOLIO:https://a.example,COMPANY:https://b.example]",\n',
      }),
    )
    expect(resume.basics).toMatchObject({
      name: 'Łukasz Żółć',
      label: 'Inżynier',
      location: 'Warszawa, Polska',
      url: { label: 'Portfolio', href: 'https://a.example' },
    })
    expect(resume.sections.profiles.items.map((p) => [p.network, p.username, p.url.href])).toEqual([
      ['Company', '', 'https://b.example'],
      ['Twitter', 'lzolc', 'https://twitter.com/lzolc'],
    ])
  })

  it('reads a UTF-8 BOM, CRLF, quoted commas and quoted line breaks', () => {
    const resume = parse(
      zipBase64({
        'Positions.csv':
          '\uFEFFCompany Name,Title,Description,Location,Started On,Finished On\r\n' +
          '"Acme, Inc.",Engineer,"Line one\r\nLine two, with a comma\r\n\r\nSecond paragraph",Αθήνα,Feb 2020,\r\n',
        'Email Addresses.csv': '\uFEFFEmail Address,Confirmed,Primary,Updated On\r\nold@example.com,Yes,No,2019\r\nnew@example.com,Yes,Yes,2024\r\n',
      }),
    )
    expect(resume.sections.experience.items[0]).toMatchObject({
      company: 'Acme, Inc.',
      position: 'Engineer',
      location: 'Αθήνα',
      date: 'Feb 2020 - Present',
      summary: '<p>Line one<br>Line two, with a comma</p><p>Second paragraph</p>',
    })
    expect(resume.basics.email).toBe('new@example.com')
  })

  it('reads the optional files where present and matches names case-insensitively', () => {
    const resume = parse(
      zipBase64({
        'export/PROFILE.CSV': 'First Name,Last Name\nЮлия,Иванова\n',
        'export/PhoneNumbers.csv': 'Extension,Number,Type\n,+48 600 000 000,Mobile\n',
        'export/languages.csv':
          'Name,Proficiency\nPolski,Native or bilingual proficiency\nEnglish,Full professional proficiency\n' +
          'Deutsch,Professional working proficiency\nSuomi,Limited working proficiency\nEesti,Elementary proficiency\n',
        'export/Projects.csv': 'Title,Description,Url,Started On,Finished On\nMiss Direction,Maps that lie,javascript:alert(1),Aug 2016,Sep 2016\n',
        'export/Honors.csv': 'Title,Description,Issued On\nBest Paper,ICSE,May 2019\n',
        'export/Volunteering.csv': 'Company Name,Role,Cause,Started On,Finished On,Description\nCoderDojo,Mentor,Education,Jan 2015,,Weekly clubs\n',
        'export/Publications.csv': 'Name,Published On,Description,Publisher,Url\nCRDTs in practice,Oct 2021,A survey,ACM,https://doi.example/1\n',
        'export/Courses.csv': 'Name,Number\nAlgorithms,CS161\n',
      }),
    )
    expect(resume.basics).toMatchObject({ name: 'Юлия Иванова', phone: '+48 600 000 000' })
    expect(resume.sections.languages.items.map((l) => [l.name, l.level])).toEqual([
      ['Polski', 5], ['English', 4], ['Deutsch', 3], ['Suomi', 2], ['Eesti', 1],
    ])
    expect(resume.sections.projects.items[0]).toMatchObject({ name: 'Miss Direction', date: 'Aug 2016 - Sep 2016', url: { href: '' } })
    expect(resume.sections.awards.items[0]).toMatchObject({ title: 'Best Paper', date: 'May 2019', summary: '<p>ICSE</p>' })
    expect(resume.sections.volunteer.items[0]).toMatchObject({ organization: 'CoderDojo', position: 'Mentor', date: 'Jan 2015 - Present' })
    expect(resume.sections.publications.items[0]).toMatchObject({ name: 'CRDTs in practice', publisher: 'ACM', url: { href: 'https://doi.example/1' } })
    expect(resume.sections.custom.courses!.items[0]).toMatchObject({ name: 'Algorithms', description: 'CS161' })
    expect(resume.metadata.layout[0]![0]).toContain('custom.courses')
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })

  it('leaves sections empty when their files are missing', () => {
    const resume = parse(zipBase64({ 'Skills.csv': 'Name\nGo\n' }))
    expect(resume.basics.name).toBe('')
    expect(resume.sections.experience.items).toEqual([])
    expect(resume.sections.skills.items.map((s) => s.name)).toEqual(['Go'])
    expect(validateResume(resume).valid).toBe(true)
  })

  it('reads header-only files as empty sections', () => {
    const resume = parse(zipBase64({ 'Positions.csv': 'Company Name,Title,Description,Location,Started On,Finished On\n', 'Skills.csv': '' }))
    expect(resume.sections.experience.items).toEqual([])
    expect(resume.sections.skills.items).toEqual([])
  })
})

describe('linkedin malformed input', () => {
  it.each([
    ['not base64', '***', /linkedin: data is not valid base64/],
    ['not a ZIP', Buffer.from('hello, world').toString('base64'), /linkedin: data is not a ZIP archive/],
    ['a truncated ZIP', zipBase64(linkedinFiles()).slice(0, 200), /linkedin: .*(ZIP|zip)/],
    ['a ZIP without any expected CSV', zipBase64({ 'photo.jpg': 'x', 'Connections.csv': 'a\n1\n' }), /linkedin: the ZIP holds none of the expected CSV files/],
    ['a CSV with an unterminated quote', zipBase64({ 'Positions.csv': 'Company Name,Title\nAcme,Engineer\n"Broken,Title\nMore,Rows\n' }), /linkedin: Positions\.csv line 3: Quoted field unterminated/],
    ['a CSV that is not UTF-8', zipBase64({ 'Skills.csv': new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]) }), /linkedin: Skills\.csv is not valid UTF-8/],
  ])('refuses %s, naming what was wrong', (_, data, message) => {
    expect(() => parse(data)).toThrow(ParseError)
    expect(() => parse(data)).toThrow(message)
  })

  it('requires base64', () => {
    expect(() => parseResume({ format: 'linkedin', data: 'PK', base64: false })).toThrow(/base64: true/)
  })

  it('names the file by its path inside the ZIP', () => {
    const data = zipBase64({ 'export/deep/Skills.csv': 'Name\n"Go\n' })
    expect(() => parse(data)).toThrow('linkedin: export/deep/Skills.csv line 2: Quoted field unterminated')
  })

  it('accepts linked-in as the format name', () => {
    const resume = parseResume({ format: 'linked-in', data: zipBase64({ 'Skills.csv': 'Name\nGo\n' }), base64: true })
    expect(resume.sections.skills.items[0]!.name).toBe('Go')
  })

  it('ignores a stray copy of a file deeper in the ZIP', () => {
    const bytes = zipSync({
      'export/old/Skills.csv': strToU8('Name\nCOBOL\n'),
      'export/Skills.csv': strToU8('Name\nGo\n'),
    })
    const resume = parse(Buffer.from(bytes).toString('base64'))
    expect(resume.sections.skills.items.map((s) => s.name)).toEqual(['Go'])
  })
})
