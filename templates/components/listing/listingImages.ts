import type { PreparedHero, PreparedPhoto, PreparedWidth } from '@content/listings/prepared.ts'
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

/** Under the spec's phone breakpoint (768 px) the hero box is taller than wide: the portrait crop serves it. */
export const PHONE_QUERY = '(max-width: 767.98px)'

const srcset = (widths: PreparedWidth[]) => widths.map((w) => `${w.url} ${w.width}w`).join(', ')

/**
 * The hero's ImgData with its prepared copies (when the listing has them): on phones the 2:3 portrait crop,
 * elsewhere the photo; each as AVIF first (about half WebP's bytes), then WebP. The `<img>` fallback and the
 * desktop's candidates stay the photo's WebP widths, so a desktop downloads no more than before.
 */
export function heroImgData(image: ImgData, hero: PreparedHero | null | undefined): ImgData {
  if (!hero || hero.portrait.webp.length === 0) return image
  return {
    ...image,
    sources: [
      { type: 'image/avif', srcset: srcset(hero.portrait.avif), media: PHONE_QUERY },
      { type: 'image/webp', srcset: srcset(hero.portrait.webp), media: PHONE_QUERY },
      { type: 'image/avif', srcset: srcset(hero.avif) },
      ...image.sources,
    ],
  }
}

/**
 * What a photo shows, for its alt text and caption: the owner's caption, labelled when virtually staged. A photo
 * without a caption says nothing (alt=""; "Virtually staged" when it is): numbering it after the address says
 * nothing a screen reader's user does not know, once per photo.
 */
export function photoText(photo: PreparedPhoto): string {
  if (!photo.caption) return photo.staged ? 'Virtually staged' : ''
  return photo.staged ? `${photo.caption} (virtually staged)` : photo.caption
}
