import { adminServices } from '../../../content/services-catalog.ts'
import type { StoreKey } from '../../../content/portfolio/store.ts'

/** The eight services in the order the admin lists them (content/services-catalog.ts). */
export const services: { key: StoreKey; label: string }[] = adminServices.map((s) => ({
  key: s.storeKey,
  label: s.admin.label,
}))

/** New item id: the service name without "Portfolio", a dash and a timestamp. */
export const newItemId = (key: StoreKey, now = Date.now()) => `${key.replace('Portfolio', '')}-${now}`
