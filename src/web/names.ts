/** What errors and saved files are called on the page. */

export const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A file or title name from the resume's name: letters, digits, spaces, dots, dashes. */
export const fileName = (resume: unknown) => {
  const name = (resume as { basics?: { name?: unknown } })?.basics?.name
  return (typeof name === 'string' && name.trim() ? name.trim() : 'resume').replace(/[^\p{L}\p{N} ._-]+/gu, '').replace(/\s+/g, '-')
}
