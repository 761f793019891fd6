/**
 * @module
 * ResumeData: the service's own resume document, shaped like Reactive Resume v4 with the headline
 * named `basics.label`. Every field has a default so a partial document is completed, not rejected;
 * unknown keys are kept (an export from another tool must not fail on extra fields).
 */
import { z } from 'zod'

const text = () => z.string().default('')

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/
const LOCALE_TAG = /^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/

export const Email = z
  .string()
  .default('')
  .refine((v) => v === '' || EMAIL.test(v), 'Invalid email address')

/** Empty, or an absolute http(s) URL: anything else (javascript:, file:) must never become a link. */
export const Href = z
  .string()
  .default('')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL (expected http or https)')

export const Url = z.looseObject({ label: text(), href: Href }).prefault({})

export const Color = z.string().regex(HEX_COLOR, 'Invalid color (expected #rrggbb)')

export const Level = z
  .number()
  .int()
  .min(0, 'Expected a level from 0 to 5')
  .max(5, 'Expected a level from 0 to 5')
  .default(0)

const Keywords = z.array(z.string()).default([])

const itemBase = { id: text(), visible: z.boolean().default(true) }

export const ExperienceItem = z.looseObject({
  ...itemBase,
  company: text(),
  position: text(),
  location: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const EducationItem = z.looseObject({
  ...itemBase,
  institution: text(),
  studyType: text(),
  area: text(),
  score: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const SkillItem = z.looseObject({
  ...itemBase,
  name: text(),
  description: text(),
  level: Level,
  keywords: Keywords,
})
export const LanguageItem = z.looseObject({
  ...itemBase,
  name: text(),
  description: text(),
  level: Level,
})
export const ProfileItem = z.looseObject({
  ...itemBase,
  network: text(),
  username: text(),
  icon: text(),
  url: Url,
})
export const ProjectItem = z.looseObject({
  ...itemBase,
  name: text(),
  description: text(),
  date: text(),
  summary: text(),
  keywords: Keywords,
  url: Url,
})
export const AwardItem = z.looseObject({
  ...itemBase,
  title: text(),
  awarder: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const CertificationItem = z.looseObject({
  ...itemBase,
  name: text(),
  issuer: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const PublicationItem = z.looseObject({
  ...itemBase,
  name: text(),
  publisher: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const VolunteerItem = z.looseObject({
  ...itemBase,
  organization: text(),
  position: text(),
  location: text(),
  date: text(),
  summary: text(),
  url: Url,
})
export const ReferenceItem = z.looseObject({
  ...itemBase,
  name: text(),
  description: text(),
  summary: text(),
  url: Url,
})
export const InterestItem = z.looseObject({
  ...itemBase,
  name: text(),
  keywords: Keywords,
})
export const CustomItem = z.looseObject({
  ...itemBase,
  name: text(),
  description: text(),
  date: text(),
  location: text(),
  summary: text(),
  keywords: Keywords,
  url: Url,
})

const sectionBase = (id: string, name: string) => ({
  id: z.string().default(id),
  name: z.string().default(name),
  visible: z.boolean().default(true),
  columns: z.number().int().min(1, 'Expected 1 to 5 columns').max(5, 'Expected 1 to 5 columns').default(1),
})

const section = <T extends z.ZodType>(id: string, name: string, item: T) =>
  z.looseObject({ ...sectionBase(id, name), items: z.array(item).default([]) }).prefault({})

export const SummarySection = z
  .looseObject({ ...sectionBase('summary', 'Summary'), content: text() })
  .prefault({})

export const CustomSection = z.looseObject({
  ...sectionBase('custom', 'Custom Section'),
  items: z.array(CustomItem).default([]),
})

export const Sections = z
  .looseObject({
    summary: SummarySection,
    awards: section('awards', 'Awards', AwardItem),
    certifications: section('certifications', 'Certifications', CertificationItem),
    education: section('education', 'Education', EducationItem),
    experience: section('experience', 'Experience', ExperienceItem),
    volunteer: section('volunteer', 'Volunteering', VolunteerItem),
    interests: section('interests', 'Interests', InterestItem),
    languages: section('languages', 'Languages', LanguageItem),
    profiles: section('profiles', 'Profiles', ProfileItem),
    projects: section('projects', 'Projects', ProjectItem),
    publications: section('publications', 'Publications', PublicationItem),
    references: section('references', 'References', ReferenceItem),
    skills: section('skills', 'Skills', SkillItem),
    /** User-named sections, keyed by their id; `metadata.layout` refers to them as `custom.<id>`. */
    custom: z.record(z.string(), CustomSection).default({}),
  })
  .prefault({})

export const CustomField = z.looseObject({ id: text(), icon: text(), name: text(), value: text() })

export const Picture = z
  .looseObject({
    /** Only `data:image/(png|jpeg|webp|gif);base64,` URLs are drawn; remote URLs are never fetched. */
    url: text(),
    size: z.number().min(0).max(512).default(64),
    aspectRatio: z.number().positive().max(10).default(1),
    borderRadius: z.number().min(0).max(512).default(0),
    effects: z
      .looseObject({
        hidden: z.boolean().default(false),
        border: z.boolean().default(false),
        grayscale: z.boolean().default(false),
      })
      .prefault({}),
  })
  .prefault({})

export const Basics = z
  .looseObject({
    name: text(),
    label: text(),
    email: Email,
    phone: text(),
    location: text(),
    url: Url,
    picture: Picture,
    customFields: z.array(CustomField).default([]),
  })
  .prefault({})

export const SECTION_IDS = [
  'summary',
  'awards',
  'certifications',
  'education',
  'experience',
  'volunteer',
  'interests',
  'languages',
  'profiles',
  'projects',
  'publications',
  'references',
  'skills',
] as const
export type SectionId = (typeof SECTION_IDS)[number]

/** Reactive Resume's default placement: main column first, sidebar second, one page. */
export const DEFAULT_LAYOUT: string[][][] = [
  [
    ['profiles', 'summary', 'experience', 'education', 'projects', 'volunteer', 'references'],
    ['skills', 'interests', 'certifications', 'awards', 'publications', 'languages'],
  ],
]

export const DEFAULT_TEMPLATE = 'rhyhorn'

export const Metadata = z
  .looseObject({
    template: z.string().default(DEFAULT_TEMPLATE),
    /** pages -> columns (main, sidebar) -> section ids. */
    layout: z.array(z.array(z.array(z.string()))).default(DEFAULT_LAYOUT),
    page: z
      .looseObject({
        format: z.enum(['a4', 'letter']).default('a4'),
        /** Page margin in points. */
        margin: z.number().min(0).max(144).default(32),
      })
      .prefault({}),
    theme: z
      .looseObject({
        background: Color.default('#ffffff'),
        text: Color.default('#000000'),
        primary: Color.default('#65a30d'),
      })
      .prefault({}),
    typography: z
      .looseObject({
        font: z
          .looseObject({
            family: z.string().default('IBM Plex Sans'),
            /** Body text size in points. */
            size: z.number().min(6).max(24).default(10),
          })
          .prefault({}),
        lineHeight: z.number().min(1).max(3).default(1.25),
      })
      .prefault({}),
    /** How `summary` and `content` fields are written. */
    contentFormat: z.enum(['html', 'markdown']).default('html'),
    /**
     * The resume's language, a BCP 47 tag (`zh`, `ru`, `pt-BR`); empty means detected from its
     * text. Section headings left at their English defaults, month names and "Present" are drawn
     * in it (src/lib/i18n/locales.ts lists the languages).
     */
    locale: z
      .string()
      .default('')
      .refine((v) => v === '' || LOCALE_TAG.test(v), 'Invalid locale (expected a language tag such as zh or pt-BR)')
      .meta({ description: 'BCP 47 language tag of the resume (zh, ru, pt-BR); empty: detected from the text' }),
    /**
     * Writing direction of the layout: `auto` mirrors it (sidebar, alignment, bullets, dates)
     * when the resume is written mainly in a right-to-left script (Arabic, Hebrew, Persian...).
     */
    direction: z.enum(['auto', 'ltr', 'rtl']).default('auto'),
  })
  .prefault({})

export const ResumeData = z.looseObject({
  basics: Basics,
  sections: Sections,
  metadata: Metadata,
})

export type ResumeData = z.infer<typeof ResumeData>
/** What a client may send: every field optional. */
export type ResumeDataInput = z.input<typeof ResumeData>
export type Basics = z.infer<typeof Basics>
export type Sections = z.infer<typeof Sections>
export type Metadata = z.infer<typeof Metadata>
export type CustomSection = z.infer<typeof CustomSection>
export type CustomItem = z.infer<typeof CustomItem>
