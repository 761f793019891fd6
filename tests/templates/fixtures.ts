/**
 * The resume matrix, one fixture per case: name only, one page, seven pages, every section
 * filled, Chinese, Japanese, Korean, and a 400-character unbroken word. `texts` lists every text
 * the resume holds that a template draws, so a test can look for each word in the PDF.
 */
import type { ResumeDataInput } from '../../src/lib/schema/index.js'
import { SAMPLE_RESUME } from '../../src/templates/sample.js'

export interface Fixture {
  name: string
  resume: ResumeDataInput
  /** CJK text is compared character by character (pdftotext puts no spaces between them). */
  cjk: boolean
  /** Pages expected: exact for the short cases, a minimum for the long one. */
  pages: { min: number; max: number }
}

const LOREM = 'planning delivery budget review mentoring platform quality customers growth onboarding analytics migration latency reliability'.split(' ')
const sentence = (seed: number, words: number) =>
  Array.from({ length: words }, (_, i) => LOREM[(seed * 7 + i * 3) % LOREM.length]).join(' ')

const item = (id: string, fields: Record<string, unknown>) => ({ id, visible: true, ...fields })

const nameOnly: ResumeDataInput = { basics: { name: 'Solo Placeholder' } }

const onePage: ResumeDataInput = {
  basics: { name: 'Jana Dvořák', label: 'Data Analyst', email: 'jana@example.com', location: 'Brno' },
  sections: {
    summary: { content: '<p>Analyst who turns messy spreadsheets into clear weekly decisions.</p>' },
    experience: {
      items: [
        item('e1', { company: 'Acme Freight', position: 'Analyst', date: '2021 - Present', summary: '<p>Built the weekly margin report read by every regional lead.</p>' }),
        item('e2', { company: 'Brightside', position: 'Intern', date: '2020', summary: '<p>Cleaned the customer database before the migration.</p>' }),
      ],
    },
    skills: { items: [item('s1', { name: 'SQL', level: 4 }), item('s2', { name: 'Python', level: 3 })] },
  },
}

const sevenPages: ResumeDataInput = {
  basics: { name: 'Marta Longform', label: 'Principal Engineer', email: 'marta@example.com' },
  sections: {
    summary: { content: `<p>${sentence(1, 80)}</p>` },
    experience: {
      items: Array.from({ length: 32 }, (_, i) =>
        item(`e${i}`, {
          company: `Company${i} Holdings`,
          position: `Role${i} Lead`,
          location: 'Vienna',
          date: `${2000 + i} - ${2001 + i}`,
          summary: `<p>${sentence(i, 70)}</p><ul><li>${sentence(i + 1, 22)}</li><li>${sentence(i + 2, 18)}</li></ul>`,
        }),
      ),
    },
    skills: { items: Array.from({ length: 10 }, (_, i) => item(`s${i}`, { name: `Skill${i}`, description: 'Advanced', level: (i % 5) + 1 })) },
    languages: { items: [item('l1', { name: 'Czech', level: 5 }), item('l2', { name: 'English', level: 4 })] },
  },
}

const everySection: ResumeDataInput = {
  basics: {
    ...SAMPLE_RESUME.basics,
    picture: { ...SAMPLE_RESUME.basics.picture, borderRadius: 8, effects: { border: true } },
    customFields: [{ id: 'cf1', icon: 'calendar', name: 'Born', value: 'Available from March' }],
  },
  sections: {
    ...SAMPLE_RESUME.sections,
    skills: { ...SAMPLE_RESUME.sections.skills, columns: 2 },
    profiles: {
      items: [
        ...SAMPLE_RESUME.sections.profiles.items,
        item('pr-3', { network: 'Twitter', username: 'ameliacodes', url: { label: '', href: 'https://x.com/ameliacodes' } }),
        item('pr-4', { network: 'Mastodon', username: 'amelia@fosstodon', url: { label: '', href: 'https://fosstodon.org/@amelia' } }),
      ],
    },
    projects: { items: [item('p1', { name: 'Tracklight', description: 'Open-source shipment map', date: '2022', summary: '<p>Renders a million points smoothly.</p>', keywords: ['WebGL', 'Rust'], url: { label: 'tracklight.dev', href: 'https://tracklight.dev' } })] },
    awards: { items: [item('a1', { title: 'Engineer of the Year', awarder: 'Northwind', date: '2023', summary: '<p>For the tracker rebuild.</p>' })] },
    certifications: { items: [item('c1', { name: 'AWS Solutions Architect', issuer: 'Amazon', date: '2022' })] },
    publications: { items: [item('pb1', { name: 'Fast Maps on Slow Phones', publisher: 'Smashing', date: '2021', summary: '<p>Notes on rendering budgets.</p>' })] },
    volunteer: { items: [item('v1', { organization: 'Code Club', position: 'Mentor', location: 'Prague', date: '2019 - Present', summary: '<p>Weekly coding lessons for children.</p>' })] },
    references: { items: [item('r1', { name: 'Petra Horák', description: 'CTO, Northwind', summary: '<p>Available on request.</p>' })] },
    custom: { talks: { name: 'Talks', items: [item('t1', { name: 'Shipping Small', description: 'JSConf Budapest', date: '2023', location: 'Budapest', summary: '<p>Why tiny releases win.</p>' })] } },
  },
}

const cjk = (name: string, label: string, body: string, company: string): ResumeDataInput => ({
  basics: { name, label, email: 'cjk@example.com' },
  sections: {
    summary: { content: `<p>${body}</p>` },
    experience: { items: [item('e1', { company, position: label, date: '2019 - 2024', summary: `<p>${body}</p><ul><li>${body.slice(0, 24)}</li></ul>` })] },
    skills: { items: [item('s1', { name: 'TypeScript', description: label, level: 4 })] },
  },
})

const LONG_WORD = `${'a'.repeat(100)}${'b'.repeat(100)}${'c'.repeat(100)}${'d'.repeat(100)}`

export const FIXTURES: Fixture[] = [
  { name: 'name only', resume: nameOnly, cjk: false, pages: { min: 1, max: 1 } },
  { name: 'one page', resume: onePage, cjk: false, pages: { min: 1, max: 1 } },
  { name: 'seven pages', resume: sevenPages, cjk: false, pages: { min: 7, max: 16 } },
  { name: 'every section', resume: everySection, cjk: false, pages: { min: 1, max: 4 } },
  {
    name: 'Chinese',
    resume: cjk('王小明', '高级软件工程师', '我是一名软件工程师，拥有九年开发快速、无障碍网页应用的经验。我喜欢把模糊的问题变成小而可衡量的发布，并在此过程中指导工程师。', '北风物流有限公司'),
    cjk: true,
    pages: { min: 1, max: 1 },
  },
  {
    name: 'Japanese',
    resume: cjk('山田花子', 'シニアエンジニア', '私は九年の経験を持つソフトウェアエンジニアです。高速でアクセシブルなウェブアプリケーションの開発を得意としています。', '株式会社ノースウィンド'),
    cjk: true,
    pages: { min: 1, max: 1 },
  },
  {
    name: 'Korean',
    resume: cjk('김민지', '선임 소프트웨어 엔지니어', '저는 구 년의 경험을 가진 소프트웨어 엔지니어입니다. 빠르고 접근성 높은 웹 애플리케이션을 만드는 일을 좋아합니다.', '노스윈드 물류'),
    cjk: true,
    pages: { min: 1, max: 1 },
  },
  {
    name: '400-character word',
    resume: {
      basics: { name: `Long ${LONG_WORD}`, label: LONG_WORD },
      sections: {
        summary: { content: `<p>${LONG_WORD}</p>` },
        experience: { items: [item('e1', { company: LONG_WORD, position: 'Engineer', date: '2020', summary: `<p>Before ${LONG_WORD} after.</p>` })] },
        skills: { items: [item('s1', { name: LONG_WORD, level: 2 })] },
      },
    },
    cjk: false,
    pages: { min: 1, max: 3 },
  },
]

const SKIP = new Set(['id', 'href', 'icon', 'visible', 'columns', 'level', 'picture', 'metadata'])

/** Every drawn text of a resume input: strings outside ids, links' targets, the picture and metadata; HTML tags removed. */
export function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return [value.replace(/<[^>]+>/g, ' ')]
  if (Array.isArray(value)) return value.flatMap((v) => textsOf(v, key))
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([k]) => !SKIP.has(k))
    // A custom field's name is a label for the editor; only its value is printed.
    return entries.flatMap(([k, v]) => (key === 'customFields' && k === 'name' ? [] : textsOf(v, k)))
  }
  return []
}
