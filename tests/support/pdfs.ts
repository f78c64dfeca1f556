import PDFKit from 'pdfkit'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'

/** What an agent's floor plan PDF says of its maker: the information dictionary's fields, as planted. */
const AGENT_PDF_INFO = {
  author: 'Dana Agent',
  creator: 'Lakeside Realty floor plans',
  producer: 'PlanMaker for Lakeside Realty',
  title: 'Main floor - call 416-555-0199',
  subject: 'dana@lakeside.example',
  keywords: ['Lakeside Realty', '12 Maple Ave'],
}

/** An XMP packet naming the agent, with a position (EXIF GPS in XMP, as a camera or a scanner app writes it). */
const xmp = (creator: string) =>
  `<?xpacket begin="\u{feff}" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:exif="http://ns.adobe.com/exif/1.0/">
<dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator>
<exif:GPSLatitude>43,39.19N</exif:GPSLatitude><exif:GPSLongitude>79,22.99W</exif:GPSLongitude>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`

/** Strings planted in `agentFloorPlanPdf` that no published copy may hold. */
export const AGENT_PDF_SECRETS = [
  'Dana Agent',
  'Lakeside Realty',
  '416-555-0199',
  'dana@lakeside.example',
  'GPSLatitude',
  'Sam Earlier',
]

/**
 * A one-page floor plan PDF (a drawn outline and the words "Main floor") that tells its maker everywhere a
 * PDF can: the information dictionary (AGENT_PDF_INFO), the catalog's XMP stream, a page's own XMP stream
 * and PieceInfo (a drawing program's private data), and an earlier revision's information dictionary left in
 * the file by an incremental save (an object nothing refers to any more).
 */
export async function agentFloorPlanPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const page = doc.addPage([400, 300])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  page.drawText('Main floor', { x: 40, y: 250, size: 18, font })
  page.drawRectangle({ x: 40, y: 40, width: 300, height: 180, borderWidth: 2 })
  doc.setAuthor(AGENT_PDF_INFO.author)
  doc.setCreator(AGENT_PDF_INFO.creator)
  doc.setProducer(AGENT_PDF_INFO.producer)
  doc.setTitle(AGENT_PDF_INFO.title)
  doc.setSubject(AGENT_PDF_INFO.subject)
  doc.setKeywords(AGENT_PDF_INFO.keywords)
  const { context } = doc
  const metadata = (creator: string) =>
    context.register(context.stream(xmp(creator), { Type: 'Metadata', Subtype: 'XML' }))
  doc.catalog.set(PDFName.of('Metadata'), metadata('Dana Agent, Lakeside Realty'))
  page.node.set(PDFName.of('Metadata'), metadata('Dana Agent'))
  page.node.set(
    PDFName.of('PieceInfo'),
    context.obj({ PlanMaker: { Private: PDFString.of('Drawn by Dana Agent, dana@lakeside.example, 416-555-0199') } }),
  )
  const saved = Buffer.from(await doc.save({ useObjectStreams: false }))
  const earlier = '\n900 0 obj\n<< /Author (Sam Earlier, Lakeside Realty) /Producer (PlanMaker 1) >>\nendobj\n%%EOF\n'
  return Buffer.concat([saved, Buffer.from(earlier, 'latin1')])
}

/** A one-page PDF with an owner password and restrictions (pdfkit): encrypted, as a PDF "protected" from editing is. */
export function encryptedPdf(): Promise<Buffer> {
  const doc = new PDFKit({ ownerPassword: 'lakeside', permissions: { modifying: false }, pdfVersion: '1.7' })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  doc.text('Main floor')
  doc.end()
  return done
}
