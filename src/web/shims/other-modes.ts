/**
 * Stands in for codemirror-json-schema's JSON5 and YAML parsers (json5 and yaml, about 130 KB) at
 * build time: the editor is JSON only, so these are never called.
 */
const unsupported = () => {
  throw new Error('only JSON is edited here')
}

export const parseJSON5DocumentState = unsupported
export const parseYAMLDocumentState = unsupported
