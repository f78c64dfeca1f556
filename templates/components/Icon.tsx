import type { IconName } from '@content/schemas/icons.ts'
import { icons } from './icons.ts'

/** A Bootstrap icon inlined as SVG (server-rendered). Decorative unless a `label` is given. */
export function Icon({ name, label, className = '' }: { name: IconName; label?: string; className?: string }) {
  const svg = icons[name].replace(
    '<svg ',
    `<svg ${label ? `role="img" aria-label="${label.replace(/"/g, '&quot;')}"` : 'aria-hidden="true" focusable="false"'} `,
  )
  return <span className={`icon ${className}`.trim()} dangerouslySetInnerHTML={{ __html: svg }} />
}
