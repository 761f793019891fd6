import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PNG } from 'pngjs'
import satori from 'satori'
import { fontFaces } from '../../../src/lib/render/fonts/index.js'
import type { Block, Link, PagedDocument } from '../../../src/lib/render/page.js'

/** A Satori element, as templates build them. */
export const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}) => ({
  type,
  props: { style, children, ...props },
})

/** Lays an element out with Satori exactly as the layout stage does (embedFont: false, links from nodes). */
export async function satoriBlock(element: unknown, width: number, family = 'Inter', cjk: string[] = []): Promise<Block> {
  const links: Link[] = []
  const fonts = fontFaces(family, cjk).map((f) => ({ name: f.name, weight: f.weight, style: f.style, data: f.data as Buffer }))
  const svg = await satori(element as Parameters<typeof satori>[0], {
    width,
    fonts,
    embedFont: false,
    onNodeDetected: (node) => {
      const href = (node.props as { href?: unknown }).href
      if (typeof href === 'string') links.push({ x: node.left, y: node.top, width: node.width, height: node.height, href })
    },
  })
  const height = Number(/^<svg width="[\d.]+" height="([\d.]+)"/.exec(svg)?.[1] ?? 0)
  return { key: `test-${Math.random()}`, width, height, svg, links }
}

/** A one-page document holding blocks stacked from the top-left margin. */
export function pageOf(blocks: Block[], family = 'Inter', size = { width: 595.28, height: 841.89 }): PagedDocument {
  let y = 36
  const placed = blocks.map((block) => {
    const p = { block, x: 36, y, clipTop: 0, clipBottom: block.height }
    y += block.height + 8
    return p
  })
  return {
    title: 'Test Title',
    author: 'Test Author',
    subject: 'Test Subject',
    fontFamilies: family === 'Noto Sans' ? ['Noto Sans'] : [family, 'Noto Sans'],
    pages: [{ ...size, background: '#ffffff', backdrops: [], blocks: placed }],
  }
}

/** Runs a poppler tool on PDF bytes; returns stdout and stderr. */
export function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', bytes: Uint8Array, args: string[] = []): { stdout: string; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, bytes)
    const out = tool === 'pdftotext' ? [file, '-'] : [file]
    const result = spawnSync(tool, [...args, ...out], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr}`)
    return { stdout: result.stdout, stderr: result.stderr }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Page 1 of a PDF rasterised by pdftoppm at `dpi` (144 = 2 px per point), decoded. */
export function rasterise(bytes: Uint8Array, dpi = 144): PNG {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-test-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, bytes)
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-aa', 'yes', '-aaVector', 'yes', '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')])
    return PNG.sync.read(readFileSync(join(dir, 'page.png')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Pixels darker than mid-grey inside a box (pixel coordinates), i.e. ink. */
export function ink(png: PNG, box = { x: 0, y: 0, width: png.width, height: png.height }): number {
  let count = 0
  for (let y = box.y; y < Math.min(png.height, box.y + box.height); y++) {
    for (let x = box.x; x < Math.min(png.width, box.x + box.width); x++) {
      const i = (y * png.width + x) * 4
      const lum = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!
      if (lum < 128) count++
    }
  }
  return count
}

let resvgReady: Promise<void> | undefined
/** An SVG drawn by resvg-wasm at `scale` px per unit on white, with the bundled faces of a family. */
export async function resvgPng(svg: string, family: string, scale = 2): Promise<PNG> {
  const { initWasm, Resvg } = await import('@resvg/resvg-wasm')
  resvgReady ??= initWasm(readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')))
  await resvgReady
  const fontBuffers = [...new Set([...fontFaces(family), ...fontFaces('Noto Sans')].map((f) => f.data))]
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    background: '#ffffff',
    font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: family },
  })
  try {
    const rendered = resvg.render()
    try {
      return PNG.sync.read(Buffer.from(rendered.asPng()))
    } finally {
      rendered.free()
    }
  } finally {
    resvg.free()
  }
}
