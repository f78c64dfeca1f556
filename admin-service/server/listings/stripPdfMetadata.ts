import type { PDFContext, PDFDocument, PDFObject } from 'pdf-lib'

/**
 * pdf-lib (about 20 MiB of a process's memory) loads with the first PDF a listing receives, not with the
 * service: most deliveries hold none.
 */
let pdfLibModule: Promise<typeof import('pdf-lib')> | undefined
const loadPdfLib = () => (pdfLibModule ??= import('pdf-lib'))

/** A PDF that cannot be published without its metadata: unreadable, or encrypted (its strings cannot be read). */
export class PdfStructureError extends Error {
  override name = 'PdfStructureError'
  constructor(readonly encrypted: boolean) {
    super(encrypted ? 'the PDF is encrypted' : 'the PDF could not be read')
  }
}

/** Reads `bytes` as a PDF (pdf-lib, which parses every object in the file); a PdfStructureError when it cannot. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  const { PDFDocument } = await loadPdfLib()
  let doc: PDFDocument
  try {
    // updateMetadata: false, or pdf-lib writes its own Producer and dates into a new Info dictionary.
    // Loaded even when encrypted, to tell that case apart: pdf-lib's own error for it is a plain Error.
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true })
  } catch {
    throw new PdfStructureError(false)
  }
  if (doc.isEncrypted) throw new PdfStructureError(true)
  return doc
}

/** The objects reachable from the document's catalog: what a reader of the document can reach. */
function reachable(context: PDFContext, root: PDFObject, lib: typeof import('pdf-lib')): Set<string> {
  const { PDFArray, PDFDict, PDFRef, PDFStream } = lib
  const seen = new Set<string>()
  const stack: PDFObject[] = [root]
  while (stack.length) {
    const object = stack.pop()!
    if (object instanceof PDFRef) {
      if (seen.has(object.tag)) continue
      seen.add(object.tag)
      const target = context.lookup(object)
      if (target) stack.push(target)
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) stack.push(value)
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray())
    } else if (object instanceof PDFStream) {
      stack.push(object.dict)
    }
  }
  return seen
}

/**
 * The PDF without its metadata, pages and drawings untouched: no document information dictionary (Author,
 * Creator, Producer, Title, Subject, Keywords, dates), no XMP metadata stream (the document's, a page's, an
 * image's), no program's private data (PieceInfo), and no object the document no longer reaches (an earlier
 * revision's information dictionary or XMP, kept by an incremental save). Written anew by pdf-lib, without
 * object streams, so what it holds is what a reader sees. A PdfStructureError when it cannot be read.
 */
export async function stripPdfMetadata(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await loadPdf(bytes)
  const lib = await loadPdfLib()
  const { PDFDict, PDFName, PDFStream } = lib
  // Keys that hold metadata wherever they appear: XMP streams, and the private data of the program that made it.
  const metadataKeys = ['Metadata', 'PieceInfo'].map((key) => PDFName.of(key))
  const { context } = doc
  context.trailerInfo.Info = undefined
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null
    for (const key of metadataKeys) dict?.delete(key)
  }
  const root = context.trailerInfo.Root
  if (!root) throw new PdfStructureError(false)
  const kept = reachable(context, root, lib)
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const metadata = object instanceof PDFStream && object.dict.get(PDFName.of('Type')) === PDFName.of('Metadata')
    if (metadata || !kept.has(ref.tag)) context.delete(ref)
  }
  return doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false })
}
