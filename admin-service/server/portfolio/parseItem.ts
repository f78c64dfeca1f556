import { portfolioItem, type PortfolioItem } from '../../../content/portfolio/store.ts'
import { InvalidItemError } from '../shared/persistence/storeErrors.ts'

export const ALT_REQUIRED = 'is required for image items'

/**
 * Validates an item with the store schema; its stored form must pass the schema again, as it does when
 * the store is reopened. With `requireAlt`, an image item without alt text is refused too, in the same
 * error as any other invalid field.
 */
export function parseItem(input: unknown, { requireAlt = false } = {}): PortfolioItem {
  const parsed = portfolioItem.safeParse(input)
  const fields = parsed.success ? {} : InvalidItemError.fromZod(parsed.error).fields
  const type = parsed.success ? parsed.data.type : (input as { type?: unknown } | null)?.type
  const alt = parsed.success ? parsed.data.alt : (input as { alt?: unknown } | null)?.alt
  if (requireAlt && type === 'image' && !(typeof alt === 'string' && alt.trim()) && !fields.alt) {
    fields.alt = ALT_REQUIRED
  }
  if (!parsed.success || Object.keys(fields).length) {
    throw new InvalidItemError(`The item is invalid: ${Object.keys(fields).join(', ')}`, fields)
  }
  const again = portfolioItem.safeParse(parsed.data)
  if (!again.success) throw InvalidItemError.fromZod(again.error)
  return again.data
}
