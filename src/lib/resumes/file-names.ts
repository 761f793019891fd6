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

/**
 * `Content-Disposition: inline` naming the PDF after its title (RFC 6266): an ASCII `filename` for
 * old clients, the exact name as UTF-8 in `filename*`. Header values carry no non-Latin-1 text.
 */
export function inlineDisposition(title: string): string {
  const name = pdfFileNames([title])[0]!
  const ascii = name.replace(/[^\x20-\x7e]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
