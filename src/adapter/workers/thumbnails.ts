/**
 * @module
 * Template thumbnails in the serverless builds: rendered by the build on Node (scripts/build.ts)
 * and shipped as bytes (a Data module on Workers, inlined on Lambda), so the functions serve bytes
 * and never render them. The builds resolve the templates function's import of the render library
 * to this module (same `renderThumbnail`).
 */
import thumbnails from 'virtual:thumbnails'
import { RequestError } from '../../lib/http/errors.js'
import { findTemplate } from '../../templates/catalog.js'

export async function renderThumbnail(templateId: string): Promise<{ png: Uint8Array; etag: string }> {
  const thumbnail = thumbnails[findTemplate(templateId)?.id ?? '']
  if (!thumbnail) throw new RequestError(404, `Unknown template: ${templateId}`)
  // A copy: the response must not hand out the module's own bytes.
  return { png: new Uint8Array(thumbnail.png), etag: thumbnail.etag }
}
