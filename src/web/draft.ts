/**
 * @module
 * The draft lives in this browser only (localStorage), written on every change, so a reload, a
 * closed tab or a failed request brings it back. Nothing here is sent anywhere.
 */

export interface Draft {
  text: string
  template: string
  /** The stored resume this draft was opened from (connected mode). */
  stored?: { id: string; version: number; title: string }
}

const KEY = 'resume-service:draft'

export function loadDraft(): Draft | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Draft | null
    return value && typeof value.text === 'string' ? value : undefined
  } catch {
    return undefined
  }
}

export function saveDraft(draft: Draft): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(draft))
  } catch {
    // Storage full or disabled (private mode): the editor still holds the text.
  }
}
