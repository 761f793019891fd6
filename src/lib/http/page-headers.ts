/**
 * @module
 * Response headers of the page at `/`, its assets and `/docs`: the same on Node (functions/web.ts)
 * and on Workers (written into the assets' `_headers` file by scripts/build-web.ts).
 *
 * Threats: script injected through resume text (no inline script runs: `script-src 'self'`),
 * framing for clickjacking (`frame-ancestors 'none'`), MIME sniffing of uploads and assets
 * (`nosniff`), and leaks to other origins (everything is `'self'`; previews are `blob:` URLs).
 */

const policy = (styles: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles}`,
    "img-src 'self' blob: data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

const common = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }

/**
 * Styles may be inline (never scripts): CodeMirror and Swagger UI add `<style>` elements at run
 * time, and a nonce cannot be given to static assets served by Cloudflare as they are.
 */
const CSP = policy("'self' 'unsafe-inline'")

/** The page and `/docs`: revalidated on every load, so a new build is picked up at once. */
export const PAGE_HEADERS = { ...common, 'Content-Security-Policy': CSP, 'Cache-Control': 'no-cache' }
export const DOCS_HEADERS = PAGE_HEADERS

/** Hashed asset names change with their content: cached for a year, never revalidated. */
export const ASSET_HEADERS = { ...PAGE_HEADERS, 'Cache-Control': 'public, max-age=31536000, immutable' }
