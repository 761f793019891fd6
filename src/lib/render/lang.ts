/**
 * @module
 * The document language of a resume (PDF `/Lang`, BCP 47): `metadata.language` when the resume
 * says it (an extra key the schema keeps), else the script most of its letters are written in.
 * A Latin-script resume is taken as English: telling Latin-script languages apart from a few
 * hundred words is guesswork, and a wrong guess misleads a screen reader more than the default.
 */

const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u3040-\u30ff\u31f0-\u31ff]/gu, 'ja'],
  [/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/gu, 'ko'],
  [/[\u3400-\u4dbf\u4e00-\u9fff]/gu, 'zh'],
  [/[\u0600-\u06ff\u0750-\u077f]/gu, 'ar'],
  [/[\u0590-\u05ff]/gu, 'he'],
  [/[\u0400-\u04ff]/gu, 'ru'],
  [/[\u0370-\u03ff]/gu, 'el'],
  [/[\u0e00-\u0e7f]/gu, 'th'],
  [/[\u0900-\u097f]/gu, 'hi'],
]

const BCP47 = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

/** Fields that are not prose: their Latin letters say nothing about the language. */
const NOT_PROSE = new Set(['id', 'url', 'href', 'email', 'phone', 'picture', 'icon', 'network'])
const LINK = /^(https?:|mailto:|data:)/i

/**
 * The prose of a resume (or any part of it), joined: keys, links, ids and the default names of
 * empty sections are left out, since they are English whatever language the resume is in.
 */
export function textOf(value: unknown): string {
  const out: string[] = []
  collect(value, out)
  return out.join(' ')
}

function collect(value: unknown, out: string[]): void {
  if (typeof value === 'string') {
    if (!LINK.test(value)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, out)
  } else if (typeof value === 'object' && value !== null) {
    const section = value as { items?: unknown; content?: unknown }
    if (Array.isArray(section.items) && section.items.length === 0 && !section.content) return
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) collect(item, out)
  }
}

/** `language` from the resume's metadata when it is a language tag, else a guess from `text`. */
export function documentLanguage(metadata: object, text: string): string {
  const declared = (metadata as { language?: unknown }).language
  if (typeof declared === 'string' && BCP47.test(declared)) return declared
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  if (letters === 0) return 'en'
  let best = 'en'
  let bestCount = 0
  for (const [pattern, lang] of SCRIPTS) {
    const count = text.match(pattern)?.length ?? 0
    if (count > bestCount) [best, bestCount] = [lang, count]
  }
  // Japanese writes with kanji too: any kana makes Han-heavy text Japanese.
  if (best === 'zh' && /[\u3040-\u30ff]/u.test(text)) best = 'ja'
  return bestCount * 3 >= letters ? best : 'en'
}
