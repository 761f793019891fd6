/**
 * @module
 * SVG geometry as PDF path-construction operators (m, l, c, h), in the same user space: the page
 * is flipped once so SVG coordinates (origin top-left, y down) are used as they are. Arcs, which
 * Satori writes for every rounded corner, become cubic Béziers.
 */
import { n } from './content.js'

const KAPPA = 0.5522847498

/** A command letter; made once, as every token is tested (a literal is a new object each time it is evaluated). */
const COMMAND = /^[a-z]$/i

/** Operators for an SVG path `d` string; an unreadable tail ends the path where it broke. */
export function pathData(d: string): string {
  const tokens = d.match(/[a-df-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []
  const out: string[] = []
  let i = 0
  let cmd = ''
  let x = 0
  let y = 0
  let startX = 0
  let startY = 0
  // Reflection points for the smooth curve commands (S, T).
  let lastCubic: [number, number] | null = null
  let lastQuad: [number, number] | null = null
  const more = () => i < tokens.length && !COMMAND.test(tokens[i]!)
  const next = () => Number(tokens[i++])

  while (i < tokens.length) {
    if (COMMAND.test(tokens[i]!)) cmd = tokens[i++]!
    else if (!cmd) return out.join(' ')
    const rel = cmd === cmd.toLowerCase()
    const ox = rel ? x : 0
    const oy = rel ? y : 0
    const upper = cmd.toUpperCase()
    if (upper !== 'Z' && !more()) break
    let cubic: [number, number] | null = null
    let quad: [number, number] | null = null
    switch (upper) {
      case 'M':
        x = ox + next()
        y = oy + next()
        startX = x
        startY = y
        out.push(`${n(x)} ${n(y)} m`)
        // Further pairs after a moveto are implicit linetos.
        cmd = rel ? 'l' : 'L'
        break
      case 'L':
        x = ox + next()
        y = oy + next()
        out.push(`${n(x)} ${n(y)} l`)
        break
      case 'H':
        x = ox + next()
        out.push(`${n(x)} ${n(y)} l`)
        break
      case 'V':
        y = oy + next()
        out.push(`${n(x)} ${n(y)} l`)
        break
      case 'C': {
        const x1 = ox + next(), y1 = oy + next(), x2 = ox + next(), y2 = oy + next()
        x = ox + next()
        y = oy + next()
        out.push(`${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)} c`)
        cubic = [x2, y2]
        break
      }
      case 'S': {
        const [x1, y1] = lastCubic ? [2 * x - lastCubic[0], 2 * y - lastCubic[1]] : [x, y]
        const x2 = ox + next(), y2 = oy + next()
        x = ox + next()
        y = oy + next()
        out.push(`${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)} c`)
        cubic = [x2, y2]
        break
      }
      case 'Q':
      case 'T': {
        let qx: number = x
        let qy: number = y
        if (upper === 'Q') {
          qx = ox + next()
          qy = oy + next()
        } else if (lastQuad) {
          qx = 2 * x - lastQuad[0]
          qy = 2 * y - lastQuad[1]
        }
        const ex = ox + next(), ey = oy + next()
        out.push(quadratic(x, y, qx, qy, ex, ey))
        x = ex
        y = ey
        quad = [qx, qy]
        break
      }
      case 'A': {
        const rx = next(), ry = next(), rotation = next(), large = next(), sweep = next()
        const ex = ox + next(), ey = oy + next()
        out.push(arc(x, y, rx, ry, rotation, large !== 0, sweep !== 0, ex, ey))
        x = ex
        y = ey
        break
      }
      case 'Z':
        out.push('h')
        x = startX
        y = startY
        break
      default:
        return out.join(' ')
    }
    if (!Number.isFinite(x) || !Number.isFinite(y)) return ''
    lastCubic = cubic
    lastQuad = quad
  }
  return out.join(' ')
}

function quadratic(x0: number, y0: number, qx: number, qy: number, x: number, y: number): string {
  const c1x = x0 + (2 / 3) * (qx - x0), c1y = y0 + (2 / 3) * (qy - y0)
  const c2x = x + (2 / 3) * (qx - x), c2y = y + (2 / 3) * (qy - y)
  return `${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(x)} ${n(y)} c`
}

/** An elliptical arc (SVG endpoint parameterisation, spec F.6.5) as at most 4 cubic curves. */
export function arc(
  x0: number, y0: number, rxIn: number, ryIn: number, rotationDeg: number,
  large: boolean, sweep: boolean, x: number, y: number,
): string {
  if (x0 === x && y0 === y) return ''
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (rx === 0 || ry === 0) return `${n(x)} ${n(y)} l`
  const phi = (rotationDeg * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (x0 - x) / 2
  const dy = (y0 - y) / 2
  const x1p = cos * dx + sin * dy
  const y1p = -sin * dx + cos * dy
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
  if (lambda > 1) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den))
  const cxp = (coef * rx * y1p) / ry
  const cyp = (-coef * ry * x1p) / rx
  const cx = cos * cxp - sin * cyp + (x0 + x) / 2
  const cy = sin * cxp + cos * cyp + (y0 + y) / 2
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    return a
  }
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  const segments = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-7))
  const step = delta / segments
  const t = (4 / 3) * Math.tan(step / 4)
  const point = (a: number, dist = 0): [number, number] => {
    const px = rx * (Math.cos(a) - dist * Math.sin(a))
    const py = ry * (Math.sin(a) + dist * Math.cos(a))
    return [cos * px - sin * py + cx, sin * px + cos * py + cy]
  }
  const out: string[] = []
  for (let s = 0; s < segments; s++) {
    const a1 = theta1 + s * step
    const a2 = a1 + step
    const [c1x, c1y] = point(a1, t)
    const [c2x, c2y] = point(a2, -t)
    const [ex, ey] = s === segments - 1 ? [x, y] : point(a2)
    out.push(`${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(ex)} ${n(ey)} c`)
  }
  return out.join(' ')
}

/** A rectangle, with rounded corners when rx/ry are set (as SVG clamps them: at most half a side). */
export function rect(x: number, y: number, w: number, h: number, rxIn = 0, ryIn = rxIn): string {
  const rx = Math.min(Math.max(0, rxIn || ryIn), w / 2)
  const ry = Math.min(Math.max(0, ryIn || rxIn), h / 2)
  if (rx === 0 || ry === 0) return `${n(x)} ${n(y)} ${n(w)} ${n(h)} re`
  const kx = rx * KAPPA
  const ky = ry * KAPPA
  const r = x + w
  const b = y + h
  return [
    `${n(x + rx)} ${n(y)} m`,
    `${n(r - rx)} ${n(y)} l`,
    `${n(r - rx + kx)} ${n(y)} ${n(r)} ${n(y + ry - ky)} ${n(r)} ${n(y + ry)} c`,
    `${n(r)} ${n(b - ry)} l`,
    `${n(r)} ${n(b - ry + ky)} ${n(r - rx + kx)} ${n(b)} ${n(r - rx)} ${n(b)} c`,
    `${n(x + rx)} ${n(b)} l`,
    `${n(x + rx - kx)} ${n(b)} ${n(x)} ${n(b - ry + ky)} ${n(x)} ${n(b - ry)} c`,
    `${n(x)} ${n(y + ry)} l`,
    `${n(x)} ${n(y + ry - ky)} ${n(x + rx - kx)} ${n(y)} ${n(x + rx)} ${n(y)} c`,
    'h',
  ].join(' ')
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  if (rx <= 0 || ry <= 0) return ''
  return rect(cx - rx, cy - ry, 2 * rx, 2 * ry, rx, ry)
}

/** A polyline or polygon from an SVG `points` list. */
export function points(list: string, close: boolean): string {
  const values = (list.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number)
  const out: string[] = []
  for (let i = 0; i + 1 < values.length; i += 2) {
    out.push(`${n(values[i]!)} ${n(values[i + 1]!)} ${i === 0 ? 'm' : 'l'}`)
  }
  if (close && out.length > 0) out.push('h')
  return out.join(' ')
}

/** An SVG `transform` list as one matrix [a b c d e f]; null when absent, empty or unreadable. */
export function parseTransform(value: string | undefined): number[] | null {
  if (!value) return null
  let m = [1, 0, 0, 1, 0, 0]
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g
  let found = false
  for (let match = re.exec(value); match; match = re.exec(value)) {
    const args = match[2]!.split(/[\s,]+/).filter(Boolean).map(Number)
    if (args.some((a) => !Number.isFinite(a))) return null
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args
    let t: number[]
    switch (match[1]) {
      case 'matrix':
        t = args.length === 6 ? [a, b, c, d, e, f] : [1, 0, 0, 1, 0, 0]
        break
      case 'translate':
        t = [1, 0, 0, 1, a, args.length > 1 ? b : 0]
        break
      case 'scale':
        t = [a, 0, 0, args.length > 1 ? b : a, 0, 0]
        break
      case 'rotate': {
        const r = (a * Math.PI) / 180
        const [cos, sin] = [Math.cos(r), Math.sin(r)]
        t = [cos, sin, -sin, cos, 0, 0]
        if (args.length === 3) t = multiply(multiply([1, 0, 0, 1, b, c], t), [1, 0, 0, 1, -b, -c])
        break
      }
      case 'skewX':
        t = [1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0]
        break
      default:
        t = [1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0]
    }
    m = multiply(m, t)
    found = true
  }
  return found ? m : null
}

/** The matrix that applies `inner` first, then `outer` (SVG list order: outer listed first). */
function multiply(outer: number[], inner: number[]): number[] {
  const [a1, b1, c1, d1, e1, f1] = outer as [number, number, number, number, number, number]
  const [a2, b2, c2, d2, e2, f2] = inner as [number, number, number, number, number, number]
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ]
}
