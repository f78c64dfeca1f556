import '../styles/bootstrap.scss'
import '../styles/site.css'
import type { ReactNode } from 'react'
import { bookHref } from '@content/booking/bookHref.ts'
import { mainNav } from '@content/navigation.ts'
import { SEARCH_PATH } from '@content/searchPath.ts'
import { siteConfig } from '@content/site-config.ts'
import { Island } from '../components/Island.tsx'
import { Navbar, navbarMarkupKey } from '../islands/Navbar.tsx'
import { Footer } from './Footer.tsx'

/** The shell of every page: skip link, navbar island, main landmark, footer. */
export function Layout({ urlPathname, children }: { urlPathname: string; children: ReactNode }) {
  const navbar = {
    brand: siteConfig.name,
    items: mainNav,
    currentPath: urlPathname,
    searchPath: SEARCH_PATH,
    bookPath: bookHref(),
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Island name="Navbar" component={Navbar} props={navbar} markupKey={navbarMarkupKey(navbar)} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
