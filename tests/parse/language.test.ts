/**
 * A resume's language: read (meta.language, metadata.locale) or detected, then headings, months
 * and "Present" drawn in it. The Chinese, Russian and Arabic fixtures go through a real PDF.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectLanguage, LOCALES, localDate, localHeading, resolveLocale, resumeLocale } from '../../src/lib/i18n/index.js'
import { parseWithWarnings } from '../../src/lib/parse/index.js'
import { renderPdf } from '../../src/lib/render/index.js'
import { ResumeData, SECTION_IDS, validateResume } from '../../src/lib/schema/index.js'
import { pdftotext } from '../render/helpers/poppler.js'
import { readSample, sampleFiles } from './samples.js'

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')
const parse = (data: string) => parseWithWarnings({ format: 'json-resume', data })

const REQUIRED = ['zh', 'ja', 'ko', 'ru', 'uk', 'pl', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'tr', 'vi', 'ar', 'fa', 'he', 'hi', 'th']

describe('the locales file', () => {
  it.each(REQUIRED)('%s has every heading and a word for Present', (code) => {
    const data = LOCALES[code]!
    for (const id of SECTION_IDS) expect(data.headings[id]?.trim()).toBeTruthy()
    expect(data.present.trim()).toBeTruthy()
  })
})

describe('dates in the locale (Intl month names, the locale order, its word for Present)', () => {
  it.each([
    ['zh', '2019年3月 - 至今', '2015年 - 2018年12月'],
    ['ja', '2019年3月 - 現在', '2015年 - 2018年12月'],
    ['ko', '2019년 3월 - 현재', '2015년 - 2018년 12월'],
    ['ru', 'март 2019 г. - настоящее время', '2015 - дек. 2018 г.'],
    ['uk', 'бер. 2019 р. - дотепер', '2015 - груд. 2018 р.'],
    ['pl', 'mar 2019 - obecnie', '2015 - gru 2018'],
    ['de', 'März 2019 - heute', '2015 - Dez. 2018'],
    ['fr', "mars 2019 - aujourd'hui", '2015 - déc. 2018'],
    ['es', 'mar 2019 - actualidad', '2015 - dic 2018'],
    ['pt', 'mar. de 2019 - atual', '2015 - dez. de 2018'],
    ['it', 'mar 2019 - oggi', '2015 - dic 2018'],
    ['nl', 'mrt 2019 - heden', '2015 - dec 2018'],
    ['tr', 'Mar 2019 - Günümüz', '2015 - Ara 2018'],
    ['vi', 'thg 3 2019 - Hiện tại', '2015 - thg 12 2018'],
    ['ar', 'مارس 2019 - حتى الآن', '2015 - ديسمبر 2018'],
    ['fa', 'مارس 2019 - اکنون', '2015 - دسامبر 2018'],
    ['he', 'מרץ 2019 - היום', '2015 - דצמ׳ 2018'],
    ['hi', 'मार्च 2019 - वर्तमान', '2015 - दिस॰ 2018'],
    ['th', 'มี.ค. 2019 - ปัจจุบัน', '2015 - ธ.ค. 2018'],
  ])('%s', (locale, open, closed) => {
    expect(localDate('Mar 2019 - Present', locale)).toBe(open)
    expect(localDate('2015 - Dec 2018', locale)).toBe(closed)
  })

  it('keeps dates a person wrote in their own words, and English as it is', () => {
    expect(localDate('Summer 2019', 'de')).toBe('Summer 2019')
    expect(localDate('2019年春', 'zh')).toBe('2019年春')
    expect(localDate('Mar 2019 - Present', 'en')).toBe('Mar 2019 - Present')
  })
})

describe('headings', () => {
  it('are translated only where the resume kept the English default', () => {
    expect(localHeading('ru', 'experience', 'Experience')).toBe('Опыт работы')
    expect(localHeading('ru', 'experience', 'Карьера')).toBe('Карьера')
    expect(localHeading('ru', 'experience', 'Work history')).toBe('Work history')
    expect(localHeading('en', 'volunteer', 'Volunteering')).toBe('Volunteering')
  })

  it('resolve regional tags to their language', () => {
    expect([resolveLocale('pt-BR'), resolveLocale('zh_TW'), resolveLocale('zh-CN'), resolveLocale('sw'), resolveLocale('')]).toEqual(['pt', 'zh-Hant', 'zh', undefined, undefined])
  })
})

describe('language detection', () => {
  it.each([
    ['zh', '负责公司核心产品的前端架构设计，带领团队完成重构。'],
    ['ja', 'フロントエンド開発を担当し、チームを率いて大規模なリファクタリングを完了しました。'],
    ['ko', '회사의 핵심 제품 프런트엔드 아키텍처 설계를 담당했습니다.'],
    ['ru', 'Отвечаю за хранилище данных и потоковую обработку событий.'],
    ['uk', 'Відповідаю за сховище даних і потокову обробку подій у компанії.'],
    ['pl', 'Odpowiadam za hurtownię danych i przetwarzanie zdarzeń w czasie rzeczywistym oraz za zespół.'],
    ['de', 'Verantwortlich für die Datenplattform und die Betreuung von drei Entwicklern im Team.'],
    ['fr', "Responsable de la plateforme de données et de l'encadrement des développeurs dans une équipe."],
    ['es', 'Responsable de la plataforma de datos y de la formación de los desarrolladores en el equipo.'],
    ['pt', 'Responsável pela plataforma de dados e pela formação dos desenvolvedores em uma equipe.'],
    ['it', 'Responsabile della piattaforma dati e della formazione degli sviluppatori per il gruppo.'],
    ['nl', 'Verantwoordelijk voor het dataplatform en de begeleiding van een team met ontwikkelaars.'],
    ['tr', 'Veri platformu için sorumlu olarak çalıştım ve bir ekip ile birlikte yeni sistemler geliştirdim.'],
    ['vi', 'Chịu trách nhiệm về nền tảng dữ liệu và đào tạo các lập trình viên trong nhóm của công ty.'],
    ['ar', 'قيادة فريق تطوير واجهات البرمجة وتحسين استقرار الخدمات.'],
    ['fa', 'مسئول طراحی پایگاه داده و راهبری گروه توسعه‌دهندگان در شرکت بودم.'],
    ['he', 'אחראית על פלטפורמת הנתונים ועל הכשרת המפתחים בצוות.'],
    ['hi', 'डेटा प्लेटफ़ॉर्म और टीम के डेवलपर्स के प्रशिक्षण के लिए ज़िम्मेदार।'],
    ['th', 'รับผิดชอบแพลตฟอร์มข้อมูลและการฝึกอบรมนักพัฒนาในทีม'],
    ['en', 'Led the data platform team and mentored three engineers on the migration from batch to streaming.'],
  ])('%s', (code, text) => {
    expect(detectLanguage(text)).toBe(code)
  })

  it('says English for every English sample, and nothing for too little text', () => {
    for (const file of sampleFiles('json-resume')) expect(parse(readSample('json-resume', file)).resume.metadata.locale).toBe('en')
    expect(detectLanguage('Go')).toBeUndefined()
  })

  it('says English for mixed text whose only foreign marks are names and places', () => {
    const names = 'Dvořák Łódź growth platform Беларусь ψυχή Київ budget Kraków żółw Ångström Москва customers façade Núñez team'
    expect(detectLanguage(`${names} ${names}`)).toBe('en')
    expect(detectLanguage('Kraków Łódź Gdańsk Wrocław Poznań Zielona Góra Bielsko-Biała Świnoujście Żywiec')).toBe('en')
  })
})

describe('parse sets metadata.locale', () => {
  it.each([
    ['lang-zh.json', 'zh'],
    ['lang-ru.json', 'ru'],
    ['lang-ar.json', 'ar'],
  ])('%s is detected as %s and still validates', (name, locale) => {
    const { resume, warnings } = parse(fixture(name))
    expect(warnings).toEqual([])
    expect(resume.metadata.locale).toBe(locale)
    expect(validateResume(resume)).toMatchObject({ valid: true })
  })

  it('reads JSON Resume meta.language over detection, and says when it cannot use it', () => {
    const doc = JSON.parse(fixture('lang-ru.json'))
    expect(parse(JSON.stringify({ ...doc, meta: { language: 'uk' } })).resume.metadata.locale).toBe('uk')
    const unknown = parse(JSON.stringify({ ...doc, meta: { language: 'sw' } }))
    expect(unknown.resume.metadata.locale).toBe('sw')
    expect(unknown.warnings).toEqual([{ path: 'meta.language', message: '"sw" is not a language the templates speak yet: headings and dates stay in English' }])
    const bad = parse(JSON.stringify({ ...doc, meta: { language: 'Russian!' } }))
    expect(bad.resume.metadata.locale).toBe('ru')
    expect(bad.warnings).toEqual([{ path: 'meta.language', message: 'not a language tag (such as en, zh or pt-BR): the language is detected from the text instead' }])
  })

  it('reads "Present" written in the resume\'s language', () => {
    const { resume } = parse(JSON.stringify({ work: [{ name: 'Acme', startDate: '2019-03', endDate: '至今' }, { name: 'B', startDate: '2018', endDate: 'по настоящее время' }] }))
    expect(resume.sections.experience.items.map((i) => i.date)).toEqual(['Mar 2019 - Present', '2018 - Present'])
  })

  it('is validated as a language tag, and the render locale follows it', () => {
    expect(validateResume({ metadata: { locale: 'de-AT' } })).toMatchObject({ valid: true })
    expect(validateResume({ metadata: { locale: 'not a tag' } })).toMatchObject({
      valid: false,
      errors: ['metadata.locale: Invalid locale (expected a language tag such as zh or pt-BR)'],
    })
    const russian = parse(fixture('lang-ru.json')).resume
    expect(resumeLocale({ ...russian, metadata: { ...russian.metadata, locale: 'de' } })).toBe('de')
    expect(resumeLocale({ ...russian, metadata: { ...russian.metadata, locale: '' } })).toBe('ru')
    expect(resumeLocale(ResumeData.parse({}))).toBe('en')
  })
})

describe.each([
  ['lang-zh.json', ['个人简介', '工作经历', '教育背景', '专业技能'], ['2019年3月 - 至今', '2015年7月 - 2019年2月', '2011年9月 - 2015年6月']],
  ['lang-ru.json', ['О себе', 'Опыт работы', 'Образование', 'Навыки'], ['окт. 2020 г. - настоящее время', 'февр. 2017 г. - сент. 2020 г.', 'сент. 2011 г. - июнь 2017 г.']],
  ['lang-ar.json', ['نبذة', 'الخبرة العملية', 'التعليم', 'المهارات'], ['يناير', 'حتى الآن', 'مايو', 'ديسمبر', 'سبتمبر', 'يونيو']],
])('%s rendered to PDF', (name, headings, dates) => {
  it('prints headings, months and Present in its language, and no English ones', async () => {
    const { bytes } = await renderPdf(parse(fixture(name)).resume, { template: 'rhyhorn' })
    const text = pdftotext(bytes).normalize('NFKC')
    for (const heading of headings) expect(text).toContain(heading)
    for (const date of dates) expect(text).toContain(date)
    for (const english of ['Summary', 'Experience', 'Education', 'Skills', 'Present', 'Mar ', 'Sep ']) expect(text).not.toContain(english)
  }, 60_000)
})
