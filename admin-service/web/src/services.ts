import type { StoreKey } from '../../shared/portfolio.ts'

/** The eight services in the order the admin lists them. */
export const services: { key: StoreKey; label: string }[] = [
  { key: 'photographyPortfolio', label: 'Photography' },
  { key: 'videoPortfolio', label: 'Video' },
  { key: 'dronePortfolio', label: 'Drone' },
  { key: 'matterportPortfolio', label: 'Matterport' },
  { key: 'editingPortfolio', label: 'Editing' },
  { key: 'webDesignPortfolio', label: 'Website Design' },
  { key: 'brandApparelPortfolio', label: 'Brand Apparel' },
  { key: 'aiServicesPortfolio', label: 'AI Services' },
]

/** New item id: the service name without "Portfolio", a dash and a timestamp. */
export const newItemId = (key: StoreKey, now = Date.now()) => `${key.replace('Portfolio', '')}-${now}`
