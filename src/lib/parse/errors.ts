/** Input a parser cannot read. The message names the format and, where known, the file and line. */
export class ParseError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ParseError'
  }
}
