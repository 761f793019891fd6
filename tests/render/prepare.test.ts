/**
 * `npm start` calls prepareRendering before it listens (src/server.ts): HarfBuzz loads from then
 * on, not from the first render, whose layout would otherwise shape its words a second time.
 */
import { expect, it, vi } from 'vitest'
import { harfBuzzLoaded } from '../../src/lib/render/harfbuzz.js'
import { prepareRendering } from '../../src/lib/render/index.js'

it('loads HarfBuzz without waiting for a render', async () => {
  expect(harfBuzzLoaded()).toBe(false)
  prepareRendering()
  await vi.waitFor(() => expect(harfBuzzLoaded()).toBe(true), { timeout: 10_000 })
})
