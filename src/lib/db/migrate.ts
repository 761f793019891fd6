/**
 * @module
 * Versioned SQL migrations, applied once, in order, at start. Several processes may start at once:
 * a transaction-scoped advisory lock makes them take turns, and the `schema_migrations` table
 * (read under that lock) tells each what is left, so every migration runs exactly once.
 */
import type { Db } from './types.js'

export interface Migration {
  /** Sorts by name: `001_init`, `002_...`. */
  name: string
  sql: string
}

/** Any fixed number: every process of this service contends for the same lock. */
const LOCK_KEY = 7_302_651_001

/** Applies the migrations not yet recorded; returns the names it applied. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  const ordered = [...migrations].sort((a, b) => a.name.localeCompare(b.name))
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY])
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
    const applied: string[] = []
    for (const migration of ordered) {
      if (done.has(migration.name)) continue
      await tx.exec(migration.sql)
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name])
      applied.push(migration.name)
    }
    return applied
  })
}
