import { describe, expect, it } from 'vitest'
import { strToU8, zipSync } from 'fflate'
import { parseResume } from '../../src/lib/parse/index.js'
import { ZIP_LIMITS } from '../../src/lib/parse/zip.js'
import { declareEntries, declareSize } from './zip-tamper.js'

const parse = (bytes: Uint8Array) =>
  parseResume({ format: 'linkedin', data: Buffer.from(bytes).toString('base64'), base64: true })

const skills = () => zipSync({ 'Skills.csv': strToU8('Name\nGo\n') }, { level: 0 })

describe('zip bomb guards', () => {
  it('refuses a ZIP with more entries than the cap', () => {
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i <= ZIP_LIMITS.entries; i++) files[`f${i}.txt`] = new Uint8Array(0)
    expect(() => parse(zipSync(files))).toThrow(`linkedin: the ZIP holds more than ${ZIP_LIMITS.entries} entries`)
  })

  it('refuses a ZIP whose directory claims more entries than it holds', () => {
    expect(() => parse(declareEntries(skills(), 65535))).toThrow(/linkedin: the ZIP (holds more than|archive is damaged)/)
  })

  it('refuses a file that declares a huge uncompressed size, before inflating it', () => {
    expect(() => parse(declareSize(skills(), 0xfffffff0))).toThrow(`linkedin: the ZIP's files would inflate past ${ZIP_LIMITS.bytes} bytes`)
  })

  it('refuses files that together would inflate past the cap', () => {
    const half = ZIP_LIMITS.bytes / 2 + 1
    const bytes = declareSize(zipSync({ 'Positions.csv': new Uint8Array(10), 'Education.csv': new Uint8Array(10) }), half)
    expect(() => parse(declareSize(bytes, half - 2))).not.toThrow(/inflate past/)
    expect(() => parse(bytes)).toThrow(`linkedin: the ZIP's files would inflate past ${ZIP_LIMITS.bytes} bytes`)
  })

  it('refuses a file whose declared size is smaller than its data', () => {
    const bytes = zipSync({ 'Skills.csv': new Uint8Array(5000).fill(0x41) }, { level: 0 })
    expect(() => parse(declareSize(bytes, 10))).toThrow('linkedin: Skills.csv in the ZIP declares a size smaller than its data')
  })

  it('counts only the files it reads against the size cap', () => {
    const zip = zipSync({ 'video.mp4': new Uint8Array(10), 'Skills.csv': strToU8('Name\nGo\n') })
    const bytes = declareSize(zip, 0xfffffff0, 0)
    expect(parse(bytes).sections.skills.items.map((s) => s.name)).toEqual(['Go'])
  })
})
