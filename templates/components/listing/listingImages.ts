import type { PreparedPhoto } from '@content/listings/prepared.ts'
import type { ImgData } from '../Img.tsx'
import type { RenderState } from '../renderContext.tsx'

/** The width of the `<img src>` fallback: the prepared WebP nearest to it. */
const FALLBACK_WIDTH = 960

/**
 * ImgData for a prepared listing photo (WebP at several widths), numbered in page order like every other
 * image: the first (the hero, the page's LCP) loads eagerly at high priority, every other lazily. Unlike the
 * site's pages (three eager images), a listing's hero fills the first screen on a phone and on a desktop, and
 * the gallery starts below it: an eager gallery photo was a second download of the hero's photo (its 480 px
 * thumbnail) competing with the hero before the first paint.
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
    loading: order < 1 ? 'eager' : 'lazy',
    fetchPriority: order < 1 ? 'high' : undefined,
  }
}

/** What a photo shows, for its alt text and caption: the owner's caption, labelled when virtually staged. */
export function photoText(photo: PreparedPhoto, index: number, place: string): string {
  const text = photo.caption || `${place}, photo ${index + 1}`
  return photo.staged ? `${text} (virtually staged)` : text
}
