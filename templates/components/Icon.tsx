import { useContext } from 'react'
import type { IconName } from '@content/schemas/icons.ts'
import sprite, { sharedIcons } from 'virtual:icon-sprite'
import { PageIcons } from './renderContext.tsx'

const shared = new Set(sharedIcons)

/**
 * A Bootstrap icon, drawn from a symbol (generator/iconSprite.ts): the shared sprite's for the icons on most
 * pages (sharedIcons.ts), downloaded once for every page; else the page's own, which +onRenderHtml.tsx
 * writes for the icons noted here. In the browser an island draws from the symbols its server render noted
 * (the lightbox shows the icons of the gallery's items). Decorative unless a `label` is given.
 */
export function Icon({ name, label, className = '' }: { name: IconName; label?: string; className?: string }) {
  const pageIcons = useContext(PageIcons)
  const role = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false }
  let href = `${sprite}#${name}`
  if (!shared.has(name)) {
    pageIcons?.add(name)
    href = `#icon-${name}`
  }
  return (
    <span className={`icon ${className}`.trim()}>
      <svg {...role} width="16" height="16" fill="currentColor" viewBox="0 0 16 16">
        <use href={href} />
      </svg>
    </span>
  )
}
