import { useEffect, useRef, useState } from 'react'

export interface ShareButtonsProps {
  /** Absolute address of the post, for the share links (copy link uses the live address). */
  url: string
  title: string
}

/** How long "Link copied!" stays (spec section 9: copy confirmation 2 s). */
export const COPY_CONFIRMATION_MS = 2000

/** Share links and a copy-link button that puts the page address on the clipboard (spec section 4). */
export function ShareButtons({ url, title }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.href)
    } catch {
      return
    }
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ]
  return (
    <div className="blog-share">
      <span className="blog-share-label">Share this article</span>
      {links.map((link) => (
        <a
          key={link.name}
          className="btn btn-sm btn-outline-secondary"
          href={link.href}
          target={link.name === 'Email' ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={`Share on ${link.name}`}
        >
          {link.name}
        </a>
      ))}
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={copy}>
        {copied ? 'Link copied!' : 'Copy link'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied to clipboard' : ''}
      </span>
    </div>
  )
}
