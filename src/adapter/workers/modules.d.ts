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
