import type { Context } from 'hono'
import type { AppEnv } from '../http/env.js'
import { renderTemplateLabel } from './labels.js'

/** The template a render uses, as the render library resolves it: request, then metadata, then rhyhorn. */
const templateOf = (template: string | undefined, resume: Record<string, unknown>) =>
  template ?? (resume.metadata as { template?: unknown } | undefined)?.template ?? 'rhyhorn'

/**
 * Runs a render and, when it succeeds, records its duration and pages by format and template.
 * Failed renders (400, 422, 503) show up in the request metrics instead.
 *
 * @example
 * ```ts
 * const { bytes } = await timedRender(c, 'pdf', template, resume, () => renderPdf(resume), (r) => r.pages)
 * ```
 */
export async function timedRender<T>(
  c: Context<AppEnv>,
  format: 'pdf' | 'png',
  template: string | undefined,
  resume: Record<string, unknown>,
  render: () => Promise<T>,
  pages: (result: T) => number,
): Promise<T> {
  const start = performance.now()
  const result = await render()
  const label = templateOf(template, resume)
  c.var.services.metrics?.observeRender(
    { format, template: renderTemplateLabel(typeof label === 'string' ? label : undefined) },
    (performance.now() - start) / 1000,
    pages(result),
  )
  return result
}
