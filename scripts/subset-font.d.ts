declare module 'subset-font' {
  /** hb-subset of a font to the given characters (https://github.com/papandreou/subset-font). */
  export default function subsetFont(font: Uint8Array, text: string, options?: { targetFormat?: 'truetype' | 'sfnt' | 'woff' | 'woff2' }): Promise<Uint8Array>
}
