/**
 * @module
 * SVG paint values (what Satori writes for CSS colors) as channels in 0..1, for both exporters.
 */

/** An RGB color with channels in 0..1 and its own alpha. */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  orange: '#ffa500',
  yellow: '#ffff00',
  purple: '#800080',
  navy: '#000080',
  teal: '#008080',
}

const cache = new Map<string, Rgba | null>()

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()` and a few names; null for none/unknown. */
export function parseColor(value: string | undefined): Rgba | null {
  if (value === undefined) return null
  let color = cache.get(value)
  if (color === undefined) {
    color = read(value.trim().toLowerCase())
    if (cache.size < 10_000) cache.set(value, color)
  }
  return color
}

function read(value: string): Rgba | null {
  if (value === 'none' || value === 'transparent' || value === '') return null
  const hex = Object.hasOwn(NAMED, value) ? NAMED[value]! : value
  if (hex.startsWith('#')) {
    const digits = hex.slice(1)
    const full =
      digits.length === 3 || digits.length === 4 ? [...digits].map((d) => d + d).join('') : digits
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(full)) return null
    const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16) / 255
    return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) : 1 }
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(value)
  if (fn) {
    const parts = fn[1]!.split(/[\s,/]+/).filter(Boolean)
    if (parts.length < 3) return null
    const channel = (part: string) =>
      part.endsWith('%') ? Number.parseFloat(part) / 100 : Number.parseFloat(part) / 255
    const alphaPart = parts[3]
    const a = alphaPart === undefined ? 1 : alphaPart.endsWith('%') ? Number.parseFloat(alphaPart) / 100 : Number.parseFloat(alphaPart)
    const color = { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a }
    return Object.values(color).every(Number.isFinite) ? clampColor(color) : null
  }
  return null
}

const clamp = (n: number) => Math.min(1, Math.max(0, n))
const clampColor = (c: Rgba): Rgba => ({ r: clamp(c.r), g: clamp(c.g), b: clamp(c.b), a: clamp(c.a) })
