import { describe, expect, it } from 'vitest'
import { RENDER_ROUTES } from './render-routes.js'

describe('RENDER_ROUTES', () => {
  it('queues every route that renders, shared links included', () => {
    for (const path of ['/api/render/pdf', '/api/render/preview', '/api/resumes/export/pdf', '/api/templates/onyx/thumbnail', '/s/AbC_-1', '/s/AbC_-1/preview/0']) {
      expect(RENDER_ROUTES.test(path), path).toBe(true)
    }
  })

  it('leaves routes that do not render alone', () => {
    for (const path of ['/s/AbC_-1/resume.json', '/api/resumes', '/api/resumes/export', '/api/account/export', '/api/templates', '/health']) {
      expect(RENDER_ROUTES.test(path), path).toBe(false)
    }
  })
})
