import { sampleFilm } from '@content/films/sampleFilm.ts'
import type { FeaturedItem } from '@content/schemas/service.ts'
import type { ImgData } from '../Img.tsx'
import type { GalleryItem } from '../../islands/Gallery.tsx'

/** Turns a content item into the Gallery island's props, given a way to describe its photos. */
export function toGalleryItem(item: FeaturedItem, img: (name: string, alt: string) => ImgData): GalleryItem {
  return {
    type: item.type,
    subject: item.subject,
    title: item.title,
    description: item.description,
    category: item.category,
    specs: item.specs,
    ...(item.image && item.alt ? { image: img(item.image, item.alt) } : {}),
    ...(item.icon ? { icon: item.icon } : {}),
    ...(item.film === 'sample' ? { videoSrc: sampleFilm.src } : {}),
    ...(item.embedSrc ? { embedSrc: item.embedSrc } : {}),
  }
}
