/**
 * @module
 * Skill and language levels arrive as words ("Master", "Native speaker", "B2", LinkedIn's
 * "Full professional proficiency") or numbers on other scales; ResumeData wants 0..5.
 */

const WORDS: Array<[RegExp, number]> = [
  [/native|bilingual|mother|master|expert|fluent|\bc2\b/i, 5],
  [/full professional|advanced|proficient|\bc1\b/i, 4],
  [/professional working|intermediate|competent|skilled|experienced|\bb[12]\b/i, 3],
  [/limited working|basic|\ba2\b/i, 2],
  [/elementary|beginner|novice|\ba1\b/i, 1],
]

/** A level word to 0..5 (0 when unknown). */
export function levelFromText(text: string): number {
  const number = Number(text)
  if (text !== '' && Number.isFinite(number)) return clampLevel(number)
  return WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 0
}

export const clampLevel = (level: number): number =>
  Number.isFinite(level) ? Math.min(5, Math.max(0, Math.round(level))) : 0
