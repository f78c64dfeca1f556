import type { ShowcaseItem } from '@content/loaders/showcase.ts'
import { Gallery, type GalleryItem } from '../../islands/Gallery.tsx'
import { gallerySizes } from '../../islands/gallery/gallerySizes.ts'
import { Island } from '../Island.tsx'
import { useRenderState } from '../renderContext.tsx'
import { storeImgData } from './storeImgData.ts'
import '../../styles/gallery.css'

// What a film or a tour without a thumbnail shows in its place (an image item always has its picture).
const NO_PICTURE_ICON = { image: 'image', video: 'film', embed: 'badge-3d' } as const

/**
 * The showcase grid of a portfolio page: store items in the Gallery island (lightbox on click).
 * Rendered as its own component so its images are numbered after the hero's.
 */
export function Showcase({ items, label }: { items: ShowcaseItem[]; label: string }) {
  const state = useRenderState()
  const columns = items.length === 4 ? 4 : 3
  const sizes = gallerySizes(columns)
  const galleryItems: GalleryItem[] = items.map((item) => ({
    type: item.type,
    title: item.title,
    description: item.description,
    ...(item.category ? { category: item.category } : {}),
    ...(item.specs ? { specs: item.specs } : {}),
    ...(item.subject ? { subject: item.subject } : {}),
    ...(item.image
      ? { image: storeImgData(state, item.image, item.alt, sizes) }
      : { icon: NO_PICTURE_ICON[item.type] }),
    ...(item.videoId ? { videoId: item.videoId } : {}),
    ...(item.videoSrc ? { videoSrc: item.videoSrc } : {}),
    ...(item.embedSrc ? { embedSrc: item.embedSrc } : {}),
  }))
  return <Island name="Gallery" component={Gallery} props={{ items: galleryItems, columns, label }} />
}
