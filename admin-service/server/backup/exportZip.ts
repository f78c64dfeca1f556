/**
 * Everything the owner's business holds, as one ZIP they can take away (`GET /api/export.zip`): every file
 * a backup holds (the stores as JSON, their histories, `uploads/`, `listing-media/`... in their folders;
 * never secrets, locks, temp files or caches), and beside them `csv/<store>-<list>.csv` for each list of
 * records in a store (leads, listings, agents, each portfolio service, bookings once they exist), one
 * column per field. Streamed (yazl): media are read from disk as the ZIP is sent, stored, not deflated.
 */
import { readFile } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import yazl from 'yazl'
import { findDataFiles } from '../../../publisher/backup/dataFiles.ts'

// Full-width = + - @ start a formula in some spreadsheets too (leads/leadCsv.ts); csv-stringify's
// escape_formulas covers the ASCII ones.
const FULL_WIDTH_FORMULA = /^[\uff1d\uff0b\uff0d\uff20]/

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A list of records as CSV: a column per field met, nested values as JSON; formulas neutralised. */
export function recordsCsv(records: Record<string, unknown>[]): string {
  const columns = [...new Set(records.flatMap((r) => Object.keys(r)))]
  const cell = (v: unknown) =>
    v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)
  return stringify([columns, ...records.map((r) => columns.map((c) => cell(r[c])))], {
    bom: true,
    escape_formulas: true,
    cast: { string: (value) => (FULL_WIDTH_FORMULA.test(value) ? `'${value}` : value) },
  })
}

/** The tables of one JSON store: each top-level list whose items are all records. */
export function tablesOf(store: unknown): [string, Record<string, unknown>[]][] {
  if (!isRecord(store)) return []
  return Object.entries(store).filter(
    (entry): entry is [string, Record<string, unknown>[]] =>
      Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every(isRecord),
  )
}

/** The ZIP of `dataDir`, as a stream; the stores are read when it starts, media as they are sent. */
export async function exportZip(dataDir: string): Promise<Readable> {
  const zip = new yazl.ZipFile()
  const files = await findDataFiles(dataDir, false)
  for (const file of files) {
    const mtime = new Date(Number(file.stat.mtimeMs))
    if (!file.rel.includes('/') && file.rel.endsWith('.json')) {
      // Read once, now: the store as it is and its tables come from the same version.
      const bytes = await readFile(file.abs).catch(() => null)
      if (!bytes) continue
      zip.addBuffer(bytes, file.rel, { mtime, compress: true })
      let parsed: unknown
      try {
        parsed = JSON.parse(bytes.toString('utf8'))
      } catch {
        continue // not JSON after all: the file alone
      }
      const name = file.rel.replace(/\.json$/, '')
      for (const [list, records] of tablesOf(parsed))
        zip.addBuffer(Buffer.from(recordsCsv(records)), `csv/${name}-${list}.csv`, { mtime, compress: true })
    } else {
      zip.addFile(file.abs, file.rel, { mtime, compress: /\.(jsonl?|txt|csv)$/.test(file.rel) })
    }
  }
  zip.end()
  return zip.outputStream as Readable
}
