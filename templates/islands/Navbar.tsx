import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import type { NavItem, NavGroup } from '@content/navigation.ts'
import { Logo } from '../components/Logo.tsx'

export interface NavbarProps {
  brand: string
  items: NavItem[]
  currentPath: string
  /** The site search page (a prop, not an import: content modules must stay out of the every-page chunk). */
  searchPath: string
  /** Online booking, the bar's one call to action beside the menu (a prop for the same reason). */
  bookPath: string
}

/** Scroll offset after which the bar turns solid (spec section 9). */
export const SCROLL_THRESHOLD = 50
/** Delay before a dropdown that lost focus closes (spec section 9). */
export const BLUR_CLOSE_MS = 150

const isGroup = (item: NavItem): item is NavGroup => 'links' in item

function isActive(href: string, path: string) {
  return href === '/' ? path === '/' : path === href || path.startsWith(`${href}/`)
}

/**
 * The menu's items as JSON, by the array: a site has one menu (one more each time `site dev` reloads it).
 * Not lib/memo.ts: that call would stay in the island's browser chunk.
 */
const itemsJson = new WeakMap<NavItem[], string>()

/**
 * Everything the navbar's markup shows: the brand, the menu, and of the page's path only the links it
 * marks active and the one it marks as the current page. Pages with the same key get the same markup
 * (Island's `markupKey`): all of a section's pages but its own index, for instance.
 */
export function navbarMarkupKey({ brand, items, currentPath, searchPath, bookPath }: NavbarProps): string {
  let menu = itemsJson.get(items)
  if (menu === undefined) itemsJson.set(items, (menu = JSON.stringify(items)))
  const hrefs = [
    searchPath,
    bookPath,
    ...items.flatMap((item) => (isGroup(item) ? item.links.map((link) => link.href) : [item.href])),
  ]
  const active = hrefs.filter((href) => isActive(href, currentPath))
  return JSON.stringify([brand, menu, searchPath, bookPath, active, hrefs.includes(currentPath) ? currentPath : ''])
}

function focusItem(menu: HTMLElement | null, pick: (items: HTMLElement[], current: number) => number) {
  const items = [...(menu?.querySelectorAll<HTMLElement>('a') ?? [])]
  const next = items[pick(items, items.indexOf(document.activeElement as HTMLElement))]
  next?.focus()
}

interface DropdownProps {
  group: NavGroup
  open: boolean
  setOpen: (id: string | null) => void
  path: string
  onNavigate: () => void
}

function Dropdown({ group, open, setOpen, path, onNavigate }: DropdownProps) {
  const menuRef = useRef<HTMLUListElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(blurTimer.current), [])

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const wrapper = event.currentTarget
    clearTimeout(blurTimer.current)
    blurTimer.current = setTimeout(() => {
      if (!wrapper.contains(document.activeElement)) setOpen(null)
    }, BLUR_CLOSE_MS)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const keys: Record<string, (items: HTMLElement[], i: number) => number> = {
      ArrowDown: (items, i) => Math.min(i + 1, items.length - 1),
      ArrowUp: (_, i) => Math.max(i - 1, 0),
      Home: () => 0,
      End: (items) => items.length - 1,
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(null)
      toggleRef.current?.focus()
      return
    }
    const pick = keys[event.key]
    if (!pick) return
    event.preventDefault()
    if (!open) setOpen(group.id)
    // Focus after React has rendered the opened menu.
    requestAnimationFrame(() => focusItem(menuRef.current, pick))
  }

  const active = group.links.some((l) => l.href !== '/' && isActive(l.href, path))
  return (
    <li
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onMouseLeave={() => setOpen(null)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className={`nav-link dropdown-toggle${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={`menu-${group.id}`}
        onClick={() => setOpen(open ? null : group.id)}
      >
        {group.label}
      </button>
      <ul ref={menuRef} id={`menu-${group.id}`} className={`dropdown-menu${open ? ' show' : ''}`}>
        {group.links.map((link) => (
          <li key={link.href}>
            <a
              className={`dropdown-item${link.href === path ? ' active' : ''}`}
              href={link.href}
              aria-current={link.href === path ? 'page' : undefined}
              onClick={() => {
                setOpen(null)
                onNavigate()
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The fixed top bar (spec: Navigation bar). Rendered on every page and hydrated as an island. */
export function Navbar({ brand, items, currentPath, searchPath, bookPath }: NavbarProps) {
  const [scrolled, setScrolled] = useState(false)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolled(window.scrollY > SCROLL_THRESHOLD)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(update)
    }
    update()
    addEventListener('scroll', onScroll, { passive: true })
    return () => {
      removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  const solid = scrolled || mobileOpen
  return (
    <nav className={`site-nav navbar navbar-expand-md fixed-top${solid ? ' is-solid' : ''}`} aria-label="Main">
      <div className="container">
        <a className="navbar-brand" href="/" aria-label={`${brand} home`}>
          <Logo name={brand} />
        </a>
        <a
          className="nav-search ms-auto order-md-last ms-md-3"
          href={searchPath}
          aria-current={currentPath === searchPath ? 'page' : undefined}
        >
          {/* Drawn here rather than with <Icon>: the icon table would join the island's chunk. */}
          <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m10.5 10.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Search</span>
        </a>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="main-menu"
          aria-expanded={mobileOpen}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <div id="main-menu" className={`collapse navbar-collapse${mobileOpen ? ' show' : ''}`}>
          <ul className="navbar-nav ms-auto">
            {items.map((item) =>
              isGroup(item) ? (
                <Dropdown
                  key={item.id}
                  group={item}
                  open={openId === item.id}
                  setOpen={setOpenId}
                  path={currentPath}
                  onNavigate={() => setMobileOpen(false)}
                />
              ) : (
                <li className="nav-item" key={item.href}>
                  <a
                    className={`nav-link${isActive(item.href, currentPath) ? ' active' : ''}`}
                    href={item.href}
                    aria-current={item.href === currentPath ? 'page' : undefined}
                    onClick={() => setMobileOpen(false)}
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a
            className="nav-book"
            href={bookPath}
            aria-current={currentPath === bookPath ? 'page' : undefined}
            onClick={() => setMobileOpen(false)}
          >
            Book<span className="nav-book-more"> a Shoot</span>
          </a>
        </div>
      </div>
    </nav>
  )
}
