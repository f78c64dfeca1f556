/**
 * The listings a release carries (`<release>/listings.json`, beside `client/`, never served): for each live
 * listing its publication and what it put into the release. It is part of the release, so it becomes live with
 * it in the same atomic switch: the next release, whatever made it (a listing delivered, a portfolio edit, a
 * full build), carries the listings of the live one from here.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ListingPublication } from '../../content/listings/publication.ts'

export type LedgerEntry = {
  publication: ListingPublication
  /** Routes of its pages in the release. */
  pages: string[]
  /** Site addresses of its files in the release. */
  files: string[]
}

export type Ledger = {
  /** The source fingerprint of the full build the release's pages were rendered over (ReleaseBuilder.ts). */
  base: string | null
  listings: Record<string, LedgerEntry>
}

const FILE = 'listings.json'

export const emptyLedger = (base: string | null = null): Ledger => ({ base, listings: {} })

/** The ledger of a release folder; an empty one for a release made before listings existed. */
export async function readLedger(releaseDir: string): Promise<Ledger> {
  const text = await readFile(path.join(releaseDir, FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  return text === null ? emptyLedger() : (JSON.parse(text) as Ledger)
}

/** Writes a release's ledger (before the release is marked complete, which syncs it to the disk). */
export async function writeLedger(releaseDir: string, ledger: Ledger): Promise<void> {
  await writeFile(path.join(releaseDir, FILE), JSON.stringify(ledger))
}
