/**
 * @module
 * Images from data URIs (the only pictures DESIGN.md allows): PNG and JPEG are embedded as image
 * XObjects; WebP, GIF and anything unreadable are skipped. Decoded images are cached per process
 * (a picture repeats on every render of the same resume).
 */
import type { JpegEmbedder as Jpeg, PngEmbedder as Png } from 'pdf-lib'
import { JpegEmbedder, PngEmbedder, type PDFContext, type PDFRef } from './pdf-lib.js'
import { deflate, registerDeflated } from './flate.js'

type Embedder = Png | Jpeg

const decoded = new Map<string, Promise<Embedder | null>>()
/** A decoded photo holds its raw planes (megabytes): keep only the last few pictures. */
const CACHE_CAP = 16

/** The decoded image behind a data URI, or null when it is not a readable PNG or JPEG. */
export function decodeImage(href: string): Promise<Embedder | null> {
  let image = decoded.get(href)
  if (!image) {
    image = decode(href)
    if (decoded.size >= CACHE_CAP) decoded.delete(decoded.keys().next().value!)
    decoded.set(href, image)
  }
  return image
}

async function decode(href: string): Promise<Embedder | null> {
  const match = /^data:image\/(png|jpe?g);base64,/i.exec(href)
  if (!match) return null
  // A copy with its own buffer: pdf-lib's JPEG reader ignores byteOffset.
  const bytes = new Uint8Array(Buffer.from(href.slice(match[0].length), 'base64'))
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8
  try {
    if (isPng) return await PngEmbedder.for(bytes)
    if (isJpeg) return await JpegEmbedder.for(bytes)
  } catch {
    return null
  }
  return null
}

/** Images one document draws: href -> resource name, embedded once each when saved. */
export class DocumentImages {
  private names = new Map<string, string>()
  private ready = new Map<string, Embedder>()

  /** Decodes every href up front so drawing can stay synchronous. */
  async prepare(hrefs: Iterable<string>): Promise<void> {
    await Promise.all(
      [...new Set(hrefs)].map(async (href) => {
        if (this.ready.has(href)) return
        const image = await decodeImage(href)
        if (image) this.ready.set(href, image)
      }),
    )
  }

  /** The XObject name for a prepared image, or undefined to skip it. */
  name(href: string): string | undefined {
    if (!this.ready.has(href)) return undefined
    let name = this.names.get(href)
    if (!name) this.names.set(href, (name = `Im${this.names.size}`))
    return name
  }

  async embed(context: PDFContext): Promise<Map<string, PDFRef>> {
    const refs = new Map<string, PDFRef>()
    for (const [href, name] of this.names) {
      const image = this.ready.get(href)!
      refs.set(name, image instanceof PngEmbedder ? embedPng(context, image) : await image.embedIntoContext(context))
    }
    return refs
  }
}

/** What pdf-lib's PNG reader decoded: colour and alpha planes, uncompressed. */
interface DecodedPng {
  rgbChannel: Uint8Array
  alphaChannel?: Uint8Array
  bitsPerComponent: number
}

const deflatedPngs = new WeakMap<Png, { rgb: Uint8Array; alpha?: Uint8Array }>()

/**
 * A PNG as an image XObject (plus soft mask for alpha), deflated once per process with native zlib:
 * pdf-lib would deflate a photo again in JavaScript for every document.
 */
function embedPng(context: PDFContext, embedder: Png): PDFRef {
  const png = (embedder as unknown as { image: DecodedPng }).image
  let planes = deflatedPngs.get(embedder)
  if (!planes) {
    planes = { rgb: deflate(png.rgbChannel), alpha: png.alphaChannel && deflate(png.alphaChannel) }
    deflatedPngs.set(embedder, planes)
  }
  const size = { Width: embedder.width, Height: embedder.height, BitsPerComponent: png.bitsPerComponent }
  const smask =
    planes.alpha &&
    registerDeflated(context, planes.alpha, { Type: 'XObject', Subtype: 'Image', ...size, ColorSpace: 'DeviceGray', Decode: [0, 1] })
  return registerDeflated(context, planes.rgb, {
    Type: 'XObject',
    Subtype: 'Image',
    ...size,
    ColorSpace: 'DeviceRGB',
    ...(smask ? { SMask: smask } : {}),
  })
}
