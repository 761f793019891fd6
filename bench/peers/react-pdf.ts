/** The two-column design in @react-pdf/renderer, fonts registered from the service's TTF files. */
import { createRequire } from 'node:module'
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Entry, PeerView } from './resume.js'

// React's own types are not installed (Satori's JSX types would change with them): typed here.
type ReactNode = unknown
const h = (createRequire(import.meta.url)('react') as { createElement: (type: unknown, props: object, ...children: unknown[]) => ReactNode }).createElement

const ACCENT = '#d97706'
const s = StyleSheet.create({
  page: { padding: 32, fontFamily: 'IBM Plex Sans', fontSize: 10, lineHeight: 1.35, color: '#1f2937' },
  name: { fontSize: 22, fontWeight: 700, textAlign: 'center', lineHeight: 1.2, marginBottom: 4 },
  label: { fontSize: 12, color: ACCENT, textAlign: 'center' },
  contact: { fontSize: 9, textAlign: 'center', marginBottom: 6 },
  rule: { borderBottomWidth: 0.75, borderBottomColor: '#c8c8c8', marginBottom: 6 },
  columns: { flexDirection: 'row' },
  side: { width: 150, marginRight: 16 },
  main: { flex: 1 },
  heading: { fontSize: 12, fontWeight: 700, color: ACCENT, marginTop: 10, marginBottom: 5 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  bold: { fontWeight: 700 },
  sub: { color: ACCENT },
  para: { marginBottom: 3 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  dot: { width: 10 },
  entry: { marginBottom: 4 },
})

const entry = (e: Entry, key: number): ReactNode =>
  h(View, { key, style: s.entry }, [
    e.title && h(View, { key: 't', style: s.row }, [h(Text, { key: 'a', style: s.bold }, e.title), h(Text, { key: 'b' }, e.date)]),
    e.subtitle && h(Text, { key: 's', style: s.sub }, e.subtitle),
    ...e.text.map((p, i) => h(Text, { key: `p${i}`, style: s.para }, p)),
    ...e.bullets.map((b, i) => h(View, { key: `b${i}`, style: s.bullet }, [h(Text, { key: 'd', style: s.dot }, '•'), h(Text, { key: 'x', style: { flex: 1 } }, b)])),
  ])

const section = (sec: { heading: string; entries: Entry[] }, key: number): ReactNode =>
  sec.entries.length ? h(View, { key }, [h(Text, { key: 'h', style: s.heading }, sec.heading), ...sec.entries.map(entry)]) : null

const document = (v: PeerView) =>
  h(Document, {}, h(Page, { size: 'A4', style: s.page }, [
    h(Text, { key: 'n', style: s.name }, v.name),
    h(Text, { key: 'l', style: s.label }, v.label),
    h(Text, { key: 'c', style: s.contact }, v.contact.join('   ')),
    h(View, { key: 'r', style: s.rule }),
    h(View, { key: 'cols', style: s.columns }, [
      h(View, { key: 's', style: s.side }, v.side.map(section)),
      h(View, { key: 'm', style: s.main }, v.main.map(section)),
    ]),
  ]))

export function reactPdfRenderer(fontFiles: string[]) {
  const [regular, italic, bold] = fontFiles
  Font.register({ family: 'IBM Plex Sans', fonts: [{ src: regular! }, { src: italic!, fontStyle: 'italic' }, { src: bold!, fontWeight: 700 }] })
  // Words are not hyphenated: the service and Typst's design break lines between words only.
  Font.registerHyphenationCallback((word) => [word])
  return async (view: PeerView): Promise<Uint8Array> => renderToBuffer(document(view) as Parameters<typeof renderToBuffer>[0])
}
