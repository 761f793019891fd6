/**
 * @module
 * The page: bring a resume (drop, choose or paste), fix what the problems list points at, pick a
 * template, watch the pages, download. Resume text only ever reaches the DOM as text nodes or
 * the editor's own text, never as HTML.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import * as api from './api.js'
import { loadDraft, saveDraft, type Draft } from './draft.js'
import { createEditor, type Editor } from './editor.js'
import { Previews, type PreviewState } from './previews.js'
import { SAMPLE } from './sample.js'
import { Account } from './account.js'
import { fileName, message } from './names.js'

interface Problem {
  text: string
  path?: string
  line?: number
  column?: number
}

const FORMAT_NAMES: Record<string, string> = {
  auto: 'Auto-detect',
  'json-resume': 'JSON Resume',
  linkedin: 'LinkedIn data export (ZIP)',
  rrv3: 'Reactive Resume v3',
  native: 'Native (this service)',
  rrv5: 'Reactive Resume v5',
  pdf: 'PDF made by this service',
}

/** Binary inputs travel base64-encoded: ZIP (a LinkedIn export) and PDF by their first bytes. */
const BINARY_FORMATS = new Set(['linkedin', 'pdf'])
const isBinary = (bytes: Uint8Array) =>
  (bytes[0] === 0x50 && bytes[1] === 0x4b) || new TextDecoder().decode(bytes.subarray(0, 5)) === '%PDF-'

/** How long typing must pause before the preview follows. */
const SETTLE_MS = 500

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError'

/** A JSON syntax error with its line and column, from the engine's position. */
function syntaxProblem(text: string, error: Error): Problem {
  const at = /position (\d+)/.exec(error.message)
  const pos = at ? Number(at[1]) : text.length
  const before = text.slice(0, pos).split('\n')
  const line = before.length
  const column = before[before.length - 1]!.length + 1
  const reason = error.message.replace(/\s*in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '')
  return { text: `Line ${line}, column ${column}: ${reason}`, line, column }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Validation errors (`basics.email: Invalid email address`) as problems with their path. */
function problemsOf(errors: unknown): Problem[] {
  if (!Array.isArray(errors)) return []
  return errors.map((text: string) => {
    const colon = text.indexOf(': ')
    return colon > 0 ? { text, path: text.slice(0, colon) } : { text }
  })
}

export function App() {
  const initial = useRef<Draft>(loadDraft() ?? { text: JSON.stringify(SAMPLE, null, 2), template: 'rhyhorn' })
  const editorHost = useRef<HTMLDivElement>(null)
  const editor = useRef<Editor>(undefined)
  const previews = useRef(new Previews())
  const lastFile = useRef<File>(undefined)
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined)
  const checking = useRef<AbortController>(undefined)

  const [text, setText] = useState(initial.current.text)
  const [template, setTemplate] = useState(initial.current.template)
  const [stored, setStored] = useState(initial.current.stored)
  const [format, setFormat] = useState('auto')
  const [formats, setFormats] = useState(['auto', 'json-resume', 'linkedin', 'rrv3', 'native'])
  const [templates, setTemplates] = useState<api.TemplateSummary[]>([])
  // Read by handlers the editor captured at creation, so never stale.
  const known = useRef<api.TemplateSummary[]>([])
  const [problems, setProblems] = useState<Problem[]>([])
  const [notice, setNotice] = useState('')
  /**
   * What the previews said last. A preview runs by itself, after every edit, so when it succeeds it
   * takes back only its own notice: a failed download's (a 429 and when to retry) stays up.
   */
  const previewSaid = useRef('')
  const notePreview = (said: string) => {
    const before = previewSaid.current
    previewSaid.current = said
    setNotice((shown) => (said || shown === before ? said : shown))
  }
  const [busy, setBusy] = useState('')
  const [pages, setPages] = useState<PreviewState>({ urls: [], total: 0 })
  const [dragging, setDragging] = useState(false)
  const [server, setServer] = useState<api.Capabilities>()
  // Thumbnails wait for the first pages: a cold server renders a few at a time, pages first.
  const [thumbnails, setThumbnails] = useState(false)

  useEffect(() => {
    saveDraft({ text, template, stored })
  }, [text, template, stored])

  useEffect(() => {
    editor.current = createEditor({
      parent: editorHost.current!,
      text: initial.current.text,
      onChange: setText,
      onPasteDocument: (pasted) => void importText(pasted, 'auto'),
    })
    api.templates().then((list) => {
      known.current = list
      setTemplates(list)
    }, (error) => setNotice(message(error)))
    api.schema().then((schema) => editor.current?.setSchema(schema), () => {})
    api.capabilities().then((offered) => {
      if (offered.formats.length) setFormats(['auto', ...offered.formats.filter((f) => f !== 'auto' && f !== 'linked-in')])
      setServer(offered)
    }, () => {})
    return () => editor.current?.view.destroy()
  }, [])

  /**
   * Follows the text with previews; each call cancels the one before. The preview route validates
   * (422 with the same errors as /api/validate), so an edit costs one request, not two; where
   * rendering needs a sign-in (401), /api/validate still lists the problems.
   */
  const refresh = useCallback(async (current: string, chosen: string) => {
    checking.current?.abort()
    const controller = new AbortController()
    checking.current = controller
    let resume: unknown
    try {
      resume = JSON.parse(current)
    } catch (error) {
      setProblems([syntaxProblem(current, error as Error)])
      setThumbnails(true)
      return
    }
    setBusy('Updating the pages…')
    try {
      await previews.current.show(resume, chosen, (state) => {
        setProblems([])
        setPages((prev) => ({ urls: state.urls.concat(prev.urls.slice(state.urls.length, state.total)), total: state.total }))
      })
      if (!controller.signal.aborted) notePreview('')
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return
      if (error instanceof api.ApiError && error.status === 422) {
        setProblems(problemsOf(error.body.errors))
        notePreview('')
        return
      }
      const signIn = error instanceof api.ApiError && error.status === 401
      notePreview(signIn ? 'This server draws pages only for signed-in users: sign in to see them.' : message(error))
      if (signIn) {
        const result = await api.validate(resume, controller.signal).catch(() => undefined)
        if (result && !controller.signal.aborted) setProblems(problemsOf(result.errors))
      }
    } finally {
      if (checking.current === controller) setBusy('')
      setThumbnails(true)
    }
  }, [])

  useEffect(() => {
    clearTimeout(settle.current)
    settle.current = setTimeout(() => void refresh(text, template), SETTLE_MS)
  }, [text, template])

  function replaceText(next: string) {
    editor.current?.setText(next)
    setText(next)
  }

  /** Text read by the server's parser (`format`), or shown as it is when it is not even JSON. */
  async function importText(data: string, chosen: string) {
    if (!BINARY_FORMATS.has(chosen)) {
      try {
        JSON.parse(data)
      } catch {
        replaceText(data)
        return
      }
    }
    await importData(chosen, data, false)
  }

  async function importData(chosen: string, data: string, base64: boolean) {
    setBusy('Reading the resume…')
    try {
      const resume = await api.parse(chosen, data, base64)
      const named = (resume as { metadata?: { template?: unknown } }).metadata?.template
      if (typeof named === 'string' && known.current.some((t) => t.id === named)) setTemplate(named)
      replaceText(JSON.stringify(resume, null, 2))
      setStored(undefined)
      setNotice('')
    } catch (error) {
      setNotice(message(error))
    } finally {
      setBusy('')
    }
  }

  async function importFile(file: File, chosen = format) {
    lastFile.current = file
    const bytes = new Uint8Array(await file.arrayBuffer())
    if (isBinary(bytes) || BINARY_FORMATS.has(chosen)) return importData(chosen, toBase64(bytes), true)
    return importText(new TextDecoder().decode(bytes), chosen)
  }

  useEffect(() => {
    const over = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes('Files')) return
      event.preventDefault()
      setDragging(true)
    }
    const leave = (event: DragEvent) => {
      if (!event.relatedTarget) setDragging(false)
    }
    const drop = (event: DragEvent) => {
      const file = event.dataTransfer?.files[0]
      if (!file) return
      event.preventDefault()
      setDragging(false)
      void importFile(file)
    }
    document.addEventListener('dragover', over)
    document.addEventListener('dragleave', leave)
    document.addEventListener('drop', drop)
    return () => {
      document.removeEventListener('dragover', over)
      document.removeEventListener('dragleave', leave)
      document.removeEventListener('drop', drop)
    }
  })

  async function downloadPdf() {
    let resume: unknown
    try {
      resume = JSON.parse(text)
    } catch (error) {
      setProblems([syntaxProblem(text, error as Error)])
      return
    }
    setBusy('Making the PDF…')
    try {
      saveFile(await api.pdf(resume, template), `${fileName(resume)}.pdf`)
      setNotice('')
    } catch (error) {
      const errors = error instanceof api.ApiError && error.status === 422 ? error.body.errors : undefined
      if (errors) setProblems(problemsOf(errors))
      setNotice(errors ? 'Fix the problems listed below the editor, then download again.' : message(error))
    } finally {
      setBusy('')
    }
  }

  function downloadJson() {
    let name = 'resume'
    try {
      name = fileName(JSON.parse(text))
    } catch {
      // Not JSON yet: still the user's text, saved as it is.
    }
    saveFile(new Blob([text], { type: 'application/json' }), `${name}.json`)
  }

  function goTo(problem: Problem) {
    if (problem.line) editor.current?.goToLine(problem.line, problem.column)
    else if (problem.path) editor.current?.goToPath(problem.path)
  }

  return (
    <>
      <header class="bar">
        <h1>Resume service</h1>
        <div class="bring">
          <label for="file">Resume file</label>
          <input
            id="file"
            type="file"
            accept=".json,.zip,.pdf,application/json,application/zip,application/pdf"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) void importFile(file)
              event.currentTarget.value = ''
            }}
          />
          <label for="format">Format</label>
          <select
            id="format"
            value={format}
            onChange={(event) => {
              const chosen = event.currentTarget.value
              setFormat(chosen)
              if (lastFile.current) void importFile(lastFile.current, chosen)
            }}
          >
            {formats.map((f) => (
              <option key={f} value={f}>
                {FORMAT_NAMES[f] ?? f}
              </option>
            ))}
          </select>
        </div>
        {server?.connected && (
          <Account
            text={text}
            stored={stored}
            features={server}
            onOpen={(resume) => {
              replaceText(JSON.stringify(resume.data, null, 2))
              setStored({ id: resume.id, version: resume.version, title: resume.title })
            }}
            onStored={setStored}
            onNotice={setNotice}
          />
        )}
      </header>
      <main>
        <p class="hint">
          Drop a file anywhere on the page, choose one, or paste JSON into the editor: JSON Resume, Reactive Resume
          exports, this service's own format, its PDFs and the LinkedIn data-export ZIP all work. Your draft stays in
          this browser.
        </p>
        <p role="alert" class="notice">
          {notice}
        </p>
        <div class="work">
          <section class="edit" aria-labelledby="edit-h">
            <h2 id="edit-h">Resume</h2>
            <div ref={editorHost} class="editor" />
            <div role="status" class="problems" aria-live="polite">
              {problems.length > 0 && <h3>Problems</h3>}
              <ul>
                {problems.map((problem, i) => (
                  <li key={i}>
                    <button type="button" class="link" onClick={() => goTo(problem)}>
                      {problem.text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          <section class="look" aria-labelledby="look-h">
            <h2 id="look-h">Template and pages</h2>
            <div class="actions">
              <button type="button" onClick={() => void downloadPdf()}>
                Download PDF
              </button>
              <button type="button" class="secondary" onClick={downloadJson}>
                Download JSON
              </button>
              <span class="busy" aria-live="polite">
                {busy}
              </span>
            </div>
            <h3 id="template-h">Template</h3>
            <div role="radiogroup" aria-labelledby="template-h" class="gallery">
              {templates.map((t) => (
                <label key={t.id} class="thumb">
                  <input type="radio" name="template" value={t.id} checked={t.id === template} onChange={() => setTemplate(t.id)} />
                  {thumbnails ? (
                    <img src={`/api/templates/${encodeURIComponent(t.id)}/thumbnail`} alt="" loading="lazy" width={64} height={90} />
                  ) : (
                    <span class="placeholder" />
                  )}
                  <span>{t.name}</span>
                </label>
              ))}
            </div>
            <div class="pages">
              {pages.urls.map((url, i) => (
                <img key={i} src={url} alt={`Page ${i + 1} of ${pages.total}`} />
              ))}
            </div>
          </section>
        </div>
      </main>
      {dragging && (
        <div class="drop" aria-hidden="true">
          Drop the resume to read it
        </div>
      )}
    </>
  )
}
