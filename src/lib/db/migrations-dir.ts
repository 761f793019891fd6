/**
 * @module
 * Reads `infra/migrations/*.sql` from disk (Node entries and tests; serverless builds migrate at deploy).
 */
import { readdir, readFile } from 'node:fs/promises'
import type { Migration } from './migrate.js'

export const MIGRATIONS_DIR = new URL('../../../infra/migrations/', import.meta.url)

export async function readMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  return Promise.all(
    files.map(async (file) => ({ name: file.replace(/\.sql$/, ''), sql: await readFile(new URL(file, dir), 'utf8') })),
  )
}
