import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { ListingPublication, ListingPublisher } from '../../content/listings/publication.ts'
import { DeliveryCoordinator } from '../../admin-service/server/listings/DeliveryCoordinator.ts'
import { MediaPreparer } from '../../admin-service/server/listings/MediaPreparer.ts'
import type { FileLimits } from '../../admin-service/server/listings/receiveFile.ts'
import { ListingStore } from '../../admin-service/server/listings/ListingStore.ts'
import type { AppOptions } from '../../admin-service/server/createApp.ts'
import { testApp } from './testApp.ts'

/** A publisher that keeps what it was given, and fails with `failWith` when set. */
export class RecordingPublisher implements ListingPublisher {
  readonly published: ListingPublication[] = []
  /** Every call of `publish`, failed ones included. */
  attempts = 0
  failWith: string | null = null
  async publish(publication: ListingPublication): Promise<void> {
    this.attempts++
    if (this.failWith) throw new Error(this.failWith)
    this.published.push(publication)
  }
}

/** testApp with the listings API over an in-memory listings store and a temp media folder. */
export async function listingsApp(
  options: {
    publisher?: ListingPublisher | null
    limits?: FileLimits
    leads?: AppOptions['leads']
    /** The site's publisher, for `/api/publish/status` (none by default). */
    sitePublisher?: AppOptions['publisher']
    /** Anything else of the app's options (bookings, the agents' door...). */
    app?: Partial<AppOptions>
  } = {},
) {
  const store = ListingStore.inMemory()
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'listing-media-'))
  const preparer = new MediaPreparer(mediaDir, { encodes: 1 })
  const delivery = new DeliveryCoordinator(
    store,
    preparer,
    options.publisher === undefined ? new RecordingPublisher() : options.publisher,
    () => {},
  )
  const app = await testApp({
    listings: { store, delivery, limits: options.limits },
    leads: options.leads,
    publisher: options.sitePublisher,
    ...options.app,
  })
  return { ...app, listings: store, delivery, preparer, mediaDir }
}

/** A JPEG photo of `width` x `height`. */
export const jpeg = (width = 1200, height = 800, colour = '#b96') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

/** The start of an MP4 file (an `ftyp` box, brand mp42), padded with zeros to `bytes`. */
export function mp4(bytes = 64 * 1024): Buffer {
  const box = Buffer.from('0000001c6674797069736f6d0000020069736f6d69736f326d703431', 'hex')
  return Buffer.concat([box, Buffer.alloc(Math.max(0, bytes - box.length))])
}

/** A one-page PDF. */
export const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )
