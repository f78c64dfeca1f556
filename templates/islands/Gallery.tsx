import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Img, type ImgData } from '../components/Img.tsx'
import { showDots } from './gallery/showDots.ts'
import { youtubeEmbedSrc } from './gallery/youtube.ts'
import '../styles/gallery.css'

export interface GalleryItem {
  /** 'image' | 'video' | 'embed'; any other type renders nothing in the lightbox. */
  type: string
  title: string
  description?: string
  category?: string
  specs?: string
  /** Thumbnail/poster in the grid; for image items also the large picture in the lightbox. */
  image?: ImgData
  /** YouTube id for type 'video'. */
  videoId?: string
  /** Already-sanitised https iframe src for type 'embed' (never raw markup). */
  embedSrc?: string
  /** Optional 'before' picture for editing before/after items. */
  before?: ImgData
}

export interface GalleryProps {
  items: GalleryItem[]
  columns?: 2 | 3 | 4
  /** Accessible name of the grid (and prefix of the dialog's label). */
  label: string
}

const FOCUSABLE = 'button:not([disabled]), [href], iframe, [tabindex]:not([tabindex="-1"])'

/**
 * Featured-work grid with a full-screen lightbox (spec: Lightbox). Video and embed items show only
 * their poster in the grid; the player iframe exists only while the lightbox shows that item.
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
      <ul className={`gallery-grid gallery-cols-${columns}`} aria-label={label}>
        {items.map((item, i) => (
          <li key={`${item.title}-${i}`}>
            <button
              type="button"
              className="gallery-item"
              aria-label={item.title}
              aria-haspopup="dialog"
              ref={(el) => {
                triggers.current[i] = el
              }}
              onClick={() => open(i)}
            >
              <span className="gallery-thumb">
                {item.image ? <Img data={{ ...item.image, alt: '' }} /> : <span className="gallery-thumb-empty" />}
                {item.type === 'video' && <span className="gallery-badge gallery-badge-play" aria-hidden="true" />}
                {item.type === 'embed' && (
                  <span className="gallery-badge gallery-badge-3d" aria-hidden="true">
                    3D
                  </span>
                )}
                {item.before && (
                  <span className="gallery-badge gallery-badge-ba" aria-hidden="true">
                    Before / After
                  </span>
                )}
              </span>
              <span className="gallery-caption" aria-hidden="true">
                {item.category && <span className="gallery-category">{item.category}</span>}
                <span className="gallery-title">{item.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {index !== null &&
        createPortal(
          <Lightbox items={items} index={index} label={label} onChange={setIndex} onClose={close} />,
          document.body,
        )}
    </>
  )
}

interface LightboxProps {
  items: GalleryItem[]
  index: number
  label: string
  onChange: (index: number) => void
  onClose: () => void
}

function Lightbox({ items, index, label, onChange, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const item = items[index]!
  const total = items.length
  const atStart = index === 0
  const atEnd = index === total - 1

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    document.body.classList.add('lightbox-open')
    return () => {
      document.body.style.overflow = overflow
      document.body.classList.remove('lightbox-open')
    }
  }, [])

  // Listens on the document so the keys keep working when a prev/next button under focus gets disabled.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
      } else if (event.key === 'ArrowLeft' && !atStart) {
        event.preventDefault()
        onChange(index - 1)
      } else if (event.key === 'ArrowRight' && !atEnd) {
        event.preventDefault()
        onChange(index + 1)
      } else if (event.key === 'Tab') {
        trapFocus(event, dialog.current)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus()
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [index, atStart, atEnd, onChange, onClose])

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <div className="lightbox-backdrop" onClick={onBackdrop}>
      <div className="lightbox" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog}>
        <div className="lightbox-bar">
          <span className="lightbox-counter" aria-live="polite">
            {index + 1} / {total}
          </span>
          {item.category && <span className="lightbox-category">{item.category}</span>}
          <button type="button" className="lightbox-close" aria-label="Close" ref={closeButton} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="lightbox-stage">
          <button
            type="button"
            className="lightbox-nav lightbox-prev"
            aria-label="Previous item"
            disabled={atStart}
            onClick={() => onChange(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="lightbox-media">
            <LightboxMedia item={item} />
          </div>
          <button
            type="button"
            className="lightbox-nav lightbox-next"
            aria-label="Next item"
            disabled={atEnd}
            onClick={() => onChange(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="lightbox-info">
          <h2 className="lightbox-title" id={titleId}>
            <span className="visually-hidden">{label}: </span>
            {item.title}
          </h2>
          {item.description && <p>{item.description}</p>}
          {item.specs && <p className="lightbox-specs">{item.specs}</p>}
        </div>
        {showDots(total) && (
          <div className="lightbox-dots">
            {items.map((dot, i) => (
              <button
                type="button"
                key={`${dot.title}-${i}`}
                className="lightbox-dot"
                aria-label={`Go to item ${i + 1}: ${dot.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onChange(i)}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

function large(image: ImgData, alt: string): ImgData {
  return {
    ...image,
    alt: image.alt || alt,
    sizes: '(min-width: 1200px) 1100px, 92vw',
    loading: 'eager',
    fetchPriority: 'high',
  }
}

/** The large view of one item; unknown types render nothing. */
function LightboxMedia({ item }: { item: GalleryItem }) {
  if (item.type === 'image') {
    if (!item.image) return null
    if (item.before) {
      return (
        <div className="lightbox-compare">
          {/* Without a separate original, the finished photo is shown with a flat, unedited look. */}
          <figure className={item.before.src === item.image.src ? 'is-simulated' : undefined}>
            <Img data={large(item.before, `${item.title}, before editing`)} />
            <figcaption>Before</figcaption>
          </figure>
          <figure>
            <Img data={large(item.image, `${item.title}, after editing`)} />
            <figcaption>After</figcaption>
          </figure>
        </div>
      )
    }
    return <Img data={large(item.image, item.title)} className="lightbox-img" />
  }
  if (item.type === 'video' && item.videoId) {
    return (
      <iframe
        className="lightbox-frame"
        src={youtubeEmbedSrc(item.videoId)}
        title={item.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    )
  }
  if (item.type === 'embed' && item.embedSrc?.startsWith('https://')) {
    return (
      <iframe
        className="lightbox-frame"
        src={item.embedSrc}
        title={item.title}
        allow="fullscreen; xr-spatial-tracking"
        allowFullScreen
      />
    )
  }
  return null
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapFocus(event: globalThis.KeyboardEvent, container: HTMLElement | null) {
  if (!container) return
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
  if (focusable.length === 0) return
  const first = focusable[0]!
  const last = focusable[focusable.length - 1]!
  const active = document.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
