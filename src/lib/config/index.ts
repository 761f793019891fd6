/**
 * @module
 * Every environment value the service reads, parsed in one place. An invalid value never stops the
 * service: it is logged once as a warning naming the variable and the built-in default is used.
 */
import { z } from 'zod'

type Env = Record<string, string | undefined>
export type Warn = (message: string) => void

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')
const positiveInt = z.coerce.number().int().positive()
const optionalText = z.string().min(1).optional()
const rateLimit = positiveInt.max(1_000_000)

/** Default per-minute limits of spec 8.2, by environment variable. */
export const RATE_LIMIT_DEFAULTS = {
  RATE_LIMIT_RESUME_CRUD_PER_MIN: 300,
  RATE_LIMIT_RESUME_CRUD_BURST: 30,
  RATE_LIMIT_IMPORT_PER_MIN: 10,
  RATE_LIMIT_PREVIEW_PER_MIN: 60,
  RATE_LIMIT_PDF_PER_MIN: 20,
  RATE_LIMIT_AUTH_PER_MIN: 10,
  RATE_LIMIT_BILLABLE_PER_MIN: 30,
  RATE_LIMIT_HEALTH_PER_MIN: 60,
  RATE_LIMIT_METRICS_PER_MIN: 60,
  RATE_LIMIT_UNAUTHENTICATED_PER_MIN: 30,
  RATE_LIMIT_SHARED_PER_MIN: 120,
} as const
export type RateLimitVariable = keyof typeof RATE_LIMIT_DEFAULTS

const fields = {
  PORT: [positiveInt.max(65535), 3000],
  SERVICE_CLOUD: [bool, false],
  DATABASE_URL: [optionalText, undefined],
  METRICS_TOKEN: [optionalText, undefined],
  ERROR_TRACKER_DSN: [optionalText, undefined],
  RATE_LIMIT_DISABLED: [bool, false],
  TRUSTED_PROXY: [bool, false],
  UPSTASH_REDIS_REST_URL: [z.url().optional(), undefined],
  UPSTASH_REDIS_REST_TOKEN: [optionalText, undefined],
  MAX_BODY_BYTES: [positiveInt, 5 * 1024 * 1024],
  RENDER_TIMEOUT_MS: [positiveInt, 10_000],
  RENDER_REQUIRES_SIGN_IN: [bool, true],
  OIDC_ISSUER: [z.url().optional(), undefined],
  OIDC_CLIENT_ID: [optionalText, undefined],
  OIDC_CLIENT_SECRET: [optionalText, undefined],
  OIDC_REDIRECT_URI: [z.url().optional(), undefined],
  GIT_COMMIT: [optionalText, undefined],
  BUILD_TIME: [optionalText, undefined],
  ...(Object.fromEntries(
    // 0 is refused too: a bucket that never refills would lock a whole group out for good. Above a
    // million a minute a limit means nothing, and bucket arithmetic stays exact in integers below it.
    Object.entries(RATE_LIMIT_DEFAULTS).map(([name, value]) => [name, [rateLimit, value]]),
  ) as { [K in RateLimitVariable]: [typeof rateLimit, number] }),
} satisfies Record<string, [z.ZodType, unknown]>

type Fields = typeof fields
export type Config = {
  -readonly [K in keyof Fields]: Fields[K][1] extends undefined
    ? z.output<Fields[K][0]>
    : Exclude<z.output<Fields[K][0]>, undefined>
}

/** Connected mode (spec 1): persisted resumes, sign-in and rate limits. */
export const isConnected = (config: Config): boolean =>
  config.SERVICE_CLOUD && config.DATABASE_URL !== undefined

export function loadConfig(env: Env, warn: Warn = (m) => console.warn(m)): Config {
  const config: Record<string, unknown> = {}
  for (const [name, [schema, fallback]] of Object.entries(fields)) {
    const raw = env[name]
    if (raw === undefined || raw === '') {
      config[name] = fallback
      continue
    }
    const parsed = (schema as z.ZodType).safeParse(raw.trim())
    if (parsed.success) {
      config[name] = parsed.data
    } else {
      warn(`config: invalid ${name}=${JSON.stringify(raw)}; using the default (${String(fallback ?? 'unset')})`)
      config[name] = fallback
    }
  }
  return config as Config
}
