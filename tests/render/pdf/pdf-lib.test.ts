import { describe, expect, it } from 'vitest'
import { PDFDict, PDFDocument, PDFName, PDFString } from '../../../src/lib/render/pdf/pdf-lib.js'

/** A saved document (object streams on) whose catalog holds `names` as a list of strings. */
async function saved(names: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const refs = names.map((name) => doc.context.register(doc.context.obj({ Name: PDFString.of(name) })))
  doc.catalog.set(PDFName.of('People'), doc.context.obj(refs))
  return doc.save({ useObjectStreams: true, addDefaultPage: false })
}

async function namesIn(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const people = doc.catalog.lookup(PDFName.of('People')) as unknown as { asArray(): unknown[] }
  return people.asArray().map((ref) => (doc.context.lookup(ref as never, PDFDict).get(PDFName.of('Name')) as unknown as { decodeText(): string }).decodeText())
}

describe('object streams deflated once per content', () => {
  it('gives a document with the same objects the same bytes, and one whose objects differ its own', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `Person ${i}`)
    const first = await saved(names)
    expect(Buffer.from(await saved(names)).equals(Buffer.from(first))).toBe(true)
    const changed = names.map((name, i) => (i === 59 ? 'Someone else' : name))
    const other = await saved(changed)
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false)
    expect(await namesIn(other)).toEqual(changed)
    expect(await namesIn(first)).toEqual(names)
  })
})
