import type { IconName } from '@content/schemas/icons.ts'
import type { ImgData } from '../../components/Img.tsx'

/** One picture, film, tour or picture-less card of a gallery grid and its lightbox. */
export interface GalleryItem {
  /** 'image' | 'video' | 'embed' | 'card'; any other type renders nothing in the lightbox. */
  type: string
  title: string
  /**
   * The grid button's accessible name when its title is not a description (a listing's photo without a
   * caption: "Open photo 3 of 12"); by default the button is named by what it shows.
   */
  name?: string
  /** The subject the item claims its picture shows (content/photos.ts), written as `data-subject`. */
  subject?: string
  description?: string
  category?: string
  specs?: string
  /** Thumbnail/poster in the grid; for image items also the large picture in the lightbox. */
  image?: ImgData
  /** Shown where a picture would be when the item has none (a card, a tour without a photograph of it). */
  icon?: IconName
  /** YouTube id of a type 'video' item from the portfolio store. */
  videoId?: string
  /** Address of a film the site hosts itself (`/media/*.mp4`), for type 'video'. */
  videoSrc?: string
  /** Already-sanitised https iframe src for type 'embed' (never raw markup). */
  embedSrc?: string
}
