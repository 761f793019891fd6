/**
 * @module
 * The language a parsed resume declares (JSON Resume `meta.language`, Reactive Resume v3
 * `metadata.locale`), else the one its text is written in, as `metadata.locale`.
 */
import { detectLanguage, resolveLocale, resumeText } from '../i18n/index.js'
import type { ResumeData } from '../schema/index.js'
import type { Warnings } from './warnings.js'

const TAG = /^[a-zA-Z]{2,3}(?:[-_][a-zA-Z0-9]{2,8})*$/

/**
 * `resume` with `metadata.locale` set. A declared tag is kept as written when it is a language
 * tag (an unknown language draws in English); anything else is reported and detection decides.
 */
export function withLocale(resume: ResumeData, declared: unknown, path: string, warnings: Warnings): ResumeData {
  if (typeof declared === 'string' && TAG.test(declared.trim())) {
    const tag = declared.trim().replace('_', '-')
    if (resolveLocale(tag) === undefined) warnings.add(path, `"${tag}" is not a language the templates speak yet: headings and dates stay in English`)
    return { ...resume, metadata: { ...resume.metadata, locale: tag } }
  }
  if (declared !== undefined && declared !== null && declared !== '') {
    warnings.add(path, 'not a language tag (such as en, zh or pt-BR): the language is detected from the text instead')
  }
  return { ...resume, metadata: { ...resume.metadata, locale: detectLanguage(resumeText(resume)) ?? '' } }
}
