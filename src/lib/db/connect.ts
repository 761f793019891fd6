import { openDb, type OpenOptions } from './index.js'
import { migrate } from './migrate.js'
import { readMigrations } from './migrations-dir.js'
import type { Db } from './types.js'

/** Opens `url` and applies the pending migrations of `infra/migrations` (Node entries and tests). */
export async function connectDatabase(url: string, options: OpenOptions = {}): Promise<Db> {
  const db = await openDb(url, options)
  try {
    await migrate(db, await readMigrations())
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
