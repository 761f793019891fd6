import { RequestError } from '../http/errors.js'

/**
 * Input a parser cannot read: answered as 400 `{error}` by the app's error handler. The message
 * names the format and, where known, the file and line.
 */
export class ParseError extends RequestError {
  constructor(message: string) {
    super(400, message)
    this.name = 'ParseError'
  }
}
