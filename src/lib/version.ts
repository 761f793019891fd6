import pkg from '../../package.json' with { type: 'json' }

export interface VersionRecord {
  version: string
  commit: string | null
  built_at: string | null
}

/** Spec 2.3: `commit` is the seven-character short commit; both build fields null without a build. */
export function versionRecord(build: { GIT_COMMIT?: string; BUILD_TIME?: string }): VersionRecord {
  return {
    version: pkg.version,
    commit: build.GIT_COMMIT ? build.GIT_COMMIT.slice(0, 7) : null,
    built_at: build.BUILD_TIME ?? null,
  }
}
