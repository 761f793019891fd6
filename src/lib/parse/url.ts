/**
 * @module
 * Links in imported documents. Threat: a `javascript:` or `file:` URL that a renderer or a
 * browser would follow. Defence: only http(s) survives; anything else becomes empty instead of
 * failing the import. A bare domain ("example.com/me", common in real exports) gains https://.
 */

const HTTP = /^https?:\/\/[^\s]+$/i
const BARE_DOMAIN = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#][^\s]*)?$/i

export function safeHref(value: string): string {
  const url = value.trim()
  if (HTTP.test(url)) return url
  if (BARE_DOMAIN.test(url)) return `https://${url}`
  return ''
}
