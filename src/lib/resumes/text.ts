/** U+0000 and unpaired UTF-16 surrogates: valid in JSON, but PostgreSQL text and jsonb refuse them. */
export const UNSTORABLE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
