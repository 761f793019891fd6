/**
 * @module
 * Flate-compressed streams through the runtime's native zlib: pdf-lib's own `flateStream`
 * deflates with pako in JavaScript, which was the largest single cost of a document (fonts,
 * content streams).
 */
import { constants, createDeflate, deflateSync, type Deflate, type ZlibOptions } from 'node:zlib'
import type { PDFContext, PDFRef } from './pdf-lib.js'

type Dict = Record<string, unknown>

/** Deflated bytes, as they go into a stream with `/Filter /FlateDecode`. */
export const deflate = (data: Uint8Array | string): Uint8Array =>
  deflateSync(typeof data === 'string' ? Buffer.from(data, 'latin1') : data, { level: 6 })

/**
 * A content stream deflated: its operators are mostly numbers and hex glyph ids, for which zlib's
 * filtered strategy gives streams slightly smaller than the default one at the same level and
 * time (0.2 % over the pages of 10 templates; level 5, faster, was 3.4 % larger). Fonts and object
 * streams keep the default strategy: binary tables and dictionaries come out larger filtered.
 */
export const deflateContent = (text: string): Promise<Uint8Array> => deflateOffThread(Buffer.from(text, 'latin1'), { level: 6, strategy: constants.Z_FILTERED })

/**
 * Deflated on the runtime's thread pool while the caller goes on: a page's content stream (about
 * 100 KB of operators, 0.7 ms) and the attached resume are deflated while the next page is drawn
 * and the fonts and structure tree are written, instead of on the main thread.
 *
 * Each job is finished in one pass (`Z_FINISH` as the engine's flush: the same bytes): with the
 * default flush zlib holds the end of its output back until a second pass, which the pool only
 * starts once the main thread has handled the first pass's callback, that is after the drawing.
 */
export const deflateOffThread = async (data: Uint8Array, options: ZlibOptions = { level: 6 }): Promise<Uint8Array> => {
  const key = `${options.level}/${options.strategy ?? constants.Z_DEFAULT_STRATEGY}`
  let idle = engines.get(key)
  if (!idle) engines.set(key, (idle = []))
  const engine = idle.pop() ?? new Engine(options)
  try {
    const bytes = await engine.deflate(data)
    if (idle.length < KEPT_ENGINES) idle.push(engine)
    else engine.close()
    return bytes
  } catch (error) {
    engine.close()
    throw error
  }
}

/** Idle engines by level and strategy; as many as a document deflates at once are kept. */
const engines = new Map<string, Engine[]>()
const KEPT_ENGINES = 4

/**
 * A zlib stream used for one job after another, reset in between. `zlib.deflate` builds a new
 * stream for every call (0.14 ms of the main thread's time in a render, three calls a document)
 * and zlib allocates its 270 KB of state anew on the pool's thread, memory that is new pages to
 * fault in where the C library gave the last ones back.
 */
class Engine {
  private readonly stream: Deflate
  private chunks: Buffer[] = []

  constructor(options: ZlibOptions) {
    // The output buffer holds a whole page's stream (12 to 25 KB): a job needs no second pass.
    this.stream = createDeflate({ ...options, flush: constants.Z_FINISH, chunkSize: 64 * 1024 })
    this.stream.on('data', (chunk: Buffer) => this.chunks.push(chunk))
    // A failed job's write callback gets the error (deflateOffThread then closes the engine);
    // without a listener the stream's 'error' event would also end the process.
    this.stream.on('error', () => {})
  }

  deflate(data: Uint8Array): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.stream.write(data, (error) => {
        if (error) return reject(error)
        // Output pushed before the stream was flowing waits in its buffer: reading emits it as 'data'.
        while (this.stream.readableLength > 0 && this.stream.read() !== null);
        // The chunks are views of the engine's output buffer, which later jobs write on into.
        const bytes = new Uint8Array(this.chunks.reduce((size, chunk) => size + chunk.length, 0))
        let at = 0
        for (const chunk of this.chunks) {
          bytes.set(chunk, at)
          at += chunk.length
        }
        this.chunks = []
        this.stream.reset()
        resolve(bytes)
      })
    })
  }

  close(): void {
    this.stream.destroy()
  }
}

/** A stream whose contents are already deflated. */
export const deflatedStream = (context: PDFContext, deflated: Uint8Array, dict: Dict = {}) =>
  context.stream(deflated, { ...dict, Filter: 'FlateDecode' } as Parameters<PDFContext['stream']>[1])

/** Registers a stream whose contents are already deflated. */
export const registerDeflated = (context: PDFContext, deflated: Uint8Array, dict: Dict = {}): PDFRef =>
  context.register(deflatedStream(context, deflated, dict))
