import '../styles/bootstrap.scss'
import '../styles/site.css'
import type { ReactNode } from 'react'

/**
 * The shell of a page that draws its own header, main landmark and footer (`shell: 'own'` in its +config):
 * the branded property website, which is the agent's, not the studio's. The site's styles and the skip link,
 * nothing of the site's navigation or footer.
 */
export function OwnLayout({ children }: { urlPathname: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {children}
    </>
  )
}
