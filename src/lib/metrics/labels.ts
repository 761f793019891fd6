import { TEMPLATES } from '../../templates/catalog.js'

const ids = new Set(TEMPLATES.map((t) => t.id))

/** A template id as a metric label: catalogue ids only, so request input cannot add label values. */
export const renderTemplateLabel = (template: string | undefined) =>
  template && ids.has(template) ? template : 'other'
