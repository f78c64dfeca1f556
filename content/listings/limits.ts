/**
 * A listing's fixed values and limits as plain data: the listings store schema (store.ts), the admin
 * service (which enforces them) and the /admin page (which shows them, without loading zod) read them.
 */

export const listingStatuses = ['draft', 'live', 'sold', 'archived'] as const

/** What happens to the branded page of a sold or archived listing: kept with a "Sold" band, or taken down. */
export const afterSaleChoices = ['keep', 'remove'] as const

export const mediaKinds = ['photo', 'film', 'tour', 'floorPlan'] as const
export type MediaKind = (typeof mediaKinds)[number]

export const deliveryStates = ['delivering', 'live', 'failed'] as const

const MB = 1024 * 1024

/** Upload limits per kind of file, checked while the file streams in (the service) and shown on /admin. */
export const MEDIA_LIMITS = {
  photoBytes: 50 * MB,
  photoLabel: '50 MB',
  filmBytes: 2048 * MB,
  filmLabel: '2 GB',
  floorPlanBytes: 50 * MB,
  floorPlanLabel: '50 MB',
  /** Files one request may carry. */
  filesPerRequest: 60,
  /** Media items one listing may hold, of each kind. */
  perListing: { photo: 200, film: 3, tour: 3, floorPlan: 10 } satisfies Record<MediaKind, number>,
  /** A photo decoded above this many pixels is refused (decompression bombs); 24 MP cameras are well under. */
  maxPixels: 120_000_000,
} as const

export const PHOTO_FORMATS_LABEL = 'JPEG, PNG, WebP, AVIF or TIFF'
export const FILM_FORMATS_LABEL = 'MP4'
export const FLOOR_PLAN_FORMATS_LABEL = 'an image or a PDF'

/** Field lengths. */
export const LISTING_TEXT = {
  street: 120,
  unit: 20,
  city: 60,
  region: 40,
  postalCode: 12,
  description: 5000,
  caption: 300,
  name: 100,
  brokerage: 120,
  phone: 30,
  email: 254,
  bookingId: 80,
} as const

/** The MLS download's long edge in pixels: the owner's setting, within these bounds. */
export const MLS_LONG_EDGE = { default: 2048, min: 640, max: 4096 } as const

/** What a team of agents is: a whole brokerage, or a team working inside one (team.ts). */
export const teamKinds = ['brokerage', 'team'] as const
export type TeamKind = (typeof teamKinds)[number]

/** A team's field lengths and the most members it holds. */
export const TEAM_LIMITS = { name: 120, brokerage: 120, members: 200 } as const
