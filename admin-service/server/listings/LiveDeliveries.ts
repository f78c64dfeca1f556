import { existsSync } from 'node:fs'
import path from 'node:path'
import { readLedger, type LedgerEntry } from '../../../publisher/listings/listingLedger.ts'
import { downloadFileOf, fileOfUrl } from '../../../publisher/listings/listingOutput.ts'

/** A delivery as the live release published it. */
export type LiveDelivery = { releaseDir: string; entry: LedgerEntry }

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The delivered listings of the live release, by delivery token, read from its ledger
 * (publisher/listings/listingLedger.ts). A release never changes once live, so its ledger is read once;
 * the next release that goes live is read at its first request.
 */
export class LiveDeliveries {
  #read: { releaseDir: string; byToken: Promise<Map<string, LedgerEntry>> } | null = null

  /** `releaseDirOf` gives the live release's folder (the parent of the `client/` the site is served from), or null. */
  constructor(private readonly releaseDirOf: () => string | null) {}

  async find(token: string): Promise<LiveDelivery | null> {
    const releaseDir = this.releaseDirOf()
    if (!releaseDir || !TOKEN.test(token)) return null
    if (this.#read?.releaseDir !== releaseDir) {
      const byToken = readLedger(releaseDir).then(
        (ledger) => new Map(Object.values(ledger.listings).map((e) => [e.publication.listing.deliveryToken, e])),
      )
      this.#read = { releaseDir, byToken }
      // A failed read (a release pruned meanwhile) is tried again at the next request.
      byToken.catch(() => {
        if (this.#read?.byToken === byToken) this.#read = null
      })
    }
    const entry = (await this.#read.byToken).get(token)
    return entry ? { releaseDir, entry } : null
  }
}

/** The file of a download in a release: its `downloads/` folder, or `client/` in a release made before it. */
export function downloadPathOf({ releaseDir }: LiveDelivery, url: string): string {
  const own = downloadFileOf(releaseDir, url)
  return existsSync(own) ? own : fileOfUrl(path.join(releaseDir, 'client'), url)
}
