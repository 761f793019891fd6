/**
 * @module
 * The resume editor: CodeMirror 6 with JSON syntax, its parse errors, and the service's JSON
 * Schema (from /api/schema) for completion and inline errors.
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete'
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands'
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json'
import { bracketMatching, ensureSyntaxTree, foldGutter, indentOnInput, syntaxHighlighting, defaultHighlightStyle } from '@codemirror/language'
import { lintGutter, linter } from '@codemirror/lint'
import { EditorSelection, EditorState } from '@codemirror/state'
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view'
import { handleRefresh, jsonCompletion, jsonSchemaLinter, stateExtensions, updateSchema } from 'codemirror-json-schema'
import { pathPosition } from './json-path.js'

export interface Editor {
  view: EditorView
  text(): string
  setText(text: string): void
  /** Moves the cursor to a validation path (`basics.email`) and focuses the editor. */
  goToPath(path: string): void
  /** Moves the cursor to a 1-based line and column. */
  goToLine(line: number, column?: number): void
  setSchema(schema: Record<string, unknown>): void
}

export interface EditorOptions {
  parent: HTMLElement
  text: string
  onChange(text: string): void
  /** A paste that replaces the whole document (an exported resume, say). */
  onPasteDocument(text: string): void
}

export function createEditor({ parent, text, onChange, onPasteDocument }: EditorOptions): Editor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        foldGutter(),
        history(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        syntaxHighlighting(defaultHighlightStyle),
        EditorView.lineWrapping,
        // Tab is left to the browser: the editor must not trap keyboard users.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
        json(),
        linter(jsonParseLinter()),
        linter(jsonSchemaLinter(), { needsRefresh: handleRefresh }),
        lintGutter(),
        autocompletion(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        stateExtensions(),
        EditorView.contentAttributes.of({ 'aria-label': 'Resume JSON' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString())
        }),
        EditorView.domEventHandlers({
          paste(event, v) {
            const pasted = event.clipboardData?.getData('text/plain') ?? ''
            const everything = v.state.selection.main.from === 0 && v.state.selection.main.to === v.state.doc.length
            if (pasted.trim().startsWith('{') && (everything || v.state.doc.length === 0)) {
              event.preventDefault()
              onPasteDocument(pasted)
              return true
            }
            return false
          },
        }),
      ],
    }),
  })

  // The scroller holds the focusable text, but axe (scrollable-region-focusable) does not count
  // a contenteditable as focusable content: the scroller takes a tab stop of its own, so long
  // documents scroll by keyboard before the text is entered.
  view.scrollDOM.tabIndex = 0

  const moveTo = (pos: number) => {
    view.dispatch({ selection: EditorSelection.cursor(pos), effects: EditorView.scrollIntoView(pos, { y: 'center' }) })
    view.focus()
  }

  return {
    view,
    text: () => view.state.doc.toString(),
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } })
    },
    goToPath(path) {
      const tree = ensureSyntaxTree(view.state, view.state.doc.length, 1000)
      if (!tree) return moveTo(0)
      moveTo(pathPosition(tree, path, (from, to) => view.state.sliceDoc(from, to)))
    },
    goToLine(line, column = 1) {
      const target = view.state.doc.line(Math.min(Math.max(line, 1), view.state.doc.lines))
      moveTo(Math.min(target.from + column - 1, target.to))
    },
    setSchema(schema) {
      updateSchema(view, schema)
    },
  }
}
