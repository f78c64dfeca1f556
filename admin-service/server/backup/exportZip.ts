/**
 * Everything the owner's business holds, as one ZIP they can take away (`GET /api/export.zip`): every file
 * a backup holds (the stores as JSON, their histories, `uploads/`, `listing-media/`... in their folders;
 * never secrets, locks, temp files or caches), and beside them `csv/<store>-<list>.csv` for each list of
 * records in a store (leads, listings, agents, each portfolio service, bookings once they exist), one
 * column per field. Streamed (yazl): media are read from disk as the ZIP is sent, stored, not deflated.
 * No key or token is in it (`SECRET_FIELD`): the stores and their histories (`*.jsonl`) go in without them.
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

/**
 * The fields of a store an export leaves out, at any depth: keys and tokens that sign or open something,
 * useless to the owner's records and harmful in a file that is mailed and copied around. Today:
 * `bookings.json`'s `secret` (signs every manage link: with it anyone could cancel or move any booking)
 * and `feedToken` (the owner's calendar feed address), and each listing's `deliveryToken` (its agent's
 * delivery page); a store to come that names a field so is covered without being listed.
 */
export const SECRET_FIELD = /^(secret|token|passwordHash)$|(Secret|Token)$/

/** `value` without its SECRET_FIELD fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  )
}

/** Parses JSON, or null when the text is not JSON. */
function parsed(text: string): { value: unknown } | null {
  try {
    return { value: JSON.parse(text) as unknown }
  } catch {
    return null
  }
}

/** A history (`*.jsonl`) without secrets: each line that is JSON without its SECRET_FIELD fields. */
const historyWithoutSecrets = (text: string) =>
  text
    .split('\n')
    .map((line) => {
      const entry = line.trim() ? parsed(line) : null
      return entry ? JSON.stringify(withoutSecrets(entry.value)) : line
    })
    .join('\n')

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
      const text = await readFile(file.abs, 'utf8').catch(() => null)
      if (text === null) continue
      const store = parsed(text)
      if (!store) {
        zip.addBuffer(Buffer.from(text), file.rel, { mtime, compress: true }) // not JSON after all: the file alone
        continue
      }
      const kept = withoutSecrets(store.value)
      zip.addBuffer(Buffer.from(JSON.stringify(kept, null, 2)), file.rel, { mtime, compress: true })
      const name = file.rel.replace(/\.json$/, '')
      for (const [list, records] of tablesOf(kept))
        zip.addBuffer(Buffer.from(recordsCsv(records)), `csv/${name}-${list}.csv`, { mtime, compress: true })
    } else if (file.rel.endsWith('.jsonl')) {
      const text = await readFile(file.abs, 'utf8').catch(() => null)
      if (text === null) continue
      zip.addBuffer(Buffer.from(historyWithoutSecrets(text)), file.rel, { mtime, compress: true })
    } else {
      zip.addFile(file.abs, file.rel, { mtime, compress: /\.(jsonl?|txt|csv)$/.test(file.rel) })
    }
  }
  zip.end()
  return zip.outputStream as Readable
}
