/**
 * The listings a release carries (`<release>/listings.json`, beside `client/`, never served): for each live
 * listing its publication and what it put into the release. It is part of the release, so it becomes live with
 * it in the same atomic switch: the next release, whatever made it (a listing delivered, a portfolio edit, a
 * full build), carries the listings of the live one from here.
 */
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ListingPublication } from '../../content/listings/publication.ts'
import { isDownloadUrl } from './listingOutput.ts'

export type LedgerEntry = {
  publication: ListingPublication
  /** Routes of its pages in the release. */
  pages: string[]
  /** Site addresses of its public files, in the release's `client/`. */
  files: string[]
  /** Site addresses of its downloads, in the release's `downloads/` (listingOutput.ts, `downloadFileOf`). */
  downloads: string[]
}

export type Ledger = {
  /** The source fingerprint of the full build the release's pages were rendered over (ReleaseBuilder.ts). */
  base: string | null
  listings: Record<string, LedgerEntry>
}

const FILE = 'listings.json'

export const emptyLedger = (base: string | null = null): Ledger => ({ base, listings: {} })

/**
 * The ledger of a release folder; an empty one for a release made before listings existed. A release made
 * before downloads had a folder of their own listed them among `files`, in `client/`: they are read as
 * downloads, and the next release that carries them over moves them (applyListings.ts).
 */
export async function readLedger(releaseDir: string): Promise<Ledger> {
  const text = await readFile(path.join(releaseDir, FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (text === null) return emptyLedger()
  const ledger = JSON.parse(text) as Ledger
  for (const entry of Object.values(ledger.listings)) {
    if (entry.downloads) continue
    entry.downloads = entry.files.filter(isDownloadUrl)
    entry.files = entry.files.filter((url) => !isDownloadUrl(url))
  }
  return ledger
}

/** Writes a release's ledger (before the release is marked complete, which syncs it to the disk). */
export async function writeLedger(releaseDir: string, ledger: Ledger): Promise<void> {
  await writeFile(path.join(releaseDir, FILE), JSON.stringify(ledger))
}
