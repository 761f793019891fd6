/**
 * Build metadata the deploy build (scripts/build.ts) writes into every serverless bundle, in the
 * config's variable names so `/version` reads it like the container's `GIT_COMMIT`/`BUILD_TIME`.
 * Empty when the code runs unbuilt (`npm start`, tests): `/version` then says null.
 */
declare const __BUILD_INFO__: { GIT_COMMIT: string; BUILD_TIME: string } | undefined

export const buildInfo: { GIT_COMMIT?: string; BUILD_TIME?: string } =
  typeof __BUILD_INFO__ === 'undefined' ? {} : __BUILD_INFO__
