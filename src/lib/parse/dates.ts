/**
 * @module
 * Source formats store dates as ISO strings ("2019-03-01", "2019-03", "2019"); ResumeData holds
 * free text ("Mar 2019 - Present"). Anything that is not ISO is kept as written.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const ISO = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2})?)?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/
const ONGOING = /^(present|current|now|ongoing|today)$/i

/** "2019-03-01" -> "Mar 2019", "2019" -> "2019"; other text unchanged. */
export function formatDate(value: string): string {
  const text = value.trim()
  const match = ISO.exec(text)
  if (!match) return ONGOING.test(text) ? 'Present' : text
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined
  return month ? `${month} ${match[1]}` : match[1]!
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
