/**
 * @module
 * Parse throughput per sample format and validate throughput for the native sample, on the files
 * in ../shared/samples (the LinkedIn CSVs zipped here, as an upload would arrive: base64).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { zipSync } from 'fflate'
import type { BenchCase, BenchSuite } from '../harness.js'
import { parseResume, type Format } from '../../src/lib/parse/index.js'
import { validateResume } from '../../src/lib/schema/index.js'

const SAMPLES = fileURLToPath(new URL('../../../shared/samples/', import.meta.url))
const files = (folder: string) => readdirSync(`${SAMPLES}${folder}`).sort()
const text = (folder: string, file: string) => readFileSync(`${SAMPLES}${folder}/${file}`, 'utf8')

function linkedinZip(): string {
  const entries = Object.fromEntries(
    files('linkedin').map((name) => [`Export/${name}`, new Uint8Array(readFileSync(`${SAMPLES}linkedin/${name}`))]),
  )
  return Buffer.from(zipSync(entries)).toString('base64')
}

const parseCase = (format: Format, label: string, data: string, base64 = false): BenchCase => ({
  name: `parse ${format} ${label}`,
  run: () => parseResume({ format, data, base64 }),
  warmup: 50,
  runs: 500,
  note: `${data.length} chars in`,
})

const suite: BenchSuite = {
  cases: () => {
    const native = text('native-rrv4', 'reactive-resume-rhyhorn.json')
    const nativeDoc = JSON.parse(native)
    return [
      ...files('json-resume').map((file) => parseCase('json-resume', file, text('json-resume', file))),
      parseCase('linkedin', 'sample CSVs (zip)', linkedinZip(), true),
      ...files('rrv3').map((file) => parseCase('rrv3', file, text('rrv3', file))),
      parseCase('native', 'reactive-resume-rhyhorn.json', native),
      {
        name: 'validate native reactive-resume-rhyhorn.json',
        run: () => validateResume(nativeDoc),
        warmup: 50,
        runs: 1000,
      },
    ]
  },
}

export default suite
