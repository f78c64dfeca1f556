import '../styles/bootstrap.scss'
import '../styles/site.css'
import type { ReactNode } from 'react'

/**
 * The shell of a page that must carry nothing of the site (`shell: 'bare'` in its +config): the unbranded
 * MLS tour and the delivery page. Only the main landmark: no skip link (nothing comes before the content), no
 * navbar, no footer.
 */
export function BareLayout({ children }: { urlPathname: string; children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  )
}
