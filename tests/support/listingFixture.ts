import { createHash, randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { MediaPreparer } from '../../admin-service/server/listings/MediaPreparer.ts'
import { brandedPageOf, type ListingPublication } from '../../content/listings/publication.ts'
import { photoJpeg } from './photos.ts'
import type { Listing } from '../../content/listings/store.ts'
import { sampleAddress, storedSampleAgent, storedSampleListing } from './sampleListing.ts'

const id = () => randomBytes(12).toString('base64url')

/**
 * A listing of `photos` photos (the second staged) stored in `mediaDir` as the admin service stores uploads,
 * prepared by the real MediaPreparer, as the publication a delivery hands the publisher.
 */
export async function preparedListing(
  mediaDir: string,
  options: { photos?: number; width?: number; height?: number; street?: string; caption?: string } = {},
) {
  const { photos = 3, width = 1600, height = 1067, street = '12 Maple Ave' } = options
  const listingId = id()
  const dir = path.join(mediaDir, listingId)
  await mkdir(dir, { recursive: true })
  const media = []
  for (let i = 0; i < photos; i++) {
    const bytes = await photoJpeg(width, height, (i * 37) % 360)
    const name = `${randomBytes(16).toString('hex')}.jpg`
    await writeFile(path.join(dir, name), bytes)
    media.push({
      id: id(),
      kind: 'photo' as const,
      caption: i === 0 ? (options.caption ?? 'Living room') : '',
      staged: i === 1,
      file: {
        name,
        original: `IMG_${i + 1}.JPG`,
        bytes: bytes.length,
        mime: 'image/jpeg',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        width,
        height,
      },
    })
  }
  media.push({
    id: id(),
    kind: 'tour' as const,
    caption: '',
    link: { src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', provider: 'Matterport' },
  })
  const listing = storedSampleListing({
    id: listingId,
    slug: street.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-toronto',
    tourId: id(),
    deliveryToken: randomBytes(24).toString('base64url'),
    address: { ...sampleAddress, street },
    media,
  })
  const preparer = new MediaPreparer(mediaDir)
  const publicationOf = async (l: Listing): Promise<ListingPublication> => ({
    listing: l,
    agent: storedSampleAgent,
    agentImages: { headshot: null, logo: null },
    prepared: await preparer.prepare(l, { mlsLongEdge: 2048 }),
    branded: brandedPageOf(l),
  })
  return { listing, publication: await publicationOf(listing), publicationOf }
}
