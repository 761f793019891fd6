/**
 * @module
 * esbuild plugins of the deploy build: they keep each function's bundle to what its route group
 * needs and serve, on Workers, what the render library reads from npm packages on Node.
 */
import type { Plugin } from 'esbuild'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { builtinModules, createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { FONT_FILES } from '../src/lib/render/fonts/index.js'

export const root = resolve(import.meta.dirname, '..')
const require = createRequire(join(root, 'package.json'))
const appFile = join(root, 'src', 'app.ts')

/**
 * src/app.ts imports every function (the Node server mounts them all); a per-group bundle gets an
 * empty function app for every other group instead, so the health bundle carries no renderer.
 */
export const onlyGroups = (groups: readonly string[]): Plugin => ({
  name: 'only-groups',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/functions\/[a-z-]+\.js$/ }, (args) => {
      if (args.importer !== appFile) return undefined
      const group = /functions\/([a-z-]+)\.js$/.exec(args.path)![1]!
      return groups.includes(group) ? undefined : { path: group, namespace: 'other-group' }
    })
    b.onLoad({ filter: /.*/, namespace: 'other-group' }, () => ({
      contents: `import { functionApp } from ${JSON.stringify(join(root, 'src/lib/http/openapi.ts'))}\nexport default functionApp()\n`,
      resolveDir: root,
      loader: 'ts',
    }))
  },
})

/** Every font file the render library may read, by the package path it resolves it with; the `sliced` ones (CJK, symbols) only with `sliced`. */
export function fontFiles({ sliced }: { sliced: boolean }): Map<string, string> {
  return new Map(FONT_FILES.filter((f) => sliced || !f.sliced).map((f) => [f.file, require.resolve(f.file)]))
}

/**
 * Renders every template's thumbnail on Node into `generatedDir` and resolves the templates
 * function's import of the render library to src/adapter/workers/thumbnails.ts, which serves those
 * bytes: the edge never renders a thumbnail, and the templates Worker carries no renderer.
 */
export const prebuiltThumbnails = (generatedDir: string): Plugin => ({
  name: 'prebuilt-thumbnails',
  setup(b) {
    const table = join(generatedDir, 'thumbnails.js')
    const templatesFunction = join(root, 'functions', 'templates.ts')
    b.onStart(async () => {
      const { renderThumbnail } = await import('../src/lib/render/index.js')
      const { TEMPLATES } = await import('../src/templates/catalog.js')
      await mkdir(generatedDir, { recursive: true })
      const imports: string[] = []
      const entries: string[] = []
      for (const [i, { id }] of TEMPLATES.entries()) {
        const { png, etag } = await renderThumbnail(id)
        await writeFile(join(generatedDir, `${id}.png`), png)
        imports.push(`import t${i} from './${id}.png'`)
        entries.push(`  ${JSON.stringify(id)}: { png: t${i}, etag: ${JSON.stringify(etag)} },`)
      }
      const lines = [...imports, 'export default {', ...entries, '}']
      await writeFile(table, lines.join('\n') + '\n')
    })
    b.onResolve({ filter: /\/lib\/render\/index\.js$/ }, (args) =>
      args.importer === templatesFunction ? { path: join(root, 'src/adapter/workers/thumbnails.ts') } : undefined,
    )
    b.onResolve({ filter: /^virtual:thumbnails$/ }, () => ({ path: table }))
  },
})

/** The sRGB ICC profile of the PDF output intent (src/lib/render/pdf/icc.ts). */
export const SRGB_ICC = 'pdfkit/js/data/sRGB_IEC61966_2_1.icc'

/** A package file's path; past `exports` maps that do not list data files (pdfkit's). */
export const packageFile = (file: string): string => {
  try {
    return require.resolve(file)
  } catch {
    return join(root, 'node_modules', file)
  }
}

export const RESVG_WASM = '@resvg/resvg-wasm/index_bg.wasm'
/** The wasm files the render library reads at run time: resvg, and HarfBuzz for shaping PDF and PNG text. */
export const RENDER_WASM = [RESVG_WASM, 'harfbuzzjs/hb.wasm']

/**
 * On Workers, the render library's `node:fs`, `node:fs/promises` and `node:module` imports resolve
 * to src/adapter/workers/bundled-files.ts, which serves the fonts as Data modules and the wasm of
 * resvg and HarfBuzz as CompiledWasm modules, from a table this plugin writes into `generatedDir`.
 */
export const renderFiles = (generatedDir: string, fontSlices?: string): Plugin => ({
  name: 'render-files',
  setup(b) {
    const renderDir = join(root, 'src', 'lib', 'render') + '/'
    const table = join(generatedDir, 'bundled-files.js')
    b.onStart(async () => {
      const entries = [
        ...fontFiles({ sliced: false }),
        ...[...RENDER_WASM, SRGB_ICC].map((file) => [file, packageFile(file)] as const),
      ]
      // The list of the font slices (the slices themselves are static assets), inlined as bytes.
      const manifest = fontSlices ? await readFile(join(fontSlices, 'manifest.json'), 'utf8') : undefined
      await mkdir(generatedDir, { recursive: true })
      await writeFile(
        table,
        entries.map(([, file], i) => `import f${i} from ${JSON.stringify(file)}\n`).join('') +
          `export default {\n${entries.map(([name], i) => `  ${JSON.stringify(name)}: f${i},\n`).join('')}` +
          (manifest ? `  "font-slices/manifest.json": new TextEncoder().encode(${JSON.stringify(manifest)}).buffer,\n` : '') +
          '}\n',
      )
    })
    b.onResolve({ filter: /^node:(fs|fs\/promises|module)$/ }, (args) =>
      args.importer.startsWith(renderDir) ? { path: join(root, 'src/adapter/workers/bundled-files.ts') } : undefined,
    )
    b.onResolve({ filter: /^virtual:bundled-files$/ }, () => ({ path: table }))
  },
})

/**
 * HarfBuzz's emscripten glue (harfbuzzjs/hb.js) reads `__dirname` when it thinks it runs on Node,
 * which an ES module bundle (Lambda) and workerd (nodejs_compat sets process.versions.node) lack.
 * It never uses the value: the render library hands it the wasm itself (src/lib/render/harfbuzz.ts).
 */
export const harfbuzzGlue: Plugin = {
  name: 'harfbuzz-glue',
  setup(b) {
    b.onLoad({ filter: /harfbuzzjs[\\/]hb\.js$/ }, async (args) => ({
      contents: `var __dirname = '/';\n${await readFile(args.path, 'utf8')}`,
      loader: 'js',
    }))
  },
}

const builtins = new Set(builtinModules.filter((m) => !m.startsWith('_')))

/**
 * Node built-ins on Workers (`nodejs_compat`): workerd serves them as `node:` ES modules, but the
 * CommonJS dependencies (pg, prom-client) `require` them by name, which an ES module cannot do.
 * The bundle leaves them external; `requireShim` then prepends one import per built-in it uses and
 * a module-scoped `require` that returns them (esbuild's `__require` calls whatever `require` is).
 */
export function nodeBuiltins(): { plugin: Plugin; used: Set<string> } {
  const used = new Set<string>()
  const plugin: Plugin = {
    name: 'node-builtins',
    setup(b) {
      b.onResolve({ filter: /^(node:)?[a-z_/0-9]+$/ }, (args) => {
        const name = args.path.replace(/^node:/, '')
        if (!builtins.has(name)) return undefined
        if (args.kind === 'require-call') used.add(name)
        return { path: `node:${name}`, external: true }
      })
    },
  }
  return { plugin, used }
}

export function requireShim(used: Iterable<string>): string {
  const names = [...used].sort()
  return (
    names.map((name, i) => `import * as __node${i} from 'node:${name}';`).join('\n') +
    `\nconst __builtins = {${names.map((name, i) => `'${name}': __node${i}.default ?? __node${i}`).join(', ')}};\n` +
    "const require = (id) => { const m = __builtins[id.replace(/^node:/, '')]; if (!m) throw new Error(`require(${id}): not bundled`); return m };\n"
  )
}
