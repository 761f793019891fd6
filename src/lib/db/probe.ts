import type { Db } from './types.js'

/** True when the database answers `SELECT 1` in time; a hung connection counts as unreachable. */
export async function reachable(db: Db | undefined, timeoutMs = 2_000): Promise<boolean> {
  if (!db) return false
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true, () => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}
