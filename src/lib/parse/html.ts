/**
 * @module
 * Plain text from foreign formats becomes the HTML that ResumeData `summary` fields hold. Text is
 * escaped: a resume that says "<script>" must print those characters, never run them.
 */

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Blank lines separate paragraphs; single line breaks stay line breaks. */
export function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** A bullet list, shaped as Reactive Resume writes it. */
export function bullets(items: string[]): string {
  if (items.length === 0) return ''
  return `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`
}

/** `<p><strong>Label:</strong> text</p>`, or nothing when the text is empty. */
export function labelled(label: string, text: string): string {
  return text === '' ? '' : `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}</p>`
}
