import { useState } from 'react'
import { embedSandbox } from '@content/portfolio/embedProviders.ts'
import { Img, type ImgData } from '../components/Img.tsx'

export interface MediaFacadeProps {
  /** The player's https address (an allow-listed provider, checked when it was saved). */
  src: string
  /** The player's accessible name ("3D tour of 12 Maple Ave"). */
  title: string
  /** The button's words ("Load the 3D tour"). */
  action: string
  /** Who the player comes from, said before the click ("Matterport"). */
  provider: string
  poster?: ImgData
}

/**
 * A film or 3D tour behind a click-to-load facade: the page shows a poster and a button, and nothing from the
 * provider's host is requested until the visitor clicks it; then the player's iframe takes its place
 * (sandboxed like every embed: content/portfolio/embedProviders.ts) and gets the focus.
 */
export function MediaFacade({ src, title, action, provider, poster }: MediaFacadeProps) {
  const [loaded, setLoaded] = useState(false)
  if (loaded)
    return (
      <div className="listing-frame">
        <iframe
          src={src}
          title={title}
          sandbox={embedSandbox(src)}
          allow="fullscreen; xr-spatial-tracking; autoplay; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          ref={(frame) => frame?.focus()}
        />
      </div>
    )
  return (
    <div className="listing-frame listing-facade">
      {poster && <Img data={{ ...poster, alt: '' }} className="listing-facade-poster" />}
      <button type="button" className="btn btn-light btn-lg listing-facade-button" onClick={() => setLoaded(true)}>
        {action}
        <span className="listing-facade-note">from {provider}</span>
      </button>
    </div>
  )
}
