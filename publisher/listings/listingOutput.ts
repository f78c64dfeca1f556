/**
 * What one listing puts into a release: its pages (the branded website unless it was taken down,
 * the unbranded MLS tour, the delivery page), its files (web pictures, share image, films, floor plans,
 * the agent's pictures under `/listing-media/`), each by the site address it is published at, and its
 * downloads (`/delivery/<token>/files/`): kept beside the public files, in the release's `downloads/` folder,
 * which no static host serves; the admin service answers their addresses, and refuses them while the
 * listing's order is unpaid (admin-service/server/listings/deliveryRoutes.ts).
 */
import path from 'node:path'
import type { PublishedFile } from '../../content/listings/prepared.ts'
import { listingUrls, type ListingPublication } from '../../content/listings/publication.ts'
import { addressLine } from '../../content/listings/store.ts'
import { siteConfig } from '../../content/site-config.ts'
import type { ComplianceSubject } from '../../generator/index.ts'

export type ListingPage = { route: string; kind: 'branded' | 'tour' | 'delivery' }

/** The listing's pages, the unbranded tour first (it is checked before anything else is rendered). */
export function pagesOf(publication: ListingPublication): ListingPage[] {
  const urls = listingUrls(publication.listing)
  return [
    { route: urls.unbrandedUrl, kind: 'tour' },
    ...(publication.branded === 'removed' ? [] : [{ route: urls.brandedUrl, kind: 'branded' as const }]),
    { route: urls.deliveryUrl, kind: 'delivery' },
  ]
}

/** Every public file the listing's pages link, each once (a content-named file may serve several items). */
export function filesOf({ prepared, agentImages }: ListingPublication): PublishedFile[] {
  return uniqueByUrl([
    ...prepared.photos.flatMap((p) => p.web),
    ...prepared.films.map((f) => f.file),
    ...prepared.floorPlans.map((f) => f.file),
    prepared.ogImage,
    ...(prepared.hero ? [...prepared.hero.avif, ...prepared.hero.portrait.avif, ...prepared.hero.portrait.webp] : []),
    agentImages.headshot,
    agentImages.logo,
  ])
}

/** The delivery page's downloads (`/delivery/<token>/files/...`), each once. */
export function downloadsOf({ prepared: { downloads } }: ListingPublication): PublishedFile[] {
  return uniqueByUrl([
    ...downloads.mls.files,
    downloads.mls.zip,
    ...downloads.print.files,
    downloads.print.zip,
    ...downloads.films,
    ...downloads.floorPlans,
  ])
}

function uniqueByUrl(files: (PublishedFile | null)[]): PublishedFile[] {
  const byUrl = new Map<string, PublishedFile>()
  for (const file of files) if (file && !byUrl.has(file.url)) byUrl.set(file.url, file)
  return [...byUrl.values()]
}

/** A download's address: `/delivery/<token>/files/<name>`. */
export const isDownloadUrl = (url: string): boolean => /^\/delivery\/[^/]+\/files\//.test(url)

/** Where a release keeps a download (outside `client/`, the folder static hosts serve). */
export const downloadFileOf = (releaseDir: string, url: string): string =>
  fileOfUrl(path.join(releaseDir, 'downloads'), url)

/** The file each address the listing's pages serve is published from: its own files, else the release's. */
export function mediaFileOf(publication: ListingPublication, clientDir: string): (url: string) => string {
  const own = new Map(filesOf(publication).map((file) => [file.url, file.path]))
  return (url) => own.get(url) ?? fileOfUrl(clientDir, url)
}

/** The file a site address is written to, inside a release's `client/` folder. */
export function fileOfUrl(clientDir: string, url: string): string {
  const relative = decodeURIComponent(url).replace(/^\/+/, '')
  if (!relative || relative.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`${url} is not a file address of the site`)
  return `${clientDir}/${relative.endsWith('/') ? `${relative}index.html` : relative}`
}

/** Who and what the unbranded tour must not name: the agent, the brokerage, the company and their phones. */
export function complianceSubjectOf({ listing, agent }: ListingPublication): ComplianceSubject {
  return {
    listing: addressLine(listing.address),
    names: [agent.name, agent.brokerage, siteConfig.name],
    phones: [agent.phone, siteConfig.phone],
  }
}
