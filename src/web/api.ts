/**
 * @module
 * The page's only way out: same-origin calls to the service's public HTTP API. Every failure
 * becomes an `ApiError` whose message can be shown as it is (a 429 says when to retry).
 */

export interface TemplateSummary {
  id: string
  name: string
}

export interface User {
  id: string
  email: string
  name: string
}

export interface StoredSummary {
  id: string
  title: string
  updated_at: string
}

export interface StoredResume extends StoredSummary {
  data: unknown
  version: number
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

async function errorOf(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  const said = typeof body.error === 'string' ? body.error : res.statusText
  if (res.status === 429) {
    const seconds = Number(body.retry_after ?? res.headers.get('Retry-After') ?? 1)
    return new ApiError(`Too many requests: try again in ${seconds} s.`, 429, body)
  }
  if (res.status >= 500) return new ApiError(`The server failed (${res.status}): ${said}. Your text is kept.`, res.status, body)
  return new ApiError(said, res.status, body)
}

/** fetch, with a network failure said plainly and every non-2xx turned into an `ApiError`. */
export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let res: Response
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError('The server could not be reached. Your text is kept; try again when it is back.', 0)
  }
  if (!res.ok) throw await errorOf(res)
  return res
}

const postJson = (path: string, body: unknown, init: RequestInit = {}) =>
  call(path, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  })

export const getJson = async <T>(path: string): Promise<T> => (await call(path)).json() as Promise<T>

export const templates = () => getJson<TemplateSummary[]>('/api/templates')
export const schema = () => getJson<Record<string, unknown>>('/api/schema')

interface OpenApi {
  paths?: Record<string, unknown>
  components?: { schemas?: { ParseRequest?: { properties?: { format?: { enum?: string[] } } } } }
}

/**
 * What the server offers, read from its OpenAPI document: the parse formats, and whether it runs
 * connected (its sign-in routes are documented only then, so nothing 404s to find out).
 */
export interface Capabilities {
  formats: string[]
  connected: boolean
  versions: boolean
  sharing: boolean
}

export async function capabilities(): Promise<Capabilities> {
  const doc = await getJson<OpenApi>('/api/openapi.json')
  return {
    formats: doc.components?.schemas?.ParseRequest?.properties?.format?.enum ?? [],
    connected: Boolean(doc.paths?.['/auth/me']),
    versions: Boolean(doc.paths?.['/api/resumes/{id}/versions']),
    sharing: Boolean(doc.paths?.['/api/resumes/{id}/share']),
  }
}

export const parse = async (format: string, data: string, base64: boolean) =>
  (await postJson('/api/parse', { format, data, base64 })).json() as Promise<unknown>

export const validate = async (resume: unknown, signal?: AbortSignal) =>
  (await postJson('/api/validate', resume, { signal })).json() as Promise<{ valid: boolean; errors?: string[] }>

/** One page as PNG, and how many pages the resume has. */
export async function preview(resume: unknown, template: string, page: number, signal: AbortSignal) {
  const res = await postJson('/api/render/preview', { resume, template, page }, { signal })
  return { png: await res.blob(), total: Number(res.headers.get('X-Total-Pages') ?? 1) }
}

export const pdf = async (resume: unknown, template: string) => (await postJson('/api/render/pdf', { resume, template })).blob()

/** The signed-in user, or `null` when signed out (connected servers only). */
export async function me(): Promise<User | null> {
  try {
    return await getJson<User>('/auth/me')
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export const logout = () => call('/auth/logout', { method: 'POST' })
export const listResumes = async () => (await getJson<{ resumes: StoredSummary[] }>('/api/resumes')).resumes
export const openResume = (id: string) => getJson<StoredResume>(`/api/resumes/${encodeURIComponent(id)}`)
export const createResume = async (title: string, data: unknown) =>
  (await postJson('/api/resumes', { title, data })).json() as Promise<StoredResume>
export const deleteResume = (id: string) => call(`/api/resumes/${encodeURIComponent(id)}`, { method: 'DELETE' })

/** Saves over `version`; a 409 (someone saved first) comes back as an `ApiError` with the current version. */
export const saveResume = async (id: string, version: number, title: string, data: unknown) =>
  (
    await call(`/api/resumes/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': `"${version}"` },
      body: JSON.stringify({ title, data }),
    })
  ).json() as Promise<StoredResume>

export interface VersionSummary {
  version: number
  title: string
  created_at: string
}

export interface ShareLink {
  token: string
  url: string
}

export const listVersions = async (id: string) =>
  (await getJson<{ versions: VersionSummary[] }>(`/api/resumes/${encodeURIComponent(id)}/versions`)).versions

/** Stores `version`'s title and data as the new current version, based on `current` (409 when stale). */
export const restoreVersion = async (id: string, version: number, current: number) =>
  (
    await call(`/api/resumes/${encodeURIComponent(id)}/versions/${version}/restore`, {
      method: 'POST',
      headers: { 'If-Match': `"${current}"` },
    })
  ).json() as Promise<StoredResume>

export const share = async (id: string) =>
  (await call(`/api/resumes/${encodeURIComponent(id)}/share`, { method: 'PUT' })).json() as Promise<ShareLink>
export const unshare = (id: string) => call(`/api/resumes/${encodeURIComponent(id)}/share`, { method: 'DELETE' })
