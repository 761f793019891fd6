/**
 * @module
 * `resume`: the command-line twin of the core endpoints, over the same library calls.
 * JSON goes to stdout, messages and errors to stderr. Exit codes: 0 ok, 1 invalid resume,
 * 2 usage or input error.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { RequestError } from './lib/http/errors.js'
import { detectFormat, FORMATS, ParseError, parseDocument, undetectedHint, type Format } from './lib/parse/index.js'
import { parseJsonText } from './lib/parse/json.js'
import { Warnings } from './lib/parse/warnings.js'
import { validateResume } from './lib/schema/index.js'
import { TEMPLATES } from './templates/catalog.js'

class UsageError extends Error {}

interface Command {
  usage: string
  options: NonNullable<ParseArgsConfig['options']>
  run: (values: Record<string, string | boolean | undefined>, files: string[]) => Promise<number>
}

const readInput = async (file: string | undefined): Promise<Uint8Array> => {
  if (!file) throw new UsageError('missing input file (use - for standard input)')
  if (file !== '-') {
    try {
      return new Uint8Array(await readFile(file))
    } catch (error) {
      throw new ParseError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    }
  }
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}

/** The JSON of a file given as ResumeData, and its bytes (to tell what else it may be). */
const readResume = async (file: string | undefined): Promise<{ value: unknown; bytes: Uint8Array }> => {
  const bytes = await readInput(file)
  const name = file === '-' ? 'standard input' : file
  const warnings = new Warnings()
  try {
    const value = parseJsonText(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), warnings)
    for (const w of warnings.list) process.stderr.write(`warning: ${name}: ${w.message}\n`)
    return { value, bytes }
  } catch (error) {
    throw new ParseError(`${name}: not valid JSON (${(error as Error).message})`)
  }
}

/**
 * After an invalid resume: when the file has the shape of a format `resume parse` converts (a JSON
 * Resume file handed to render, say), says so. Shapes overlap (`{"basics": ...}` alone reads as
 * JSON Resume), hence "if it is".
 */
function suggestParse(file: string | undefined, bytes: Uint8Array) {
  const format = detectFormat(bytes)
  if (!format || format === 'native') return
  process.stderr.write(`hint: this reads like ${format} input; if it is, convert it first: resume parse ${file ?? '-'} > resume.json\n`)
}

const printJson = (value: unknown) => process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)

/** Where a rendered file goes: -o, else the input's name with a new extension, else stdout. */
const outputPath = (values: Record<string, unknown>, file: string, ext: string) =>
  (values.output as string | undefined) ??
  (file === '-' ? '-' : `${basename(file, extname(file))}${ext}`)

async function writeOutput(path: string, bytes: Uint8Array, what: string) {
  if (path === '-') {
    process.stdout.write(bytes)
    return
  }
  await writeFile(path, bytes)
  process.stderr.write(`wrote ${path} (${what}, ${bytes.length} bytes)\n`)
}

/** `--fit-pages n` as the render option, or a usage error for anything but a whole number from 1 to 20. */
function fitPages(values: Record<string, string | boolean | undefined>): { pages: number } | undefined {
  if (values['fit-pages'] === undefined) return undefined
  const pages = Number(values['fit-pages'])
  if (!Number.isInteger(pages) || pages < 1 || pages > 20) throw new UsageError('--fit-pages must be a whole number from 1 to 20')
  return { pages }
}

/** What a fit did, on standard error, in the words of the X-Fit headers. */
async function reportFit(fit: { status: string; applied: Record<string, number> } | undefined) {
  if (!fit) return
  const { describeFit } = await import('./lib/render/index.js')
  const applied = describeFit(fit.applied)
  process.stderr.write(`fit: ${fit.status}${applied ? ` (${applied})` : ''}\n`)
}

/** The resume after validation, or exit 1 with the same strings as POST /api/validate. */
async function validResume(file: string | undefined) {
  const { value, bytes } = await readResume(file)
  const result = validateResume(value)
  if (!result.valid) {
    for (const error of result.errors) process.stderr.write(`invalid: ${error}\n`)
    suggestParse(file, bytes)
    return undefined
  }
  return result.resume
}

const commands: Record<string, Command> = {
  parse: {
    usage: `resume parse [--format <${FORMATS.join('|')}>] <file|->
  Convert a JSON Resume, LinkedIn export ZIP, Reactive Resume v3 or native file to ResumeData JSON,
  or read back the ResumeData a PDF rendered here carries.
  Without --format the format is detected (ZIP -> linkedin, %PDF- -> pdf, JSON by its shape).`,
    options: { format: { type: 'string', short: 'f' } },
    async run(values, [file]) {
      const bytes = await readInput(file)
      const format = (values.format as string | undefined) ?? detectFormat(bytes)
      const hint = format ? undefined : undetectedHint(bytes)
      if (hint) throw new ParseError(`cannot detect the format: ${hint}`)
      if (!format) throw new UsageError('cannot detect the format; pass --format')
      if (!(FORMATS as readonly string[]).includes(format)) {
        throw new UsageError(`unknown format "${format}" (expected ${FORMATS.join(', ')})`)
      }
      const binary = format === 'linkedin' || format === 'linked-in' || format === 'pdf'
      const data = binary ? Buffer.from(bytes).toString('base64') : new TextDecoder().decode(bytes)
      const { resume, warnings } = await parseDocument({ format: format as Format, data, base64: binary })
      for (const w of warnings) process.stderr.write(`warning: ${w.path === '' ? '' : `${w.path}: `}${w.message}\n`)
      printJson(resume)
      return 0
    },
  },
  validate: {
    usage: `resume validate <file|->
  Validate ResumeData. Prints {valid, errors?}; exit code 1 when invalid.`,
    options: {},
    async run(_values, [file]) {
      const { value, bytes } = await readResume(file)
      const result = validateResume(value)
      printJson(result.valid ? { valid: true } : result)
      if (!result.valid) suggestParse(file, bytes)
      return result.valid ? 0 : 1
    },
  },
  render: {
    usage: `resume render <file|-> [--template <id>] [--fit-pages <n>] [-o <out.pdf>] [--no-source]
  Render ResumeData to PDF. Default output: the input's name with .pdf (stdout for -).
  The PDF carries the resume as resume.json (resume parse reads it back); --no-source leaves it out.
  --fit-pages n tightens spacing, line height (to 1.15), size (to 8.5 pt) and margins (to 24 pt), in
  that order, until the resume fits n pages; it says what it applied, or that even that overflows.`,
    options: {
      template: { type: 'string', short: 't' },
      output: { type: 'string', short: 'o' },
      'no-source': { type: 'boolean' },
      'fit-pages': { type: 'string' },
    },
    async run(values, [file]) {
      const fit = fitPages(values)
      const resume = await validResume(file)
      if (!resume) return 1
      const { renderPdf } = await import('./lib/render/index.js')
      const started = performance.now()
      const result = await renderPdf(resume, {
        template: values.template as string | undefined,
        embedSource: values['no-source'] !== true,
        fit,
      })
      const ms = (performance.now() - started).toFixed(0)
      await writeOutput(outputPath(values, file!, '.pdf'), result.bytes, `${result.pages} page(s), ${ms} ms`)
      await reportFit(result.fit)
      return 0
    },
  },
  preview: {
    usage: `resume preview <file|-> [--template <id>] [--page <n>] [--fit-pages <n>] [-o <out.png>]
  Render one page (zero-based, default 0) of ResumeData to PNG at 2 px per point; --fit-pages as for render.`,
    options: {
      template: { type: 'string', short: 't' },
      page: { type: 'string', short: 'p' },
      output: { type: 'string', short: 'o' },
      'fit-pages': { type: 'string' },
    },
    async run(values, [file]) {
      const page = values.page === undefined ? 0 : Number(values.page)
      if (!Number.isInteger(page) || page < 0) throw new UsageError('--page must be a whole number from 0')
      const fit = fitPages(values)
      const resume = await validResume(file)
      if (!resume) return 1
      const { renderPreview } = await import('./lib/render/index.js')
      const result = await renderPreview(resume, {
        template: values.template as string | undefined,
        page,
        fit,
      })
      await writeOutput(outputPath(values, file!, `.page${page}.png`), result.png, `page ${page} of ${result.totalPages}`)
      await reportFit(result.fit)
      return 0
    },
  },
  templates: {
    usage: `resume templates
  List the templates as JSON: id, name, theme.`,
    options: {},
    async run() {
      printJson(TEMPLATES.map(({ id, name, theme }) => ({ id, name, theme })))
      return 0
    },
  },
}

const mainUsage = `Usage: resume <command> [options]

Commands:
${Object.values(commands)
  .map((c) => `  ${c.usage.split('\n')[0]}`)
  .join('\n')}

Run 'resume <command> --help' for details. Exit codes: 0 ok, 1 invalid resume, 2 usage or input error.
`

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(mainUsage)
    return name ? 0 : 2
  }
  const command = commands[name]
  if (!command) {
    process.stderr.write(`resume: unknown command "${name}"\n\n${mainUsage}`)
    return 2
  }
  let parsed
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    })
  } catch (error) {
    process.stderr.write(`resume ${name}: ${(error as Error).message}\n\nUsage: ${command.usage}\n`)
    return 2
  }
  if (parsed.values.help) {
    process.stdout.write(`Usage: ${command.usage}\n`)
    return 0
  }
  try {
    return await command.run(parsed.values, parsed.positionals)
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`resume ${name}: ${error.message}\n\nUsage: ${command.usage}\n`)
      return 2
    }
    if (error instanceof ParseError || error instanceof RequestError) {
      process.stderr.write(`resume ${name}: ${error.message}\n`)
      return error instanceof RequestError && error.status === 422 ? 1 : 2
    }
    throw error
  }
}

// Not a top-level await: the `resume` command runs this as a CommonJS bundle (scripts/build-node.ts).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code
})
