/**
 * The two-column design in Typst (typst-ts-node-compiler), fonts given as the service's TTF files.
 * The global cache is evicted before every render: no memoised layout answers for a new resume.
 */
import { readFileSync } from 'node:fs'
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler'
import type { Entry, PeerView } from './resume.js'

/** Typst markup escapes for plain text. */
const t = (text: string) => text.replace(/[\\#*_`$<>@=\-+/[\]~"']/g, (c) => `\\${c}`)

const entry = (e: Entry) =>
  [
    e.title && `#grid(columns: (1fr, auto), [*${t(e.title)}*], [${t(e.date)}])`,
    e.subtitle && `#text(fill: accent)[${t(e.subtitle)}]`,
    ...e.text.map((p) => `#par[${t(p)}]`),
    ...e.bullets.map((b) => `- ${t(b)}`),
  ]
    .filter(Boolean)
    .join('\n')

const section = (s: { heading: string; entries: Entry[] }) =>
  s.entries.length ? `#heading[${t(s.heading)}]\n${s.entries.map(entry).join('\n#v(4pt)\n')}` : ''

export const typstSource = (v: PeerView) => `
#let accent = rgb("#d97706")
#set page(paper: "a4", margin: 32pt)
#set text(font: "IBM Plex Sans", size: 10pt, fill: rgb("#1f2937"))
#set par(leading: 0.5em, spacing: 0.6em, justify: false)
#show heading: it => block(above: 10pt, below: 5pt, text(size: 12pt, weight: "bold", fill: accent, it.body))
#align(center)[
  #text(size: 22pt, weight: "bold")[${t(v.name)}] \\
  #text(size: 12pt, fill: accent)[${t(v.label)}] \\
  #text(size: 9pt)[${v.contact.map(t).join(' #h(8pt) ')}]
]
#line(length: 100%, stroke: 0.75pt + luma(200))
#grid(columns: (150pt, 1fr), column-gutter: 16pt,
  [${v.side.map(section).join('\n')}],
  [${v.main.map(section).join('\n')}],
)
`

export function typstRenderer(fontFiles: string[]) {
  const compiler = NodeCompiler.create({ fontArgs: [{ fontBlobs: fontFiles.map((f) => readFileSync(f)) }] })
  return async (view: PeerView): Promise<Uint8Array> => {
    compiler.evictCache(0)
    return compiler.pdf({ mainFileContent: typstSource(view) })
  }
}
