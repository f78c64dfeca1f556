import type { PreparedPhoto } from '@content/listings/prepared.ts'
import { Gallery, type GalleryItem } from '../../islands/Gallery.tsx'
import { gallerySizes } from '../../islands/gallery/gallerySizes.ts'
import { Island } from '../Island.tsx'
import { useRenderState } from '../renderContext.tsx'
import { photoImgData, photoText } from './listingImages.ts'
import '../../styles/gallery.css'

// Three columns in the listing body, whose container stops at 960 px (styles/listing.css).
const SIZES = gallerySizes(3, 960)

/**
 * A listing's photos in the site's gallery grid and lightbox; virtually staged photos carry the label
 * "Virtually staged" (the MLS rules ask for it on the unbranded tour too), and a staged photo's unstaged
 * original follows it, labelled as the photo before staging. A captioned photo is named by its caption (its
 * alt in the lightbox); one without a caption shows "Photo 3 of 12", its button is named "Open photo 3 of 12"
 * and its picture says nothing (alt="").
 */
export function ListingGallery({ photos, place }: { photos: PreparedPhoto[]; place: string }) {
  const state = useRenderState()
  const items: GalleryItem[] = photos.map((photo, i) => {
    const text = photoText(photo)
    const number = `photo ${i + 1} of ${photos.length}`
    const isOriginal = photos.some((s) => s.staged && s.originalId === photo.id)
    return {
      type: 'image',
      title: photo.caption ? text : `P${number.slice(1)}`,
      ...(photo.caption ? {} : { name: `Open ${number}${photo.staged ? ', virtually staged' : ''}` }),
      ...(photo.caption ? { description: `P${number.slice(1)}` } : {}),
      ...(photo.staged ? { category: 'Virtually staged' } : isOriginal ? { category: 'Before virtual staging' } : {}),
      image: photoImgData(state, photo, photo.caption ? text : '', SIZES),
    }
  })
  return <Island name="Gallery" component={Gallery} props={{ items, columns: 3, label: `Photos of ${place}` }} />
}
