// Module types the Workers build gives non-JS imports (wrangler module rules in wrangler.toml).
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
declare module '*.ttf' {
  const data: ArrayBuffer
  export default data
}
declare module 'virtual:satori-wasm' {
  const modules: Readonly<Record<string, WebAssembly.Module>>
  export default modules
}
declare module 'virtual:bundled-files' {
  const files: Readonly<Record<string, ArrayBuffer | WebAssembly.Module>>
  export default files
}
declare module 'virtual:thumbnails' {
  /** `png`: an ArrayBuffer (Workers Data module) or a Uint8Array (Lambda, inlined). */
  const thumbnails: Readonly<Record<string, { png: ArrayBuffer | Uint8Array; etag: string }>>
  export default thumbnails
}
declare module 'cloudflare:workers' {
  /** The Worker's bindings, at module scope. */
  export const env: Record<string, unknown>
}
