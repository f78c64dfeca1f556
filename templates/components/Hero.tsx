import type { ReactNode } from 'react'
import { heroCtas, type PageKey } from '@content/hero-ctas.ts'
import { altOf, type HeroPhotoName } from '@content/photos.ts'
import { getPicture, getPortraitPicture } from './images.ts'
import { fetchPriorityAttr, imageType, preloadOf, toImgData } from './Img.tsx'
import { useRenderState } from './renderContext.tsx'

export interface HeroProps {
  /** Pipe characters become spaces (the spec's titles use them as optional line-break hints). */
  title: string
  subtitle?: string
  description?: string
  /** A photograph large enough for a hero (`heroPhotoNames` in content/photos.ts), on desktops and phones. */
  image: HeroPhotoName
  /** What the photograph shows; by default its description in content/photos.ts. */
  imageAlt?: string
  pageKey?: PageKey
  /** Shorter banner without buttons (legal and utility pages). */
  compact?: boolean
  /** Full-viewport variant of the home page. */
  full?: boolean
  children?: ReactNode
}

/** Phone breakpoint of the spec (768 px): below it the portrait crop is used and preloaded. */
const MOBILE_QUERY = '(max-width: 767.98px)'

export function heroTitle(title: string) {
  return title.replace(/\|/g, ' ').replace(/\s+/g, ' ').trim()
}

/** Page banner (spec: Hero banner); its image is the page's LCP element, so it is preloaded. */
export function Hero({
  title,
  subtitle,
  description,
  image,
  imageAlt = altOf(image),
  pageKey = 'default',
  compact,
  full,
  children,
}: HeroProps) {
  const state = useRenderState()
  const order = state.imageCount++
  const wide = toImgData(getPicture(image), imageAlt, '100vw', order)
  const portrait = getPortraitPicture(image)
  state.preloads.push(
    preloadOf(portrait, '100vw', MOBILE_QUERY),
    preloadOf(getPicture(image), '100vw', '(min-width: 768px)'),
  )
  const [primary, secondary] = heroCtas[pageKey]
  return (
    <header className={`hero${full ? ' hero-full' : ''}${compact ? ' hero-compact' : ''}`}>
      <picture className="hero-bg">
        {Object.entries(portrait.sources).map(([format, srcset]) => (
          <source key={`m-${format}`} media={MOBILE_QUERY} type={imageType(format)} srcSet={srcset} sizes="100vw" />
        ))}
        {wide.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcset} sizes="100vw" />
        ))}
        <img
          src={wide.src}
          alt={imageAlt}
          width={wide.width}
          height={wide.height}
          {...fetchPriorityAttr('high')}
          decoding="async"
        />
      </picture>
      <div className="hero-overlay" />
      <div className="container hero-content">
        {subtitle && <p className="hero-subtitle">{subtitle}</p>}
        <h1 className="hero-title">{heroTitle(title)}</h1>
        {description && <p className="hero-description">{description}</p>}
        {!compact && (
          <div className="hero-actions">
            <a className="btn btn-primary btn-lg" href={primary.href}>
              {primary.text}
            </a>
            <a className="btn btn-outline-light btn-lg" href={secondary.href}>
              {secondary.text}
            </a>
          </div>
        )}
        {children}
      </div>
    </header>
  )
}
