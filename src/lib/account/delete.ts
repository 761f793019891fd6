/**
 * @module
 * Account deletion (privacy: the right to erasure). Threat: one stray request (a script, a click,
 * a forged cross-site call) wiping an account, so the caller must repeat the account's email in
 * `X-Confirm-Delete`; without it nothing is touched. Everything goes in one transaction: shares,
 * versions, resumes, sessions, then the user; an OIDC sign-in afterwards creates a new, empty user.
 */
import type { Db } from '../db/index.js'
import type { User } from '../http/env.js'
import { RequestError } from '../http/errors.js'

/** What `X-Confirm-Delete` must say: the email, or the account id for an account without one. */
const confirmation = (user: User) => (user.email.trim() === '' ? user.id : user.email.trim())

export async function deleteAccount(db: Db, user: User, confirm: string | undefined): Promise<void> {
  const expected = confirmation(user)
  if (confirm === undefined || confirm.trim() === '') {
    throw new RequestError(400, `Confirm with the header X-Confirm-Delete: <your account's email>; nothing was deleted`)
  }
  if (confirm.trim().toLowerCase() !== expected.toLowerCase()) {
    throw new RequestError(400, "X-Confirm-Delete does not match this account's email; nothing was deleted")
  }
  await db.transaction(async (tx) => {
    const owned = 'SELECT id FROM resumes WHERE user_id = $1'
    await tx.query(`DELETE FROM resume_shares WHERE resume_id IN (${owned})`, [user.id])
    await tx.query(`DELETE FROM resume_versions WHERE resume_id IN (${owned})`, [user.id])
    await tx.query('DELETE FROM resumes WHERE user_id = $1', [user.id])
    await tx.query('DELETE FROM sessions WHERE user_id = $1', [user.id])
    await tx.query('DELETE FROM users WHERE id = $1', [user.id])
  })
}
