import type { PortfolioItem } from '../../../content/portfolio/store.ts'
import type { Thumbnails } from './keys.ts'

/** The picture to show for an item, or why there is none: a missing upload is broken, a tour without one a tile. */
export function thumbnailOf(item: PortfolioItem, thumbnails: Thumbnails | undefined): string | null | 'tile' {
  const picture = item.type === 'image' ? item.src : item.thumbnail
  if (picture?.startsWith('/uploads/')) return thumbnails ? (thumbnails[picture] ?? null) : picture
  if (picture) return picture
  if (item.type === 'video') return `https://i.ytimg.com/vi/${item.src}/mqdefault.jpg`
  return 'tile'
}

/**
 * The list's thumbnail of an item (`src` from thumbnailOf): its processed upload (a small variant), a
 * video's poster (or its YouTube thumbnail), a 3D-tour tile, or a broken-picture mark (`src` null).
 * Decorative: the row names the item and says when its picture is broken.
 */
export function ItemThumb({
  src,
  type,
  onError,
}: {
  src: string | null | 'tile'
  type: PortfolioItem['type']
  onError: () => void
}) {
  if (src === 'tile')
    return (
      <span className="admin-thumb admin-thumb-tile" aria-hidden="true">
        3D tour
      </span>
    )
  if (src === null)
    return (
      <span className="admin-thumb admin-thumb-broken" aria-hidden="true">
        !
      </span>
    )
  return (
    <span className="admin-thumb" aria-hidden="true">
      <img src={src} alt="" width={96} height={64} loading="lazy" decoding="async" onError={onError} />
      {type === 'video' && <span className="admin-thumb-badge">▶</span>}
      {type === 'embed' && <span className="admin-thumb-badge">3D</span>}
    </span>
  )
}
