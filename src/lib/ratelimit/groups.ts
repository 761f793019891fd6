/**
 * @module
 * The route groups of spec 8.2 as data: one row per group with its routes, environment names and
 * (through the config) its defaults. Routes are matched on the path alone, so a wrong method on a
 * grouped path (answered 405) still counts against that group. Rows are tried in order: the more
 * specific resume paths come before the general Resume CRUD pattern.
 */
import { RATE_LIMIT_DEFAULTS, type Config, type RateLimitVariable } from '../config/index.js'
import type { BucketRule } from './bucket.js'

export type GroupName =
  | 'resume_crud'
  | 'import'
  | 'preview'
  | 'pdf'
  | 'auth'
  | 'billable'
  | 'health'
  | 'metrics'
  | 'unauthenticated'
  | 'shared'

export interface RouteGroup {
  name: GroupName
  /** The group's name in spec 8.2. */
  title: string
  routes: RegExp[]
  perMinuteEnv: RateLimitVariable
  burstEnv?: RateLimitVariable
  /** Unauthenticated groups of spec 8.2 keep their own bucket without a session. */
  open: boolean
  /** Keyed by client IP alone, even when a session comes along (public pages). */
  ipOnly?: boolean
}

export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    name: 'import',
    title: 'Resume import',
    routes: [/^\/api\/resumes\/import\/?$/],
    perMinuteEnv: 'RATE_LIMIT_IMPORT_PER_MIN',
    open: false,
  },
  {
    name: 'pdf',
    title: 'PDF render and bulk PDF export',
    routes: [/^\/api\/render\/pdf\/?$/, /^\/api\/resumes\/export\/pdf\/?$/],
    perMinuteEnv: 'RATE_LIMIT_PDF_PER_MIN',
    open: false,
  },
  {
    name: 'resume_crud',
    title: 'Resume CRUD',
    routes: [
      /^\/api\/resumes(\/[^/]+)?\/?$/,
      /^\/api\/resumes\/[^/]+\/(versions(\/[^/]+(\/restore)?)?|share)\/?$/,
      /^\/api\/account(\/export)?\/?$/,
    ],
    perMinuteEnv: 'RATE_LIMIT_RESUME_CRUD_PER_MIN',
    burstEnv: 'RATE_LIMIT_RESUME_CRUD_BURST',
    open: false,
  },
  {
    name: 'preview',
    title: 'Preview render',
    routes: [/^\/api\/render\/preview\/?$/],
    perMinuteEnv: 'RATE_LIMIT_PREVIEW_PER_MIN',
    open: false,
  },
  { name: 'auth', title: 'Auth', routes: [/^\/auth(\/.*)?$/], perMinuteEnv: 'RATE_LIMIT_AUTH_PER_MIN', open: false },
  {
    name: 'billable',
    title: 'Parse & utility',
    routes: [
      /^\/api\/templates(\/[^/]+\/thumbnail)?\/?$/,
      /^\/api\/(parse|validate|schema)\/?$/,
      /^\/api\/openapi\.json$/,
    ],
    perMinuteEnv: 'RATE_LIMIT_BILLABLE_PER_MIN',
    open: false,
  },
  { name: 'health', title: 'Health', routes: [/^\/(health|version)\/?$/], perMinuteEnv: 'RATE_LIMIT_HEALTH_PER_MIN', open: true },
  {
    name: 'shared',
    title: 'Shared',
    routes: [/^\/s\/[^/]+(\/.*)?$/],
    perMinuteEnv: 'RATE_LIMIT_SHARED_PER_MIN',
    open: true,
    ipOnly: true,
  },
  { name: 'metrics', title: 'Metrics', routes: [/^\/metrics\/?$/], perMinuteEnv: 'RATE_LIMIT_METRICS_PER_MIN', open: true },
  {
    name: 'unauthenticated',
    title: 'Other unauthenticated',
    routes: [],
    perMinuteEnv: 'RATE_LIMIT_UNAUTHENTICATED_PER_MIN',
    open: true,
  },
]

const byName = new Map(ROUTE_GROUPS.map((g) => [g.name, g]))

/** The group a path belongs to, or `unauthenticated` for a path in no group. */
export function routeGroup(path: string): RouteGroup {
  return ROUTE_GROUPS.find((g) => g.routes.some((re) => re.test(path))) ?? byName.get('unauthenticated')!
}

/**
 * The group whose buckets a request uses: its route's group when signed in; without a session only
 * Health and Metrics keep their own, every other route is "Other unauthenticated".
 */
export function limitGroup(path: string, signedIn: boolean): RouteGroup {
  const group = routeGroup(path)
  return signedIn || group.open ? group : byName.get('unauthenticated')!
}

/** Default per-minute figure of a row, as spec 8.2 states it. */
export const defaultPerMinute = (group: RouteGroup) => RATE_LIMIT_DEFAULTS[group.perMinuteEnv]

/** Capacity is the burst where the group has one, else the per-minute figure. */
export function bucketRule(group: RouteGroup, config: Config): BucketRule {
  const perMinute = config[group.perMinuteEnv]
  return { perMinute, capacity: group.burstEnv ? config[group.burstEnv] : perMinute }
}
