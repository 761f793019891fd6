import { RequestError } from '../http/errors.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const notFound = () => new RequestError(404, 'Resume not found')

/** Someone else's id, a deleted one and one that is not even a uuid all read as "not found". */
export function checkId(id: string): string {
  if (!UUID.test(id)) throw notFound()
  return id.toLowerCase()
}
