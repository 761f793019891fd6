/**
 * @module
 * Template id -> drawing function. Three templates are drawn by their own code; the other
 * catalogue entries are drawn by the one sharing their layout mode, with their own theme, so every
 * id `GET /api/templates` lists renders.
 */
import { findTemplate, type LayoutMode } from './catalog.js'
import { azurill } from './azurill.js'
import { leafish } from './leafish.js'
import { rhyhorn } from './rhyhorn.js'
import type { Template } from './types.js'

const OWN: Record<string, Template> = { rhyhorn, azurill, leafish }
const BY_LAYOUT: Record<LayoutMode, Template> = {
  single: rhyhorn,
  'sidebar-left': azurill,
  'sidebar-right': azurill,
  'two-equal': leafish,
}

/** The drawing function for a catalogue id, or undefined for an unknown id. */
export function templateFor(id: string): Template | undefined {
  const info = findTemplate(id)
  return info && (OWN[id] ?? BY_LAYOUT[info.layout])
}

export type { Template, TemplateInput, TemplateOutput } from './types.js'
