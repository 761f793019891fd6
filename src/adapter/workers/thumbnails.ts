/**
 * @module
 * Template thumbnails on Workers: rendered by the build on Node (scripts/build.ts) and shipped as
 * Data modules, so the edge serves bytes and never renders them. The Workers build resolves the
 * templates function's import of the render library to this module (same `renderThumbnail`).
 */
import thumbnails from 'virtual:thumbnails'
import { RequestError } from '../../lib/http/errors.js'
import { findTemplate } from '../../templates/catalog.js'

export async function renderThumbnail(templateId: string): Promise<{ png: Uint8Array; etag: string }> {
  const thumbnail = thumbnails[findTemplate(templateId)?.id ?? '']
  if (!thumbnail) throw new RequestError(404, `Unknown template: ${templateId}`)
  return { png: new Uint8Array(thumbnail.png), etag: thumbnail.etag }
}
