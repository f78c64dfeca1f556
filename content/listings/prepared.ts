/**
 * A listing's media as the admin service prepared it for publishing (admin-service/server/listings/
 * MediaPreparer.ts): each file the pages and the delivery page need, where it is on the service's disk
 * (`path`) and the site address it is published at (`url`). The publisher copies each `path` to its `url`
 * in the release (publisher/listings/applyListings.ts), and the page templates render from the same object.
 *
 * Site addresses: web pictures, the share image, films and floor plans under `/listing-media/`, named by
 * their content (immutable caching, and nothing of the address or the agent in the unbranded tour's
 * requests); downloads under `/delivery/<token>/files/`, reachable only from the delivery page.
 */

/** One file to publish. */
export type PublishedFile = { path: string; url: string; bytes: number }

export type PreparedPhoto = {
  id: string
  caption: string
  staged: boolean
  /** The unstaged original of a staged photo (another photo's id). */
  originalId: string | null
  width: number
  height: number
  /** WebP copies, narrowest first, none wider than the photo. */
  web: PreparedWidth[]
}

/** A copy of a photo at one width. */
export type PreparedWidth = PublishedFile & { width: number }

/**
 * The first photo as the pages' hero (their LCP element): AVIF copies at the widths of its `web` ones, and a
 * 2:3 portrait crop for phones, whose hero box is taller than wide (a landscape photo would be drawn 1.5-2.3
 * times wider than the screen), as AVIF and WebP; each narrowest first.
 */
export type PreparedHero = {
  avif: PreparedWidth[]
  portrait: { width: number; height: number; avif: PreparedWidth[]; webp: PreparedWidth[] }
}

export type PreparedFilm = {
  id: string
  caption: string
  /** An uploaded MP4, played by a self-hosted `<video>`. */
  file: PublishedFile | null
  /** A provider's player (`src` of the iframe), shown behind a click-to-load facade. */
  link: { src: string; provider: string } | null
}

export type PreparedTour = { id: string; caption: string; src: string; provider: string; unbrandedSrc: string | null }

export type PreparedFloorPlan = { id: string; caption: string; file: PublishedFile; format: 'image' | 'pdf' }

/** A download of the delivery page: a file named for the agent (`12-maple-ave-toronto-01.jpg`). */
export type DownloadFile = PublishedFile & { name: string }

export type PreparedListing = {
  listingId: string
  photos: PreparedPhoto[]
  films: PreparedFilm[]
  tours: PreparedTour[]
  floorPlans: PreparedFloorPlan[]
  /** 1200x630 JPEG cut from the first photo (Open Graph and the share cards). */
  ogImage: PublishedFile | null
  /** The first photo's hero copies; absent from listings prepared before they were made (the `web` ones serve). */
  hero?: PreparedHero | null
  downloads: {
    /** Long edge `mlsLongEdge`, sRGB JPEG, no EXIF or GPS, numbered with the address. */
    mls: { edge: number; files: DownloadFile[]; zip: DownloadFile }
    /** The originals as uploaded, EXIF location removed. */
    print: { files: DownloadFile[]; zip: DownloadFile }
    films: DownloadFile[]
    floorPlans: DownloadFile[]
  }
}
