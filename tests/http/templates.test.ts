import { describe, expect, it } from 'vitest'
import { testApp } from '../helpers/app.js'

describe('GET /api/templates', () => {
  it('lists the 12 templates in catalogue order with #rrggbb themes, rhyhorn first', async () => {
    const res = await testApp().request('/api/templates')
    expect(res.status).toBe(200)
    const list = (await res.json()) as Array<{ id: string; name: string; theme: Record<string, string> }>
    expect(list.map((t) => t.id)).toEqual([
      'rhyhorn', 'azurill', 'pikachu', 'nosepass', 'bronzor', 'chikorita',
      'ditto', 'gengar', 'glalie', 'kakuna', 'leafish', 'onyx',
    ])
    expect(list[0]).toEqual({ id: 'rhyhorn', name: 'Rhyhorn', theme: { background: '#ffffff', text: '#000000', primary: '#65a30d' } })
    for (const t of list) {
      expect(Object.keys(t.theme).sort()).toEqual(['background', 'primary', 'text'])
      for (const color of Object.values(t.theme)) expect(color).toMatch(/^#[0-9a-f]{6}$/)
    }
  })
})
