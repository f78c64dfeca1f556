import { adminServices } from '../../../content/services-catalog.ts'
import type { StoreKey } from '../../../content/portfolio/store.ts'

/** The eight services in the order the admin lists them (content/services-catalog.ts), with their public page. */
export const services: { key: StoreKey; label: string; publicPath: string }[] = adminServices.map((s) => ({
  key: s.storeKey,
  label: s.admin.label,
  publicPath: `/portfolio/${s.portfolioSlug}`,
}))

export const serviceOf = (key: StoreKey) => services.find((s) => s.key === key)!

/** New item id: the service name without "Portfolio", a dash and a timestamp. */
export const newItemId = (key: StoreKey, now = Date.now()) => `${key.replace('Portfolio', '')}-${now}`
