/**
 * @module
 * Document-level metadata for PDF/A-3b (ISO 19005-3) and PDF/UA-1 (ISO 14289-1): the information
 * dictionary and an XMP packet saying the same (title, author, subject, dates, producer), the
 * PDF/A identification, `/Lang`, `/ViewerPreferences <</DisplayDocTitle true>>`, an sRGB output
 * intent (ICC profile from an npm package) and the file identifier PDF/A requires.
 */
import { PDFHexString, PDFName, PDFString, type PDFDocument } from './pdf-lib.js'
import { deflate, registerDeflated } from './flate.js'
import { srgbProfile } from './icc.js'

export interface DocumentInfo {
  title: string
  author: string
  subject: string
  lang: string
  producer: string
  date: Date
  /** Claim PDF/UA-1 in the XMP (only when the document is tagged). */
  tagged: boolean
}

/** The profile is the same in every document: deflated once. */
let deflatedProfile: Uint8Array | undefined

/** Sets the information dictionary, XMP, language, viewer preferences, output intent and /ID. */
export function writeMetadata(doc: PDFDocument, info: DocumentInfo): void {
  doc.setTitle(info.title)
  doc.setAuthor(info.author)
  doc.setSubject(info.subject)
  doc.setProducer(info.producer)
  doc.setCreator(info.producer)
  doc.setCreationDate(info.date)
  doc.setModificationDate(info.date)

  const context = doc.context
  const catalog = doc.catalog
  catalog.set(PDFName.of('Lang'), PDFString.of(info.lang))
  catalog.set(PDFName.of('ViewerPreferences'), context.obj({ DisplayDocTitle: true }))
  // PDF/A forbids a filter on the metadata stream (ISO 19005-3 6.6.2.1): readers must find it as text.
  const xmp = context.stream(new TextEncoder().encode(xmpPacket(info)), { Type: 'Metadata', Subtype: 'XML' })
  catalog.set(PDFName.of('Metadata'), context.register(xmp))
  const icc = registerDeflated(context, (deflatedProfile ??= deflate(srgbProfile())), { N: 3 })
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: icc,
  })
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]))
}

/**
 * The file identifier PDF/A requires (ISO 32000 14.4): a digest of what the file holds, so the
 * same resume rendered at the same second is the same file, byte for byte, on every runtime.
 */
export function setFileId(doc: PDFDocument, digest: string): void {
  const id = PDFHexString.of(digest.slice(0, 32))
  doc.context.trailerInfo.ID = doc.context.obj([id, id])
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')

/** ISO 8601 to the second in UTC: the information dictionary's dates say the same instant. */
const xmpDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * PDF/A admits XMP properties outside the schemas it predefines only when the packet describes
 * them (ISO 19005-3 6.6.2.3.2): the PDF/UA identification is one of those.
 */
const PDFUA_EXTENSION = `<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>PDF/UA Universal Accessibility Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>http://www.aiim.org/pdfua/ns/id/</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>pdfuaid</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq><rdf:li rdf:parseType="Resource">
<pdfaProperty:name>part</pdfaProperty:name>
<pdfaProperty:valueType>Integer</pdfaProperty:valueType>
<pdfaProperty:category>internal</pdfaProperty:category>
<pdfaProperty:description>Part of ISO 14289 the document conforms to</pdfaProperty:description>
</rdf:li></rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas>`

function xmpPacket(info: DocumentInfo): string {
  const lang = escapeXml(info.lang)
  const alt = (text: string) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt>`
  const date = xmpDate(info.date)
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"${
   info.tagged
     ? `
 xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/"
 xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
 xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
 xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"`
     : ''
 }>
<dc:format>application/pdf</dc:format>
<dc:title>${alt(info.title)}</dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeXml(info.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description>${alt(info.subject)}</dc:description>
<dc:language><rdf:Bag><rdf:li>${lang}</rdf:li></rdf:Bag></dc:language>
<xmp:CreatorTool>${escapeXml(info.producer)}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<xmp:MetadataDate>${date}</xmp:MetadataDate>
<pdf:Producer>${escapeXml(info.producer)}</pdf:Producer>
<pdfaid:part>3</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>${info.tagged ? `\n<pdfuaid:part>1</pdfuaid:part>\n${PDFUA_EXTENSION}` : ''}
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}
