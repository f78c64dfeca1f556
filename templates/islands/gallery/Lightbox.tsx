import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { Img, type ImgData } from '../../components/Img.tsx'
import { NoPicture } from '../../components/NoPicture.tsx'
import type { GalleryItem } from './GalleryItem.ts'
import { showDots } from './showDots.ts'
import { embedSandbox } from '@content/portfolio/embedProviders.ts'
import { youtubeEmbedSrc } from './youtube.ts'

const FOCUSABLE = 'button:not([disabled]), [href], iframe, video[controls], [tabindex]:not([tabindex="-1"])'

export interface LightboxProps {
  items: GalleryItem[]
  index: number
  label: string
  onChange: (index: number) => void
  onClose: () => void
}

/** The full-screen dialog of the gallery (spec: Lightbox); loaded when a gallery is first used. */
export function Lightbox({ items, index, label, onChange, onClose }: LightboxProps) {
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
  // React runs the effects of a render caused by a key press before the next event, so a quick second
  // arrow key already finds the handler of the item it moved to.
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
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [index, atStart, atEnd, onChange, onClose])

  useEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) closeButton.current?.focus()
  }, [index])

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
    return <Img data={large(item.image, item.title)} className="lightbox-img" />
  }
  if (item.type === 'video' && item.videoSrc?.startsWith('/media/')) {
    return (
      // A film the site hosts: the visitor opened it to watch it, so it starts (it has no sound to caption).
      <video
        className="lightbox-frame"
        src={item.videoSrc}
        poster={item.image?.src}
        controls
        autoPlay
        playsInline
        preload="metadata"
        aria-label={item.title}
      />
    )
  }
  if (item.type === 'video' && item.videoId) {
    return (
      <iframe
        className="lightbox-frame"
        src={youtubeEmbedSrc(item.videoId)}
        title={item.title}
        sandbox={embedSandbox(youtubeEmbedSrc(item.videoId))}
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
        sandbox={embedSandbox(item.embedSrc)}
        allow="fullscreen; xr-spatial-tracking"
        allowFullScreen
      />
    )
  }
  if (item.type === 'card') {
    return (
      <span className="lightbox-no-picture">
        <NoPicture icon={item.icon} />
      </span>
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
