/**
 * @module
 * The document language of a resume (PDF `/Lang`, XMP `dc:language`, BCP 47): `metadata.locale`
 * as the resume says it, else the language its text is written in (src/lib/i18n, the same
 * detection that picks the headings' language), else English.
 */
import { detectLanguage, resumeText } from '../i18n/index.js'
import type { ResumeData } from '../schema/index.js'

export function documentLanguage(resume: ResumeData): string {
  const declared = resume.metadata.locale.trim()
  return declared !== '' ? declared : (detectLanguage(resumeText(resume)) ?? 'en')
}
