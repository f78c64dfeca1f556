import { useEffect, useRef, useState } from 'react'

export interface ShareButtonsProps {
  /** Absolute address of the post, for the share links (copy link uses the live address). */
  url: string
  title: string
  /** What is shared, for the label ("Share this article" by default). */
  label?: string
}

/** How long "Link copied!" stays (spec section 9: copy confirmation 2 s). */
export const COPY_CONFIRMATION_MS = 2000

/**
 * Copies text with the Clipboard API; where it is missing or refused (plain-http previews), falls back
 * to a selected textarea and `execCommand('copy')`. Returns whether the text was copied.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const ok = document.execCommand('copy')
    area.remove()
    return ok
  }
}

/** Share links and a copy-link button that puts the page address on the clipboard (spec section 4). */
export function ShareButtons({ url, title, label = 'Share this article' }: ShareButtonsProps) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    if (!(await writeClipboard(location.href))) return
    setCopied(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
  }

  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  const links: { name: string; label?: string; href: string }[] = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Email', label: 'Share by email', href: `mailto:?subject=${t}&body=${u}` },
  ]
  return (
    <div className="blog-share">
      <span className="blog-share-label">{label}</span>
      {links.map((link) => (
        <a
          key={link.name}
          className="btn btn-sm btn-outline-light"
          href={link.href}
          target={link.name === 'Email' ? undefined : '_blank'}
          rel="noopener noreferrer"
          aria-label={link.label ?? `Share on ${link.name}`}
        >
          {link.name}
        </a>
      ))}
      <button type="button" className="btn btn-sm btn-light" onClick={copy}>
        {copied ? 'Link copied!' : 'Copy link'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied to clipboard' : ''}
      </span>
    </div>
  )
}
