/**
 * @module
 * The template catalogue (DESIGN.md): ids in the order `GET /api/templates` lists them, the theme
 * each starts from, and its layout mode. Renderers and the route read this one table.
 */
export type LayoutMode = 'single' | 'sidebar-left' | 'sidebar-right' | 'two-equal'

export interface Theme {
  background: string
  text: string
  primary: string
}

export interface TemplateInfo {
  id: string
  name: string
  theme: Theme
  layout: LayoutMode
  description: string
  /** The family its thumbnail is shown in when the design calls for one; a resume's own font always wins. */
  font?: string
}

const entry = (
  id: string,
  text: string,
  primary: string,
  layout: LayoutMode,
  description: string,
  font?: string,
): TemplateInfo => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  theme: { background: '#ffffff', text, primary },
  layout,
  description,
  ...(font ? { font } : {}),
})

export const TEMPLATES: readonly TemplateInfo[] = [
  entry('rhyhorn', '#000000', '#65a30d', 'single', 'Single column, header left'),
  entry('azurill', '#1f2937', '#d97706', 'sidebar-left', 'Sidebar left, header centered'),
  entry('pikachu', '#1c1917', '#ca8a04', 'sidebar-left', 'Sidebar left with photo and contact, accent header block'),
  entry('nosepass', '#1f2937', '#3b82f6', 'single', 'Single column, serif, Europass-like header', 'IBM Plex Serif'),
  entry('bronzor', '#1f2937', '#0891b2', 'single', 'Single column, centered header, headings in a left label column'),
  entry('chikorita', '#166534', '#16a34a', 'sidebar-right', 'Sidebar right, tinted'),
  entry('ditto', '#1f2937', '#0891b2', 'sidebar-left', 'Full-width accent banner, sidebar left'),
  entry('gengar', '#1f2937', '#67b8c8', 'sidebar-left', 'Sidebar left carrying the header on an accent block'),
  entry('glalie', '#0f172a', '#14b8a6', 'sidebar-left', 'Tinted sidebar left, centered header, contact box'),
  entry('kakuna', '#422006', '#78716c', 'single', 'Single column, centered, boxed name'),
  entry('leafish', '#1f2937', '#9f1239', 'two-equal', 'Banner header, two equal columns'),
  entry('onyx', '#111827', '#dc2626', 'single', 'Single column, ATS-safe (no columns)'),
]

const byId = new Map(TEMPLATES.map((t) => [t.id, t]))

export const findTemplate = (id: string): TemplateInfo | undefined => byId.get(id)
