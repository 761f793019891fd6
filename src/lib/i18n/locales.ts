/**
 * @module
 * Every language the templates speak, in one place. To add one, copy an entry and translate it:
 * - `headings`: the section titles drawn when a resume kept the default English names;
 * - `present`: the end of a date range that is still going on ("2019 - Present"), and `ongoing`:
 *   other ways people write it in that language, which parse reads as Present;
 * - `intl`: the locale `Intl.DateTimeFormat` formats months with (a Gregorian calendar is forced
 *   where the language's default is another one, since resume dates are Gregorian, and Latin
 *   digits where years would otherwise change digits from the ones the person wrote);
 * - `words`: frequent short words (Latin-script languages only), which language detection counts;
 *   `letters`: letters only this language uses among its neighbours, which count more;
 * - `direction`: `rtl` for right-to-left scripts.
 * Month names come from Intl (Node and Workers both carry full ICU data), not from this file.
 */
import type { SectionId } from '../schema/resume.js'

export interface LocaleData {
  /** The language's English name, for contributors reading this file. */
  name: string
  headings: Record<SectionId, string>
  present: string
  ongoing?: string[]
  intl?: string
  words?: string[]
  letters?: string
  direction?: 'rtl'
}

export const LOCALES: Record<string, LocaleData> = {
  en: {
    name: 'English',
    headings: {
      summary: 'Summary', experience: 'Experience', education: 'Education', skills: 'Skills', languages: 'Languages',
      projects: 'Projects', awards: 'Awards', certifications: 'Certifications', publications: 'Publications',
      volunteer: 'Volunteering', interests: 'Interests', references: 'References', profiles: 'Profiles',
    },
    present: 'Present',
    ongoing: ['current', 'currently', 'now', 'ongoing', 'today', 'till date', 'to date', 'to present'],
    words: ['the', 'and', 'of', 'to', 'in', 'with', 'for', 'on', 'at', 'as', 'by', 'from', 'my', 'our', 'led', 'built', 'team'],
  },
  zh: {
    name: 'Chinese (Simplified)',
    headings: {
      summary: '个人简介', experience: '工作经历', education: '教育背景', skills: '专业技能', languages: '语言能力',
      projects: '项目经历', awards: '获奖情况', certifications: '资格证书', publications: '发表作品',
      volunteer: '志愿服务', interests: '兴趣爱好', references: '推荐人', profiles: '个人主页',
    },
    present: '至今',
    ongoing: ['现在', '目前', '今'],
    intl: 'zh-CN',
  },
  'zh-Hant': {
    name: 'Chinese (Traditional)',
    headings: {
      summary: '個人簡介', experience: '工作經歷', education: '教育背景', skills: '專業技能', languages: '語言能力',
      projects: '專案經歷', awards: '獲獎紀錄', certifications: '專業證照', publications: '發表作品',
      volunteer: '志工服務', interests: '興趣愛好', references: '推薦人', profiles: '個人主頁',
    },
    present: '至今',
    ongoing: ['現在', '目前'],
    intl: 'zh-TW',
  },
  ja: {
    name: 'Japanese',
    headings: {
      summary: '自己紹介', experience: '職歴', education: '学歴', skills: 'スキル', languages: '語学',
      projects: 'プロジェクト', awards: '受賞歴', certifications: '資格', publications: '論文・著書',
      volunteer: 'ボランティア活動', interests: '趣味・関心', references: '推薦者', profiles: 'プロフィール',
    },
    present: '現在',
    ongoing: ['現在まで', '在職中'],
  },
  ko: {
    name: 'Korean',
    headings: {
      summary: '자기소개', experience: '경력', education: '학력', skills: '기술', languages: '어학',
      projects: '프로젝트', awards: '수상 경력', certifications: '자격증', publications: '출판물',
      volunteer: '봉사 활동', interests: '관심 분야', references: '추천인', profiles: '프로필',
    },
    present: '현재',
    ongoing: ['재직 중', '재직중'],
  },
  ru: {
    name: 'Russian',
    headings: {
      summary: 'О себе', experience: 'Опыт работы', education: 'Образование', skills: 'Навыки', languages: 'Языки',
      projects: 'Проекты', awards: 'Награды', certifications: 'Сертификаты', publications: 'Публикации',
      volunteer: 'Волонтёрство', interests: 'Интересы', references: 'Рекомендации', profiles: 'Профили',
    },
    present: 'настоящее время',
    ongoing: ['по настоящее время', 'н.в.', 'сейчас', 'наст. время'],
  },
  uk: {
    name: 'Ukrainian',
    headings: {
      summary: 'Про себе', experience: 'Досвід роботи', education: 'Освіта', skills: 'Навички', languages: 'Мови',
      projects: 'Проєкти', awards: 'Нагороди', certifications: 'Сертифікати', publications: 'Публікації',
      volunteer: 'Волонтерство', interests: 'Інтереси', references: 'Рекомендації', profiles: 'Профілі',
    },
    present: 'дотепер',
    ongoing: ['теперішній час', 'зараз', 'по теперішній час'],
    letters: 'іїєґ',
  },
  pl: {
    name: 'Polish',
    headings: {
      summary: 'Podsumowanie', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie', skills: 'Umiejętności',
      languages: 'Języki', projects: 'Projekty', awards: 'Nagrody', certifications: 'Certyfikaty', publications: 'Publikacje',
      volunteer: 'Wolontariat', interests: 'Zainteresowania', references: 'Referencje', profiles: 'Profile',
    },
    present: 'obecnie',
    ongoing: ['teraz', 'nadal'],
    words: ['i', 'w', 'z', 'na', 'do', 'się', 'oraz', 'dla', 'jest', 'od', 'przy', 'że', 'jako', 'po'],
    letters: 'ąćęłńśźż',
  },
  de: {
    name: 'German',
    headings: {
      summary: 'Zusammenfassung', experience: 'Berufserfahrung', education: 'Ausbildung', skills: 'Kenntnisse',
      languages: 'Sprachen', projects: 'Projekte', awards: 'Auszeichnungen', certifications: 'Zertifikate',
      publications: 'Veröffentlichungen', volunteer: 'Ehrenamt', interests: 'Interessen', references: 'Referenzen',
      profiles: 'Profile',
    },
    present: 'heute',
    ongoing: ['bis heute', 'aktuell', 'derzeit', 'jetzt'],
    words: ['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'bei', 'ist', 'ein', 'eine', 'im', 'zu', 'auf', 'den', 'als'],
    letters: 'äöüß',
  },
  fr: {
    name: 'French',
    headings: {
      summary: 'Profil', experience: 'Expérience professionnelle', education: 'Formation', skills: 'Compétences',
      languages: 'Langues', projects: 'Projets', awards: 'Distinctions', certifications: 'Certifications',
      publications: 'Publications', volunteer: 'Bénévolat', interests: "Centres d'intérêt", references: 'Références',
      profiles: 'Réseaux',
    },
    present: "aujourd'hui",
    ongoing: ['présent', 'en cours', 'actuel', 'maintenant'],
    words: ['et', 'les', 'des', 'de', 'la', 'le', 'du', 'pour', 'avec', 'dans', 'une', 'au', 'sur', 'aux', 'est'],
    letters: 'àâçèêëîïôûùœ',
  },
  es: {
    name: 'Spanish',
    headings: {
      summary: 'Perfil', experience: 'Experiencia laboral', education: 'Formación', skills: 'Habilidades',
      languages: 'Idiomas', projects: 'Proyectos', awards: 'Premios', certifications: 'Certificaciones',
      publications: 'Publicaciones', volunteer: 'Voluntariado', interests: 'Intereses', references: 'Referencias',
      profiles: 'Redes',
    },
    present: 'actualidad',
    ongoing: ['presente', 'actual', 'hoy'],
    words: ['y', 'de', 'la', 'el', 'en', 'los', 'las', 'con', 'para', 'por', 'del', 'una', 'un', 'como', 'se'],
    letters: 'ñ¿¡',
  },
  pt: {
    name: 'Portuguese',
    headings: {
      summary: 'Resumo', experience: 'Experiência profissional', education: 'Formação acadêmica', skills: 'Competências',
      languages: 'Idiomas', projects: 'Projetos', awards: 'Prêmios', certifications: 'Certificações',
      publications: 'Publicações', volunteer: 'Voluntariado', interests: 'Interesses', references: 'Referências',
      profiles: 'Perfis',
    },
    present: 'atual',
    ongoing: ['o momento', 'presente', 'hoje', 'atualmente'],
    words: ['e', 'de', 'da', 'do', 'dos', 'das', 'em', 'com', 'para', 'uma', 'um', 'na', 'no', 'ao', 'os', 'não'],
    letters: 'ãõ',
  },
  it: {
    name: 'Italian',
    headings: {
      summary: 'Presentazione', experience: 'Esperienza lavorativa', education: 'Istruzione', skills: 'Competenze',
      languages: 'Lingue', projects: 'Progetti', awards: 'Premi', certifications: 'Certificazioni',
      publications: 'Pubblicazioni', volunteer: 'Volontariato', interests: 'Interessi', references: 'Referenze',
      profiles: 'Profili',
    },
    present: 'oggi',
    ongoing: ['in corso', 'presente', 'attuale'],
    words: ['e', 'di', 'il', 'la', 'che', 'per', 'con', 'del', 'della', 'un', 'una', 'nel', 'degli', 'delle', 'gli', 'sono'],
  },
  nl: {
    name: 'Dutch',
    headings: {
      summary: 'Samenvatting', experience: 'Werkervaring', education: 'Opleiding', skills: 'Vaardigheden',
      languages: 'Talen', projects: 'Projecten', awards: 'Prijzen', certifications: 'Certificaten',
      publications: 'Publicaties', volunteer: 'Vrijwilligerswerk', interests: 'Interesses', references: 'Referenties',
      profiles: 'Profielen',
    },
    present: 'heden',
    ongoing: ['nu', 'huidig'],
    words: ['en', 'de', 'het', 'van', 'een', 'met', 'voor', 'op', 'bij', 'naar', 'te', 'ik', 'zijn', 'wij'],
  },
  tr: {
    name: 'Turkish',
    headings: {
      summary: 'Özet', experience: 'İş Deneyimi', education: 'Eğitim', skills: 'Yetenekler', languages: 'Diller',
      projects: 'Projeler', awards: 'Ödüller', certifications: 'Sertifikalar', publications: 'Yayınlar',
      volunteer: 'Gönüllülük', interests: 'İlgi Alanları', references: 'Referanslar', profiles: 'Profiller',
    },
    present: 'Günümüz',
    ongoing: ['halen', 'devam ediyor', 'şu an'],
    words: ['ve', 'bir', 'ile', 'için', 'bu', 'olarak', 'gibi', 'çok', 'daha', 'olan'],
    letters: 'ğış',
  },
  vi: {
    name: 'Vietnamese',
    headings: {
      summary: 'Tóm tắt', experience: 'Kinh nghiệm làm việc', education: 'Học vấn', skills: 'Kỹ năng',
      languages: 'Ngoại ngữ', projects: 'Dự án', awards: 'Giải thưởng', certifications: 'Chứng chỉ',
      publications: 'Ấn phẩm', volunteer: 'Hoạt động tình nguyện', interests: 'Sở thích', references: 'Người tham chiếu',
      profiles: 'Hồ sơ',
    },
    present: 'Hiện tại',
    ongoing: ['nay', 'hiện nay'],
    words: ['và', 'của', 'các', 'trong', 'với', 'cho', 'là', 'những', 'được', 'có', 'một'],
    letters: 'ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ',
  },
  ar: {
    name: 'Arabic',
    headings: {
      summary: 'نبذة', experience: 'الخبرة العملية', education: 'التعليم', skills: 'المهارات', languages: 'اللغات',
      projects: 'المشاريع', awards: 'الجوائز', certifications: 'الشهادات', publications: 'المنشورات',
      volunteer: 'العمل التطوعي', interests: 'الاهتمامات', references: 'المراجع', profiles: 'الملفات الشخصية',
    },
    present: 'حتى الآن',
    ongoing: ['الآن', 'حاليا', 'حاليًا'],
    direction: 'rtl',
  },
  fa: {
    name: 'Persian',
    headings: {
      summary: 'خلاصه', experience: 'سوابق کاری', education: 'تحصیلات', skills: 'مهارت‌ها', languages: 'زبان‌ها',
      projects: 'پروژه‌ها', awards: 'جوایز', certifications: 'گواهینامه‌ها', publications: 'انتشارات',
      volunteer: 'فعالیت داوطلبانه', interests: 'علاقه‌مندی‌ها', references: 'معرف‌ها', profiles: 'پروفایل‌ها',
    },
    present: 'اکنون',
    ongoing: ['تاکنون', 'تا کنون', 'حال'],
    intl: 'fa-u-ca-gregory-nu-latn',
    letters: 'پچژگکی',
    direction: 'rtl',
  },
  he: {
    name: 'Hebrew',
    headings: {
      summary: 'תקציר', experience: 'ניסיון תעסוקתי', education: 'השכלה', skills: 'כישורים', languages: 'שפות',
      projects: 'פרויקטים', awards: 'פרסים', certifications: 'הסמכות', publications: 'פרסומים',
      volunteer: 'התנדבות', interests: 'תחומי עניין', references: 'ממליצים', profiles: 'פרופילים',
    },
    present: 'היום',
    ongoing: ['עד היום', 'כיום'],
    direction: 'rtl',
  },
  hi: {
    name: 'Hindi',
    headings: {
      summary: 'सारांश', experience: 'कार्य अनुभव', education: 'शिक्षा', skills: 'कौशल', languages: 'भाषाएँ',
      projects: 'परियोजनाएँ', awards: 'पुरस्कार', certifications: 'प्रमाणपत्र', publications: 'प्रकाशन',
      volunteer: 'स्वयंसेवा', interests: 'रुचियाँ', references: 'संदर्भ', profiles: 'प्रोफ़ाइल',
    },
    present: 'वर्तमान',
    ongoing: ['अब तक', 'अभी'],
  },
  th: {
    name: 'Thai',
    headings: {
      summary: 'สรุป', experience: 'ประสบการณ์ทำงาน', education: 'การศึกษา', skills: 'ทักษะ', languages: 'ภาษา',
      projects: 'โครงการ', awards: 'รางวัล', certifications: 'ใบรับรอง', publications: 'ผลงานตีพิมพ์',
      volunteer: 'งานอาสาสมัคร', interests: 'ความสนใจ', references: 'บุคคลอ้างอิง', profiles: 'โปรไฟล์',
    },
    present: 'ปัจจุบัน',
    ongoing: ['จนถึงปัจจุบัน'],
    intl: 'th-u-ca-gregory',
  },
}
