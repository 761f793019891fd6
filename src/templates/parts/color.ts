/** `#rrggbb` mixed with another: `amount` 0 gives `a`, 1 gives `b`. Solid colours, no opacity. */
export function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  let out = '#'
  for (let i = 0; i < 3; i++) {
    const v = Math.round(channel(a, i) * (1 - amount) + channel(b, i) * amount)
    out += v.toString(16).padStart(2, '0')
  }
  return out
}
