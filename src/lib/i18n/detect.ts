/**
 * @module
 * Which language a resume is written in, from its text. The script decides first (Han, kana,
 * Hangul, Cyrillic, Arabic, Hebrew, Devanagari, Thai); Latin-script text is told apart by counting
 * each language's frequent words and own letters (locales.ts). English wins unless another
 * language is clearly ahead, so an English resume never gets foreign headings by accident.
 */
import { LOCALES } from './locales.js'

const SCRIPTS: Array<[RegExp, string]> = [
  [/[\u3040-\u30ff]/g, 'kana'],
  [/[\uac00-\ud7af\u1100-\u11ff]/g, 'hangul'],
  [/[\u4e00-\u9fff\u3400-\u4dbf]/g, 'han'],
  [/[\u0400-\u04ff]/g, 'cyrillic'],
  [/[\u0600-\u06ff\u0750-\u077f]/g, 'arabic'],
  [/[\u0590-\u05ff]/g, 'hebrew'],
  [/[\u0900-\u097f]/g, 'devanagari'],
  [/[\u0e00-\u0e7f]/g, 'thai'],
]

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
const has = (text: string, letters = '') => letters !== '' && [...letters].some((c) => text.includes(c))

/** A language code of LOCALES, or undefined when there is too little text to tell. */
export function detectLanguage(input: string): string | undefined {
  const text = input.slice(0, 20_000)
  const latin = count(text, /[A-Za-z\u00c0-\u024f\u1e00-\u1eff]/g)
  const scripts = Object.fromEntries(SCRIPTS.map(([pattern, name]) => [name, count(text, pattern)]))
  const cjk = scripts.kana! + scripts.hangul! + scripts.han!
  // One CJK character carries about as much as a Latin word of five or six letters.
  if (cjk * 6 >= latin && cjk >= 4) {
    if (scripts.kana! >= 2) return 'ja'
    if (scripts.hangul! >= scripts.han!) return 'ko'
    return 'zh'
  }
  const [script, letters] = Object.entries(scripts).filter(([name]) => !['kana', 'hangul', 'han'].includes(name)).sort((a, b) => b[1] - a[1])[0]!
  // A script decides only when most of the letters are in it: mixed text falls through to English.
  if (letters >= 10 && letters * 2 >= count(text, /\p{L}/gu)) {
    switch (script) {
      case 'cyrillic':
        return has(text, LOCALES.uk!.letters) ? 'uk' : 'ru'
      case 'arabic':
        return has(text, LOCALES.fa!.letters) ? 'fa' : 'ar'
      case 'hebrew':
        return 'he'
      case 'devanagari':
        return 'hi'
      case 'thai':
        return 'th'
    }
  }
  return latin >= 20 ? latinLanguage(text) : undefined
}

/**
 * The Latin-script language with the most frequent-word hits, a language's own letters counting
 * at most as much again; names and places ("Łódź") alone never make a language.
 */
function latinLanguage(text: string): string {
  const lower = text.toLowerCase()
  const words = lower.match(/[\p{L}']+/gu) ?? []
  const scores = Object.entries(LOCALES)
    .filter(([, data]) => data.words)
    .map(([code, data]) => {
      const frequent = new Set(data.words)
      const hits = words.filter((w) => frequent.has(w)).length
      const own = data.letters ? count(lower, new RegExp(`[${data.letters}]`, 'g')) : 0
      return { code, hits, score: hits + Math.min(own, hits) }
    })
    .sort((a, b) => b.score - a.score)
  const english = scores.find((s) => s.code === 'en')?.score ?? 0
  const best = scores[0]!
  return best.code !== 'en' && best.hits >= 3 && best.score > english * 1.5 ? best.code : 'en'
}
