import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { bookHref } from '@content/booking/bookHref.ts'
import { mainNav } from '@content/navigation.ts'
import { SEARCH_PATH } from '@content/searchPath.ts'
import { Navbar, navbarMarkupKey } from './Navbar.tsx'

const props = (currentPath: string) => ({
  brand: 'Northframe Media',
  items: mainNav,
  currentPath,
  searchPath: SEARCH_PATH,
  bookPath: bookHref(),
})
const markup = (path: string) => renderToString(<Navbar {...props(path)} />)

/** Every link of the menu, a page under each, and pages the menu does not name. */
const hrefs = mainNav.flatMap((item) => ('links' in item ? item.links.map((link) => link.href) : [item.href]))
const paths = [
  ...new Set([
    ...hrefs,
    ...hrefs.map((href) => `${href.replace(/\/$/, '')}/some-page`),
    SEARCH_PATH,
    bookHref(),
    '/privacy',
    '/404',
  ]),
]

describe('navbarMarkupKey (Island markupKey: one render per key)', () => {
  it('gives pages the same key only when the navbar’s markup is the same', () => {
    const byKey = new Map<string, { path: string; html: string }>()
    for (const path of paths) {
      const html = markup(path)
      const key = navbarMarkupKey(props(path))
      const same = byKey.get(key)
      if (same) expect(html, `${path} shares its key with ${same.path}`).toBe(same.html)
      else byKey.set(key, { path, html })
    }
    // Pages a section's menu item marks active share its key; the pages the menu names have keys of their own.
    expect(byKey.size).toBeGreaterThan(hrefs.length)
    expect(byKey.size).toBeLessThan(paths.length)
  })

  it('tells apart pages whose markup differs', () => {
    expect(navbarMarkupKey(props('/blog/a-post'))).toBe(navbarMarkupKey(props('/blog/another-post')))
    expect(navbarMarkupKey(props('/blog/a-post'))).not.toBe(navbarMarkupKey(props('/blog')))
    expect(navbarMarkupKey(props('/services/drone'))).not.toBe(navbarMarkupKey(props('/services/video')))
    expect(navbarMarkupKey(props(SEARCH_PATH))).not.toBe(navbarMarkupKey(props('/privacy')))
    // The menu and the brand are part of it (a menu edited under `site dev`).
    const renamed = mainNav.map((item) => ({ ...item, label: `${item.label}!` }))
    expect(navbarMarkupKey({ ...props('/blog/a-post'), items: renamed })).not.toBe(
      navbarMarkupKey(props('/blog/a-post')),
    )
    expect(navbarMarkupKey({ ...props('/blog/a-post'), brand: 'Other' })).not.toBe(
      navbarMarkupKey(props('/blog/a-post')),
    )
  })
})

describe('Navbar', () => {
  it('offers online booking on every page, marked as the current page on /book', () => {
    for (const path of ['/', '/services/drone', '/blog/a-post', '/privacy']) {
      expect(markup(path)).toContain(
        '<a class="nav-book" href="/book">Book<span class="nav-book-more"> a Shoot</span></a>',
      )
    }
    expect(markup(bookHref())).toContain('<a class="nav-book" href="/book" aria-current="page">')
  })
})
