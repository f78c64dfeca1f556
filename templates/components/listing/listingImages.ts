import type { PreparedPhoto } from '@content/listings/prepared.ts'
import type { ImgData } from '../Img.tsx'
import type { RenderState } from '../renderContext.tsx'

/** The width of the `<img src>` fallback: the prepared WebP nearest to it. */
const FALLBACK_WIDTH = 960

/**
 * ImgData for a prepared listing photo (WebP at several widths), numbered in page order like every other
 * image: the first loads eagerly at high priority.
 */
export function photoImgData(state: RenderState, photo: PreparedPhoto, alt: string, sizes: string): ImgData {
  const order = state.imageCount++
  const fallback = photo.web.find((w) => w.width >= FALLBACK_WIDTH) ?? photo.web.at(-1)!
  const largest = photo.web.at(-1)!
  return {
    sources: [{ type: 'image/webp', srcset: photo.web.map((w) => `${w.url} ${w.width}w`).join(', ') }],
    src: fallback.url,
    width: largest.width,
    height: Math.round((photo.height / photo.width) * largest.width),
    alt,
    sizes,
    loading: order < 3 ? 'eager' : 'lazy',
    fetchPriority: order < 1 ? 'high' : undefined,
  }
}

/** What a photo shows, for its alt text and caption: the owner's caption, labelled when virtually staged. */
export function photoText(photo: PreparedPhoto, index: number, place: string): string {
  const text = photo.caption || `${place}, photo ${index + 1}`
  return photo.staged ? `${text} (virtually staged)` : text
}
