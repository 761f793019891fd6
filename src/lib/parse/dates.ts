/**
 * @module
 * Source formats store dates as ISO strings ("2019-03-01", "2019-03", "2019"), and hand-written
 * files in every other common form ("03/2019", "2019/3", "March 2019", "Mar. 2019", "2019.03",
 * "2019年3月"). ResumeData holds free text in one canonical English form ("Mar 2019 - Present"),
 * which templates print in the resume's language (src/lib/i18n). Anything else is kept as written.
 */
import { ONGOING_WORDS } from '../i18n/index.js'

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const ISO = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2})?)?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/
/** "Present" in any language of src/lib/i18n/locales.ts, and "...". */
const ONGOING = new Set(['present', '...', '…', ...ONGOING_WORDS.map((w) => w.toLowerCase())])
/**
 * "2019/03", "2019.3", "2019/03/15", "2019年3月". 年 月 日 are escaped (\u5e74 \u6708 \u65e5): the Node
 * bundle stays ASCII (scripts/build-node.ts).
 */
const YEAR_FIRST = /^(\d{4})\s*[/.\u5e74]\s*(\d{1,2})(?:\s*[/.\u6708]\s*(?:\d{1,2}\s*\u65e5?)?|\s*\u6708)?$/
/** "03/2019", "3.2019", "15/03/2019" (day first when it cannot be a month, else month first). */
const YEAR_LAST = /^(\d{1,2})[/.-](?:(\d{1,2})[/.-])?(\d{4})$/
/** "March 2019", "Mar. 2019", "mar 2019", "March, 2019", "15 March 2019", "March 15, 2019". */
const NAMED = /^(?:\d{1,2}\s+)?([a-z]{3,9})\.?,?\s+(?:\d{1,2},\s*)?(\d{4})$/i
/** "2019 March". */
const NAMED_AFTER = /^(\d{4})\s+([a-z]{3,9})\.?$/i

function monthOfName(name: string): number | undefined {
  const lower = name.toLowerCase()
  const index = MONTHS.findIndex((m) => lower.startsWith(m.toLowerCase()) && 'january february march april may june july august september october november december'.includes(lower))
  return index >= 0 ? index + 1 : undefined
}

const canonical = (year: string, month: number | undefined): string =>
  month !== undefined && month >= 1 && month <= 12 ? `${MONTHS[month - 1]} ${year}` : year

/** "2019-03-01", "03/2019", "March 2019" -> "Mar 2019"; "2019" -> "2019"; other text unchanged. */
export function formatDate(value: string): string {
  const text = value.trim()
  if (ONGOING.has(text.toLowerCase())) return 'Present'
  let m = ISO.exec(text)
  if (m) return canonical(m[1]!, m[2] ? Number(m[2]) : undefined)
  if ((m = YEAR_FIRST.exec(text))) return canonical(m[1]!, Number(m[2]))
  if ((m = YEAR_LAST.exec(text))) {
    const [a, b] = [Number(m[1]), m[2] ? Number(m[2]) : undefined]
    const month = b === undefined ? a : a > 12 ? b : a
    if (month >= 1 && month <= 12) return canonical(m[3]!, month)
    return text
  }
  if ((m = NAMED.exec(text))) {
    const month = monthOfName(m[1]!)
    if (month) return canonical(m[2]!, month)
  }
  if ((m = NAMED_AFTER.exec(text))) {
    const month = monthOfName(m[2]!)
    if (month) return canonical(m[1]!, month)
  }
  return text
}

/**
 * "Jan 2019 - Present" from a start and an end. Without an end, an open range reads "Present"
 * (a current job); a closed one (a certificate's expiry) is just the start.
 */
export function dateRange(start: string, end: string, { open = true } = {}): string {
  const from = formatDate(start)
  const to = formatDate(end)
  if (from === '') return to
  if (to === '') return open ? `${from} - Present` : from
  return from === to ? from : `${from} - ${to}`
}
