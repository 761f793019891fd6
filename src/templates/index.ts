/**
 * @module
 * Template id -> drawing function, one for every id of the catalogue (`GET /api/templates`).
 */
import { findTemplate } from './catalog.js'
import { azurill } from './azurill.js'
import { bronzor } from './bronzor.js'
import { chikorita } from './chikorita.js'
import { ditto } from './ditto.js'
import { gengar } from './gengar.js'
import { glalie } from './glalie.js'
import { kakuna } from './kakuna.js'
import { leafish } from './leafish.js'
import { nosepass } from './nosepass.js'
import { onyx } from './onyx.js'
import { pikachu } from './pikachu.js'
import { rhyhorn } from './rhyhorn.js'
import type { Template } from './types.js'

const DRAW: Record<string, Template> = { rhyhorn, azurill, pikachu, nosepass, bronzor, chikorita, ditto, gengar, glalie, kakuna, leafish, onyx }

/** The drawing function for a catalogue id, or undefined for an unknown id. */
export function templateFor(id: string): Template | undefined {
  const info = findTemplate(id)
  return info && DRAW[info.id]
}

export type { Template, TemplateInput, TemplateOutput } from './types.js'
