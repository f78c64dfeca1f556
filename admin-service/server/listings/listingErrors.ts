import { ServiceError } from '../shared/errors/ServiceError.ts'
import { FILM_FORMATS_LABEL, FLOOR_PLAN_FORMATS_LABEL, PHOTO_FORMATS_LABEL } from '../../../content/listings/limits.ts'

/** Every user-facing error text of the listings API, in one place (beside the service's own, ../shared/http/errors.ts). */
export const listingMessages = {
  notMedia: `is not a photo (${PHOTO_FORMATS_LABEL}), a film (${FILM_FORMATS_LABEL}) or a floor plan (${FLOOR_PLAN_FORMATS_LABEL})`,
  notImage: `is not an image (${PHOTO_FORMATS_LABEL})`,
  tooLarge: 'is too large',
  emptyFile: 'is empty',
  badImage: 'could not be read as an image',
  badPdf: 'could not be read as a PDF',
  encryptedPdf:
    'is a PDF protected by a password or by restrictions, which keep its metadata from being removed: save it again without them',
  noFfmpeg:
    'cannot be taken: films are published without their metadata by ffmpeg, which is not installed on this server (Debian package ffmpeg)',
  tooManyPixels: 'has too many pixels',
  noFiles: 'No files uploaded (multipart field "files")',
  tooManyFiles: 'Too many files in one upload',
  multipartOnly: 'Content-Type must be multipart/form-data (files) or application/json (a film or tour link)',
  badKind: 'kind must be "floorPlan" (images uploaded as floor plans), or absent',
  badLink: 'Invalid link',
  listingNotFound: 'No such listing',
  agentNotFound: 'No such agent',
  teamNotFound: 'No such team',
  notMember: 'The agent is not a member of this team',
  incomplete: 'The listing cannot be delivered yet; it needs',
  delivering: 'A delivery of this listing is already under way',
  prepareFailed: 'Preparing the media failed',
  publishFailed: 'Publishing the listing failed',
  noPublisher: 'Delivering is off: this service does not publish the site',
  viewOrigin: "Views are counted from the property website's own pages only",
  viewTooMany: 'Too many views counted from your connection; try again later',
  viewBusy: 'Too many views counted at once; try again later',
  viewJunk: 'Too many requests from your connection that were not views',
  unknownOrder: 'Unknown order',
  noOrder: (id: string) => `names no order "${id}"`,
  orderNotFound: 'No such order',
  orderHasListing: 'This order already has its listing',
  noDelivery: 'No such delivery',
  noDownload: 'No such file in this delivery',
} as const

/** What the listings' domain code refuses (a delivery that cannot start), as its own errors. */
export class ListingError extends ServiceError {}

/** No listing with this id. */
export class ListingNotFoundError extends ListingError {
  constructor() {
    super('notFound', listingMessages.listingNotFound)
  }
}

/** A delivery that cannot start now: the listing is incomplete (`fields.listing` says what it needs), or busy. */
export class DeliveryRefusedError extends ListingError {
  constructor(message: string, fields?: Record<string, string>) {
    super('conflict', message, { fields })
  }
}
