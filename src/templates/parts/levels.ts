/**
 * @module
 * Level indicators for skills and languages (level 1..5; 0 draws nothing). `levelMeter` in kit.ts
 * is the segmented bar; these are the other two looks templates choose from.
 */
import { h, type Element } from '../element.js'
import type { Kit } from './kit.js'

/** Five round dots, the first `level` filled. */
export function levelDots(k: Kit, level: number): Element | null {
  if (level <= 0) return null
  const d = k.size.body * 0.5
  return h('div', { display: 'flex', flexDirection: 'row', flexShrink: 0, gap: d * 0.6 }, [1, 2, 3, 4, 5].map((i) =>
    h('div', { display: 'flex', width: d, height: d, borderRadius: d, backgroundColor: i <= level ? k.theme.primary : k.faint }),
  ))
}

/** One continuous bar, four body sizes long, filled to level / 5. */
export function levelBar(k: Kit, level: number): Element | null {
  if (level <= 0) return null
  const t = k.size.body * 0.3
  return h('div', { display: 'flex', flexShrink: 0, width: k.size.body * 4, height: t, borderRadius: t, backgroundColor: k.faint }, [
    h('div', { display: 'flex', width: `${(Math.min(level, 5) / 5) * 100}%`, height: t, borderRadius: t, backgroundColor: k.theme.primary }),
  ])
}
