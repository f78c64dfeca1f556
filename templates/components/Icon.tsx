import type { IconName } from '@content/schemas/icons.ts'
import sprite from 'virtual:icon-sprite'

/**
 * A Bootstrap icon (server-rendered), drawn from the site's icon sprite (generator/iconSprite.ts), so its
 * paths are downloaded once for every page. Decorative unless a `label` is given.
 */
export function Icon({ name, label, className = '' }: { name: IconName; label?: string; className?: string }) {
  const role = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false }
  return (
    <span className={`icon ${className}`.trim()}>
      <svg {...role} width="16" height="16" fill="currentColor" viewBox="0 0 16 16">
        <use href={`${sprite}#${name}`} />
      </svg>
    </span>
  )
}
