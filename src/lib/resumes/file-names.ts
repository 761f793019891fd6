/**
 * @module
 * ZIP entry names from user-chosen titles. Threats: path traversal (`../`, absolute paths, `\`),
 * names Windows refuses (`CON`, `a:b`, trailing dots), control characters, and two titles that
 * would overwrite each other once extracted (also on case-insensitive file systems).
 */
const UNSAFE = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i
const MAX_BASE = 100

function safeBase(title: string): string {
  const base = title
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_BASE)
    .trim()
  if (base === '' || /^_+$/.test(base)) return 'resume'
  return RESERVED.test(base) ? `${base}_` : base
}

/** One `<title>.pdf` per title, in order; repeats become `<title> (2).pdf`, `<title> (3).pdf`. */
export function pdfFileNames(titles: readonly string[]): string[] {
  const taken = new Set<string>()
  return titles.map((title) => {
    const base = safeBase(title)
    let name = `${base}.pdf`
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n}).pdf`
    taken.add(name.toLowerCase())
    return name
  })
}
