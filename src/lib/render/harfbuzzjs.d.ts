declare module 'harfbuzzjs/hb.js' {
  /** The emscripten factory: resolves to the module once `instantiateWasm` has handed it an instance. */
  const createHarfBuzz: (options: {
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void): object
  }) => Promise<unknown>
  export default createHarfBuzz
}

declare module 'harfbuzzjs/hbjs.js' {
  const hbjs: (module: unknown) => unknown
  export default hbjs
}
