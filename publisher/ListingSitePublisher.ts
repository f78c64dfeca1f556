/**
 * The publisher's side of a listing's delivery: the `ListingPublisher` the admin service's
 * deliveries end with (content/listings/publication.ts). Each publish is a release of its own, made by the
 * warm renderer as a copy of the live release with that listing's pages and files replaced
 * (ReleaseBuilder.buildListing, listings/applyListings.ts), checked (the MLS compliance of the unbranded tour,
 * then `site check`), completed and switched to like any other release (Publisher.ts): a process killed
 * during a delivery leaves the previous release live, and the whole listing goes live at once or not at all.
 */
import type { ListingPublication, ListingPublisher } from '../content/listings/publication.ts'
import type { Publisher } from './Publisher.ts'
import type { ReleaseBuilder } from './ReleaseBuilder.ts'

export class ListingSitePublisher implements ListingPublisher {
  constructor(
    private readonly publisher: Publisher,
    private readonly builder: ReleaseBuilder,
  ) {}

  async publish(publication: ListingPublication): Promise<void> {
    await this.publisher.publishNow({ build: this.builder.buildListing(publication), keepRevision: true })
  }
}
