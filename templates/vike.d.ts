import type { ListingPublication } from '@content/listings/publication.ts'
import type { Seo, SeoInput } from './components/seo.ts'

declare global {
  namespace Vike {
    interface Config {
      /** Head metadata of the page: see templates/components/seo.ts. */
      seo?: SeoInput
      /**
       * The page's shell: the site's (default), `bare` (templates/layouts/BareLayout.tsx) or `own`, the page's
       * own header and footer (templates/layouts/OwnLayout.tsx).
       */
      shell?: 'site' | 'bare' | 'own'
    }
    interface PageContext {
      Page: () => React.JSX.Element
      /** Set on 404 pages rendered for unknown routes. */
      is404?: boolean
      /** Resolved metadata (set by +onRenderHtml). */
      seoResolved?: Seo
      /** Given by a full build's prerender: the body goes in `pageBody`, apart from the document (documentMarkers.ts). */
      bodyApart?: boolean
      /** The page's body when `bodyApart` (set by +onRenderHtml). */
      pageBody?: string
      /** The listing a listing page is rendered from, given by the publisher (publisher/listings/). */
      listingPublication?: ListingPublication
    }
  }
  /** Public build-time settings injected by vite.config.ts (generator/config.ts). */
  const __PUBLIC_ENV__: { siteOrigin: string; ga4Id: string; plausibleDomain: string }
}

export {}
