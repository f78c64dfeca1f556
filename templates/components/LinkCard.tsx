import type { CSSProperties, ReactNode } from 'react'
import { Icon } from './Icon.tsx'

export interface LinkCardProps {
  href: string
  title: string
  text: string
  /** The closing cue, e.g. "View project" (an arrow follows). */
  more: string
  /** Extra classes on the card (`project-card`, `portfolio-category`...). */
  className?: string
  style?: CSSProperties
  /** A photo above the body (usually `<CardPicture>`). */
  media?: ReactNode
  /** The subject its picture claims to show (content/photos.ts), written as `data-subject`. */
  subject?: string
  /** What sits above the heading: a category badge or an icon. */
  top?: ReactNode
  /** Classes of the heading; by default a top margin when something sits above it. */
  headingClassName?: string
  /** Lines between the text and the cue: specs, location, service tags. */
  children?: ReactNode
  headingLevel?: 2 | 3
}

/**
 * A card that is one link as a whole: optional photo, badge or icon, heading, text, extra lines and a
 * "View ..." cue. Project, portfolio-category, flagship and service cards share it.
 */
export function LinkCard({
  href,
  title,
  text,
  more,
  className,
  style,
  media,
  subject,
  top,
  children,
  headingLevel = 3,
  headingClassName = top ? 'mt-2' : undefined,
}: LinkCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <a className={className ? `card-link ${className}` : 'card-link'} href={href} style={style} data-subject={subject}>
      {media && <div className="card-media">{media}</div>}
      <div className="card-body-pad">
        {top}
        <Heading className={headingClassName || undefined}>{title}</Heading>
        <p>{text}</p>
        {children}
        <span className="card-more">
          {`${more} `}
          <Icon name="arrow-right" />
        </span>
      </div>
    </a>
  )
}
