import type { Picture } from './images.ts'
import { getPicture } from './images.ts'
import { useRenderState } from './renderContext.tsx'

/** Serializable description of a responsive image; islands receive these as props. */
export interface ImgData {
  /** In order of preference; a source with `media` serves only the viewports it matches (art direction). */
  sources: { type: string; srcset: string; media?: string }[]
  src: string
  width: number
  height: number
  alt: string
  sizes: string
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/**
 * The `fetchpriority` attribute, spelled as HTML has it: React 18 does not know the `fetchPriority`
 * prop and warns about it (it still writes the attribute).
 */
export const fetchPriorityAttr = (priority: 'high' | undefined): Record<string, string> =>
  priority ? { fetchpriority: priority } : {}

/** The media type of an image format as a picture's sources name it. */
export const imageType = (format: string) => `image/${format === 'jpg' ? 'jpeg' : format}`

/**
 * The preload of a picture's preferred format (its first source: AVIF, or WebP in a build without AVIF), shown
 * at `sizes`, for the viewports `media` matches (all when not given): what a page's largest image is preloaded by.
 */
export function preloadOf(picture: Picture, sizes: string, media?: string) {
  const [format, srcset] = Object.entries(picture.sources)[0]!
  return { imagesrcset: srcset, imagesizes: sizes, type: imageType(format), media }
}

export function toImgData(picture: Picture, alt: string, sizes: string, order: number): ImgData {
  return {
    sources: Object.entries(picture.sources).map(([format, srcset]) => ({ type: imageType(format), srcset })),
    src: picture.img.src,
    width: picture.img.w,
    height: picture.img.h,
    alt,
    sizes,
    loading: order < 3 ? 'eager' : 'lazy',
    fetchPriority: order < 1 ? 'high' : undefined,
  }
}

/**
 * Server-side: responsive image data for a content photo, numbered in page order; `belowTheFold` photos
 * are never among the first (they load lazily, whatever comes before them).
 */
export function useImgData(name: string, alt: string, sizes: string, belowTheFold = false): ImgData {
  const state = useRenderState()
  return toImgData(getPicture(name), alt, sizes, belowTheFold ? Number.POSITIVE_INFINITY : state.imageCount++)
}

/** Renders ImgData as <picture>; safe in islands (pure function of its props). */
export function Img({ data, className }: { data: ImgData; className?: string }) {
  return (
    <picture>
      {data.sources.map((s) => (
        <source key={`${s.media ?? ''}${s.type}`} media={s.media} type={s.type} srcSet={s.srcset} sizes={data.sizes} />
      ))}
      <img
        src={data.src}
        alt={data.alt}
        width={data.width}
        height={data.height}
        loading={data.loading}
        decoding="async"
        {...fetchPriorityAttr(data.fetchPriority)}
        className={className}
      />
    </picture>
  )
}

/** A content photo rendered on the server. */
export function Photo({
  name,
  alt,
  sizes = '100vw',
  className,
  belowTheFold,
}: {
  name: string
  alt: string
  sizes?: string
  className?: string
  /** Never loaded eagerly (useImgData). */
  belowTheFold?: boolean
}) {
  return <Img data={useImgData(name, alt, sizes, belowTheFold)} className={className} />
}
