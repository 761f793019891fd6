/**
 * Stands in for codemirror-json-schema's Markdown renderer (markdown-it plus Shiki, about 450 KB
 * of the bundle) at build time: schema descriptions and error messages are shown as escaped text.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function renderMarkdown(markdown: string): string {
  return markdown.replace(/[&<>"']/g, (c) => ESCAPES[c]!).replace(/`([^`]*)`/g, '<code>$1</code>')
}
