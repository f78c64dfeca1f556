import type { IconName } from '@content/schemas/icons.ts'
import { Icon } from './Icon.tsx'

/**
 * What stands where an item's picture would be while no true one exists (no garment, aerial or website
 * photograph yet): the item's icon on a quiet panel, decorative, since the item's words say what it is.
 * Safe in islands (a pure function of its props).
 */
export function NoPicture({ icon }: { icon?: IconName | undefined }) {
  return <span className="no-picture">{icon && <Icon name={icon} />}</span>
}
