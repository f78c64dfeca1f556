/**
 * Puts the live listings into a release being built (runs in the warm renderer, publishWorker.ts): the
 * listings of the live release carried over, with one listing added or replaced when a delivery asks.
 *
 * - `copied`: the release is a copy of the live one (a listing's own partial publish): only the delivered
 *   listing changes. Its old pages and the files no other listing uses go, its new files are linked in and
 *   its pages rendered; every other listing stays as it was, byte for byte.
 * - otherwise (a portfolio publish or a full build made the release from a base without listings): every
 *   listing's files are linked in from the live release and its pages rendered over this base.
 *
 * The unbranded tour of each listing rendered is checked for MLS compliance before anything of the listing is
 * written (generator/checks/mlsCompliance.ts), and the delivered listing's also in the metadata of every image
 * and film it serves (the others' files were checked when they were delivered, and have not changed since):
 * a failure fails the release, which then never goes live. Then
 * the sitemap's listing entries, `site check` over the listing pages and the release's ledger.
 */
import { existsSync } from 'node:fs'
import { copyFile, link, mkdir, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { deliveryServiceUrls, type ListingPublication } from '../../content/listings/publication.ts'
import {
  checkMlsCompliance,
  checkSite,
  finishParsedPage,
  formatOffenders,
  readStylesheets,
  writeNew,
  type BuiltPage,
  type GeneratorConfig,
  type ParsedPageCache,
  type RenderFn,
} from '../../generator/index.ts'
import { emptyLedger, readLedger, writeLedger, type Ledger, type LedgerEntry } from './listingLedger.ts'
import {
  complianceSubjectOf,
  downloadFileOf,
  downloadsOf,
  fileOfUrl,
  filesOf,
  mediaFileOf,
  pagesOf,
} from './listingOutput.ts'
import { writeListingEntries } from './listingSitemap.ts'

export type ListingsStep = {
  /** The live release, whose listings carry over; null before the first publish. */
  carryFrom: string | null
  /** Whether the release being built is a copy of `carryFrom` (its listings' pages and files are in it). */
  copied: boolean
  /** A listing to add or replace. */
  publication: ListingPublication | null
  /** The source fingerprint of the base the release is rendered over. */
  base: string
}

export type ListingsResult = { listings: number; pages: number; files: number }

/** What `site check` asks of every page that the bare shell (tour, delivery) leaves out on purpose. */
const BARE_BY_DESIGN = new Set(['missing canonical link', 'missing og:image'])

async function linkFile(source: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true })
  await rm(target, { force: true })
  // Hard links cost nothing and the files are never written again (a file that changes gets a new name, or
  // replaces this link with a new file); another file system gets a copy.
  await link(source, target).catch(() => copyFile(source, target))
}

/** Removes the files of these addresses under `root`; their emptied folders go too, never a shared one. */
async function removeFiles(root: string, urls: readonly string[]) {
  for (const file of urls.map((url) => fileOfUrl(root, url))) {
    await rm(file, { force: true })
    // The page's own folder, and the delivery's files folder once empty; never a shared one.
    for (let dir = path.dirname(file); dir.length > root.length + 1; dir = path.dirname(dir)) {
      if (['listing-media', 'listings', 'tour', 'delivery'].includes(path.relative(root, dir))) break
      const removed = await rmdir(dir).then(
        () => true,
        () => false,
      )
      if (!removed) break
    }
  }
}

/**
 * Moves the downloads a release made before they had a folder of their own left in `client/` (where a
 * static host would serve them to anyone) into `downloads/`, for the listings a copied release keeps.
 */
async function moveOldDownloads(outDir: string, entry: LedgerEntry) {
  const clientDir = path.join(outDir, 'client')
  const old = entry.downloads.filter((url) => existsSync(fileOfUrl(clientDir, url)))
  for (const url of old) await linkFile(fileOfUrl(clientDir, url), downloadFileOf(outDir, url))
  await removeFiles(clientDir, old)
}

export async function applyListings(options: {
  outDir: string
  step: ListingsStep
  /** The base's renderer (generator/vikeWorkarounds.ts, `serverRenderer`). */
  render: RenderFn
  config: GeneratorConfig
  parsedPages: ParsedPageCache
  log?: (line: string) => void
}): Promise<ListingsResult> {
  const { outDir, step, render, config, parsedPages, log = () => {} } = options
  const clientDir = path.join(outDir, 'client')
  const live = step.carryFrom ? await readLedger(step.carryFrom) : emptyLedger()
  const next: Ledger = { base: step.base, listings: { ...live.listings } }
  const { publication } = step
  if (publication) next.listings[publication.listing.id] = entryOf(publication)
  const changed = step.copied ? (publication ? [publication.listing.id] : []) : Object.keys(next.listings)

  // Render first, then write: a listing that fails its compliance check or its render leaves nothing behind.
  const sheets = await readStylesheets(outDir)
  const rendered: { id: string; file: string; html: string; page: BuiltPage }[] = []
  for (const id of changed) {
    const entry = next.listings[id]!
    for (const page of pagesOf(entry.publication)) {
      const file = fileOfUrl(clientDir, page.route)
      const finished = finishParsedPage(
        clientDir,
        file,
        await render(page.route, { listingPublication: entry.publication }),
        sheets,
        config.public,
      )
      if (page.kind === 'tour')
        await checkMlsCompliance(
          finished.html,
          complianceSubjectOf(entry.publication),
          publication?.listing.id === id ? mediaFileOf(publication, clientDir) : undefined,
        )
      rendered.push({ id, file, ...finished })
    }
  }

  let files = 0
  for (const id of changed) {
    const entry = next.listings[id]!
    const previous = live.listings[id]
    if (step.copied && previous) {
      const stillUsed = new Set(
        Object.entries(next.listings).flatMap(([other, e]) => (other === id ? [] : [...e.files, ...e.downloads])),
      )
      const unused = (urls: string[]) => urls.filter((url) => !stillUsed.has(url))
      // A download of a release made before downloads had their own folder is in `client/`: both go.
      await removeFiles(clientDir, [...previous.pages, ...unused(previous.files), ...unused(previous.downloads)])
      await removeFiles(path.join(outDir, 'downloads'), unused(previous.downloads))
    }
    const fresh = publication && id === publication.listing.id
    if (fresh) {
      for (const file of filesOf(publication)) await linkFile(file.path, fileOfUrl(clientDir, file.url))
      for (const file of downloadsOf(publication)) await linkFile(file.path, downloadFileOf(outDir, file.url))
    } else {
      const carried = step.carryFrom!
      for (const url of entry.files)
        await linkFile(fileOfUrl(path.join(carried, 'client'), url), fileOfUrl(clientDir, url))
      for (const url of entry.downloads) {
        const own = downloadFileOf(carried, url)
        await linkFile(
          existsSync(own) ? own : fileOfUrl(path.join(carried, 'client'), url),
          downloadFileOf(outDir, url),
        )
      }
    }
    files += entry.files.length + entry.downloads.length
  }
  if (step.copied)
    for (const [id, entry] of Object.entries(next.listings))
      if (!changed.includes(id)) await moveOldDownloads(outDir, entry)
  for (const page of rendered) {
    writeNew(page.file, page.html)
    parsedPages.keep(page.page, page.html)
  }

  const origin = config.public.siteOrigin
  await writeListingEntries(
    clientDir,
    origin,
    Object.values(next.listings)
      .filter((e) => e.publication.branded === 'live')
      .map((e) => ({
        loc: `${origin}${e.pages.find((p) => p.startsWith('/listings/'))}`,
        lastmod: e.publication.listing.updatedAt,
      })),
  )

  if (rendered.length) {
    // The delivery page's downloads, previews and access state are the admin service's answers, not files.
    const servedByService = new Set(
      changed.flatMap((id) => serviceUrlsOf(next.listings[id]!).map((url) => `link ${url}: no such file in the build`)),
    )
    const offenders = (
      await checkSite(clientDir, {
        siteOrigin: origin,
        only: rendered.map((r) => r.file),
        pages: await parsedPages.read(clientDir),
      })
    ).filter(
      (o) =>
        !(BARE_BY_DESIGN.has(o.problem) && /^\/(tour|delivery)\//.test(o.route)) && !servedByService.has(o.problem),
    )
    if (offenders.length)
      throw new Error(
        `site check found ${offenders.length} problem(s) in listing pages:\n${formatOffenders(offenders)}`,
      )
  }
  await writeLedger(outDir, next)
  const result = { listings: Object.keys(next.listings).length, pages: rendered.length, files }
  log(`Listings: ${result.pages} pages rendered, ${result.files} files linked, ${result.listings} live`)
  return result
}

function entryOf(publication: ListingPublication): LedgerEntry {
  return {
    publication,
    pages: pagesOf(publication).map((p) => p.route),
    files: filesOf(publication).map((f) => f.url),
    downloads: downloadsOf(publication).map((f) => f.url),
  }
}

/** The addresses of a listing's delivery page that the admin service answers. */
function serviceUrlsOf({ publication, downloads }: LedgerEntry): string[] {
  const urls = deliveryServiceUrls(publication.listing)
  return [...downloads, urls.access, ...publication.prepared.photos.map((photo) => urls.preview(photo.id))]
}
