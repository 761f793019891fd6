import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { strToU8, zipSync } from 'fflate'

/** ../shared/samples beside the repository (CI clones the repo with shared/ next to it). */
export const SAMPLES = fileURLToPath(new URL('../../../shared/samples/', import.meta.url))

export const sampleFiles = (folder: string) => readdirSync(`${SAMPLES}${folder}`).sort()

export const readSample = (folder: string, file: string) => readFileSync(`${SAMPLES}${folder}/${file}`, 'utf8')

/** The LinkedIn sample CSVs as `{ name: bytes }`, under `folder` inside the ZIP. */
export function linkedinFiles(folder = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {}
  for (const name of sampleFiles('linkedin')) files[`${folder}${name}`] = readFileSync(`${SAMPLES}linkedin/${name}`)
  return files
}

/** A base64 ZIP of the given files (strings are written as UTF-8). */
export function zipBase64(files: Record<string, Uint8Array | string>): string {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, typeof content === 'string' ? strToU8(content) : content]),
  )
  return Buffer.from(zipSync(entries)).toString('base64')
}

/** Every string leaf of a JSON value with its path. */
export function stringLeaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, `${path}[${i}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, path ? `${path}.${k}` : k))
  }
  return []
}

/** Every JSON sample with the format that reads it: [format, folder, file]. */
export const textSamples = () => [
  ...sampleFiles('json-resume').map((file) => ['json-resume', 'json-resume', file] as const),
  ...sampleFiles('rrv3').map((file) => ['rrv3', 'rrv3', file] as const),
  ...sampleFiles('native-rrv4').map((file) => ['native', 'native-rrv4', file] as const),
]
