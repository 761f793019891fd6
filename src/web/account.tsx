/**
 * @module
 * Connected servers only: sign-in, the signed-in user's stored resumes (open, save with
 * `If-Match`, delete), and for the open one its versions and public share link. A 409 (someone
 * saved first) offers to reload theirs or overwrite with this text.
 */
import { useEffect, useState } from 'preact/hooks'
import * as api from './api.js'
import type { Draft } from './draft.js'
import { fileName, message } from './names.js'

interface AccountProps {
  text: string
  stored: Draft['stored']
  features: { versions: boolean; sharing: boolean }
  onOpen(resume: api.StoredResume): void
  onStored(stored: Draft['stored']): void
  onNotice(text: string): void
}

const titled = (title: string) => title || 'Untitled'

export function Account({ text, stored, features, onOpen, onStored, onNotice }: AccountProps) {
  const [user, setUser] = useState<api.User | null | undefined>(undefined)
  const [list, setList] = useState<api.StoredSummary[]>([])
  const [conflict, setConflict] = useState<number>()

  const reloadList = () => api.listResumes().then(setList, (error) => onNotice(message(error)))
  useEffect(() => {
    api.me().then(
      (who) => {
        setUser(who)
        if (who) void reloadList()
      },
      (error) => onNotice(message(error)),
    )
  }, [])

  if (user === undefined) return null
  if (user === null) {
    return (
      <nav class="account" aria-label="Account">
        <a href="/auth/login">Sign in</a> <span>to keep resumes on this server</span>
      </nav>
    )
  }

  const failed = (error: unknown) => {
    if (error instanceof api.ApiError && error.status === 409) setConflict(Number(error.body.version))
    else onNotice(message(error))
  }

  async function save(version = stored?.version) {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      onNotice('Fix the JSON before saving.')
      return
    }
    const title = fileName(data).replace(/-/g, ' ')
    try {
      const saved = stored && version !== undefined ? await api.saveResume(stored.id, version, title, data) : await api.createResume(title, data)
      onStored({ id: saved.id, version: saved.version, title: saved.title })
      setConflict(undefined)
      onNotice('')
      void reloadList()
    } catch (error) {
      failed(error)
    }
  }

  async function open(id: string) {
    try {
      onOpen(await api.openResume(id))
      setConflict(undefined)
    } catch (error) {
      onNotice(message(error))
    }
  }

  async function remove(summary: api.StoredSummary) {
    if (!confirm(`Delete “${titled(summary.title)}”?`)) return
    try {
      await api.deleteResume(summary.id)
      if (stored?.id === summary.id) onStored(undefined)
      void reloadList()
    } catch (error) {
      onNotice(message(error))
    }
  }

  return (
    <nav class="account" aria-label="Account">
      <span>Signed in as {user.name || user.email}</span>
      <button type="button" onClick={() => void save()}>
        {stored ? 'Save' : 'Save to my resumes'}
      </button>
      <button type="button" class="secondary" onClick={() => void api.logout().then(() => setUser(null), (e) => onNotice(message(e)))}>
        Sign out
      </button>
      {conflict !== undefined && stored && (
        <div role="alert" class="conflict">
          Someone saved this resume after you opened it.
          <button type="button" onClick={() => void open(stored.id)}>
            Reload theirs
          </button>
          <button type="button" class="secondary" onClick={() => void save(conflict)}>
            Overwrite with mine
          </button>
        </div>
      )}
      <details>
        <summary>My resumes ({list.length})</summary>
        <ul>
          {list.map((r) => (
            <li key={r.id}>
              <span>{titled(r.title)}</span>
              <button type="button" class="link" onClick={() => void open(r.id)} aria-label={`Open ${titled(r.title)}`}>
                Open
              </button>
              <button type="button" class="link" aria-label={`Delete ${titled(r.title)}`} onClick={() => void remove(r)}>
                Delete
              </button>
            </li>
          ))}
        </ul>
      </details>
      {stored && features.versions && <Versions stored={stored} onOpen={onOpen} onFailed={failed} />}
      {stored && features.sharing && <ShareLink id={stored.id} onNotice={onNotice} />}
    </nav>
  )
}

interface VersionsProps {
  stored: NonNullable<Draft['stored']>
  onOpen(resume: api.StoredResume): void
  onFailed(error: unknown): void
}

/** The open resume's stored versions; restoring one stores it as the new current version. */
function Versions({ stored, onOpen, onFailed }: VersionsProps) {
  const [versions, setVersions] = useState<api.VersionSummary[]>([])
  const load = () => api.listVersions(stored.id).then(setVersions, onFailed)

  return (
    <details onToggle={(event) => (event.currentTarget as HTMLDetailsElement).open && void load()}>
      <summary>Versions of “{titled(stored.title)}”</summary>
      <ul>
        {versions.map((v) => (
          <li key={v.version}>
            <span>
              Version {v.version}, {new Date(v.created_at).toLocaleString()}
            </span>
            {v.version !== stored.version && (
              <button
                type="button"
                class="link"
                onClick={() => api.restoreVersion(stored.id, v.version, stored.version).then((r) => (onOpen(r), void load()), onFailed)}
              >
                Restore version {v.version}
              </button>
            )}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** A public link to the open resume's current version, and taking it back. */
function ShareLink({ id, onNotice }: { id: string; onNotice(text: string): void }) {
  const [link, setLink] = useState<string>()
  useEffect(() => setLink(undefined), [id])

  if (!link) {
    return (
      <button type="button" class="secondary" onClick={() => api.share(id).then((s) => setLink(s.url), (e) => onNotice(message(e)))}>
        Share link
      </button>
    )
  }
  return (
    <span class="share">
      <a href={link}>{link}</a>
      <button type="button" class="secondary" onClick={() => api.unshare(id).then(() => setLink(undefined), (e) => onNotice(message(e)))}>
        Stop sharing
      </button>
    </span>
  )
}
