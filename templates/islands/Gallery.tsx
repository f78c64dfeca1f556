import { lazy, Suspense, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Img } from '../components/Img.tsx'
import { NoPicture } from '../components/NoPicture.tsx'
import type { GalleryItem } from './gallery/GalleryItem.ts'

export type { GalleryItem } from './gallery/GalleryItem.ts'

export interface GalleryProps {
  items: GalleryItem[]
  columns?: 2 | 3 | 4
  /** Accessible name of the grid (and prefix of the dialog's label). */
  label: string
}

// The lightbox is its own chunk: fetched when a visitor points at or focuses the grid, so the page's
// JavaScript stays small and the dialog is usually there by the time of the click.
const loadLightbox = () => import('./gallery/Lightbox.tsx')
const Lightbox = lazy(() => loadLightbox().then(({ Lightbox }) => ({ default: Lightbox })))
const preloadLightbox = () => void loadLightbox()

/**
 * Featured-work grid with a full-screen lightbox (spec: Lightbox). Video and embed items show only
 * their poster in the grid; the player iframe exists only while the lightbox shows that item. Its
 * styles (styles/gallery.css) are imported by the server components that render it, so they are
 * inlined into the page instead of loaded again with this island.
 */
export function Gallery({ items, columns = 3, label }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null)
  const triggers = useRef<(HTMLButtonElement | null)[]>([])
  const lastOpened = useRef(0)

  const open = (i: number) => {
    lastOpened.current = i
    setIndex(i)
  }
  const close = () => {
    setIndex(null)
    triggers.current[lastOpened.current]?.focus()
  }

  return (
    <>
      <ul
        className={`gallery-grid gallery-cols-${columns}`}
        aria-label={label}
        onPointerOver={preloadLightbox}
        onFocus={preloadLightbox}
      >
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            <button
              type="button"
              className="gallery-item"
              data-subject={item.subject}
              aria-haspopup="dialog"
              aria-label={item.name}
              ref={(el) => {
                triggers.current[i] = el
              }}
              onClick={() => open(i)}
            >
              <span className="gallery-thumb">
                {item.image ? <Img data={{ ...item.image, alt: '' }} /> : <NoPicture icon={item.icon} />}
                {item.type === 'video' && <span className="gallery-badge gallery-badge-play" aria-hidden="true" />}
                {item.type === 'embed' && item.image && (
                  <span className="gallery-badge gallery-badge-3d" aria-hidden="true">
                    3D
                  </span>
                )}
              </span>
              {/* The caption is the button's name: it holds every word the button shows (WCAG 2.5.3). */}
              <span className="gallery-caption">
                {item.category && <span className="gallery-category">{item.category}</span>}
                <span className="gallery-title">{item.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index !== null &&
        createPortal(
          <Suspense fallback={null}>
            <Lightbox items={items} index={index} label={label} onChange={setIndex} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  )
}
