import type { ImgData } from '../../components/Img.tsx'

/** One picture, video or tour of a gallery grid and its lightbox. */
export interface GalleryItem {
  /** 'image' | 'video' | 'embed'; any other type renders nothing in the lightbox. */
  type: string
  title: string
  description?: string
  category?: string
  specs?: string
  /** Thumbnail/poster in the grid; for image items also the large picture in the lightbox. */
  image?: ImgData
  /** YouTube id for type 'video'. */
  videoId?: string
  /** Already-sanitised https iframe src for type 'embed' (never raw markup). */
  embedSrc?: string
}
