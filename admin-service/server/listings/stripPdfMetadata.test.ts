import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { metadataOf } from '../../../generator/checks/mediaMetadata.ts'
import { AGENT_PDF_SECRETS, agentFloorPlanPdf, encryptedPdf } from '../../../tests/support/pdfs.ts'
import { loadPdf, PdfStructureError, stripPdfMetadata } from './stripPdfMetadata.ts'

/** Poppler's pdfinfo and pdftotext (Debian's poppler-utils), where installed: a reader other than pdf-lib. */
const poppler = existsSync('/usr/bin/pdfinfo') && existsSync('/usr/bin/pdftotext')
const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' })

async function written(bytes: Uint8Array, name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-metadata-'))
  const file = path.join(dir, name)
  await writeFile(file, bytes)
  return file
}

describe('stripPdfMetadata', () => {
  it('leaves no information dictionary, XMP, PieceInfo or earlier revision, and the page as it was', async () => {
    const planted = await agentFloorPlanPdf()
    const before = await written(planted, 'planted.pdf')
    for (const secret of AGENT_PDF_SECRETS) expect(planted.includes(secret), secret).toBe(true)
    expect((await metadataOf(before)).map((f) => f.field)).toEqual(
      expect.arrayContaining([
        'info.Author',
        'info.Creator',
        'info.Producer',
        'info.Title',
        'info.Keywords',
        'xmp GPS',
      ]),
    )

    const stripped = Buffer.from(await stripPdfMetadata(planted))
    const after = await written(stripped, 'stripped.pdf')
    expect(await metadataOf(after)).toEqual([])
    for (const secret of AGENT_PDF_SECRETS) expect(stripped.includes(secret), secret).toBe(false)
    const doc = await loadPdf(stripped)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getPage(0).getSize()).toEqual({ width: 400, height: 300 })
    if (poppler) {
      expect(run('pdfinfo', before)).toMatch(/^Author: +Dana Agent$/m)
      expect(run('pdfinfo', after)).not.toMatch(
        /^(Title|Subject|Keywords|Author|Creator|Producer|CreationDate|ModDate):/m,
      )
      expect(run('pdfinfo', '-meta', before)).toContain('xmpmeta')
      expect(run('pdfinfo', '-meta', after)).not.toContain('xmpmeta')
      expect(run('pdftotext', after, '-')).toContain('Main floor')
    }
  })

  it('refuses a PDF it cannot read, and an encrypted one, saying which', async () => {
    const refusal = (bytes: Uint8Array) => stripPdfMetadata(bytes).catch((error: unknown) => error)
    const unreadable = await refusal(Buffer.from('%PDF-1.7\nnot a PDF at all\n'))
    expect(unreadable).toBeInstanceOf(PdfStructureError)
    expect(unreadable).toMatchObject({ encrypted: false })
    const encrypted = await refusal(await encryptedPdf())
    expect(encrypted).toBeInstanceOf(PdfStructureError)
    expect(encrypted).toMatchObject({ encrypted: true })
  })
})
