import { sampleFilm } from '@content/films/sampleFilm.ts'
import type { FeaturedItem } from '@content/schemas/service.ts'
import type { ImgData } from '../Img.tsx'
import type { GalleryItem } from '../../islands/Gallery.tsx'

/** Grid sizes of a gallery thumbnail by column count (templates/styles/gallery.css). */
export function gallerySizes(columns: 2 | 3 | 4): string {
  return `(min-width: 992px) ${Math.round(100 / columns)}vw, (min-width: 576px) 50vw, 100vw`
}

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
