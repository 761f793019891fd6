/** Types of scripts/bundle-freshness.js (plain JavaScript: it runs before TypeScript can). */
export declare const BUNDLE_INPUTS: readonly string[]
export declare function bundleIsStale(bundleMtimeMs: number | undefined, inputMtimesMs: Iterable<number>): boolean
export declare const mtimeOf: (path: string) => number | undefined
export declare function inputMtimes(root: string, inputs?: readonly string[]): number[]
export declare const needsBuild: (root: string, bundle: string) => boolean
